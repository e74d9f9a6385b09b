import { describe, expect, it } from 'vitest';
import { nextState as next } from '../requests';
import { PAN_WORKFLOW, type PanAction, type PanState } from './workflow';

const MOVES = PAN_WORKFLOW.moves;
const PAN_STATES = PAN_WORKFLOW.states;
const nextState = (from: PanState, action: PanAction) => next(PAN_WORKFLOW, from, action);

const allowed: [PanState, PanAction, PanState][] = [
  ['draft', 'submit', 'waiting'],
  ['waiting', 'verify', 'verified'],
  ['waiting', 'reject', 'rejected'],
  ['verified', 'reject', 'rejected'],
  ['waiting', 'cancel', 'cancelled'],
  ['verified', 'cancel', 'cancelled'],
  ['verified', 'acknowledge', 'acknowledged'],
  ['acknowledged', 'tin_reject', 'tin_rejected'],
  ['tin_rejected', 'tin_resubmit', 'tin_resubmitted'],
  ['tin_resubmitted', 'tin_verify', 'acknowledged'],
  ['tin_resubmitted', 'tin_reject_again', 'tin_rejected'],
  ['acknowledged', 'dispatch', 'hardcopy_sent'],
  ['hardcopy_sent', 'receive', 'completed'],
  ['hardcopy_sent', 'return', 'acknowledged'],
];

describe('NSDL PAN transition table', () => {
  it.each(allowed)('%s --%s--> %s', (from, action, to) => expect(nextState(from, action)).toBe(to));

  it('refuses every other (state, action) pair', () => {
    const ok = new Set(allowed.map(([f, a]) => `${f}:${a}`));
    const refused: string[] = [];
    for (const from of PAN_STATES) {
      for (const action of Object.keys(MOVES) as PanAction[]) {
        if (ok.has(`${from}:${action}`)) continue;
        if (nextState(from, action) !== null) refused.push(`${from}:${action}`);
      }
    }
    expect(refused).toEqual([]);
    expect(PAN_STATES.length * Object.keys(MOVES).length - allowed.length).toBeGreaterThan(100);
  });

  it('charges on submission and refunds only on rejection or cancellation', () => {
    const money = Object.entries(MOVES)
      .filter(([, m]) => m.money)
      .map(([a, m]) => `${a}:${m.money}`);
    expect(money.sort()).toEqual(['cancel:refund', 'reject:refund', 'submit:charge']);
  });

  it('says who moves: the shop submits and resubmits, either side books or takes back a courier, the back office the rest', () => {
    const by = Object.entries(MOVES).map(([a, m]) => `${a}:${[m.by].flat().join('+')}`);
    expect(by.sort()).toEqual([
      'acknowledge:backend',
      'cancel:backend',
      'dispatch:merchant+backend',
      'receive:backend',
      'reject:backend',
      'return:merchant+backend',
      'submit:merchant',
      'tin_reject:backend',
      'tin_reject_again:backend',
      'tin_resubmit:merchant',
      'tin_verify:backend',
      'verify:backend',
    ]);
  });

  it('leaves completed and cancelled applications final', () => {
    for (const action of Object.keys(MOVES) as PanAction[]) {
      expect(nextState('completed', action)).toBeNull();
      expect(nextState('cancelled', action)).toBeNull();
    }
  });
});
