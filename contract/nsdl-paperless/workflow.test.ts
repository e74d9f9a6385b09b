import { describe, expect, it } from 'vitest';
import { movesFrom, nextState } from '../requests';
import { SERVICE_CODE_VALUES } from '../services';
import {
  PAPERLESS_OPEN_STATES,
  PAPERLESS_PRICE_CODES,
  PAPERLESS_STATE_OPTIONS,
  PAPERLESS_WORKFLOW as w,
  isOpenPaperlessState,
} from './workflow';

const actions = (state: string, side: 'merchant' | 'backend') => movesFrom(w, state, side).map((a) => a.action);

describe('paperless PAN workflow', () => {
  it('runs draft → confirmed → with the provider → acknowledged or failed, with expiry between', () => {
    expect(nextState(w, 'draft', 'confirm')).toBe('confirmed');
    expect(nextState(w, 'confirmed', 'redirect')).toBe('with_provider');
    expect(nextState(w, 'with_provider', 'acknowledge')).toBe('acknowledged');
    expect(nextState(w, 'with_provider', 'fail')).toBe('failed');
    expect(nextState(w, 'with_provider', 'expire')).toBe('expired');
    expect(nextState(w, 'expired', 'fail')).toBe('failed');
    expect(nextState(w, 'expired', 'acknowledge')).toBe('acknowledged');
    // a URL that could not be got is failed straight from confirmed
    expect(nextState(w, 'confirmed', 'fail')).toBe('failed');
  });
  it('ends for good: nothing moves an acknowledged or failed application, so a replayed result changes nothing', () => {
    for (const a of Object.keys(w.moves) as (keyof typeof w.moves)[]) {
      expect(nextState(w, 'acknowledged', a)).toBeNull();
      expect(nextState(w, 'failed', a)).toBeNull();
    }
    expect(nextState(w, 'draft', 'acknowledge')).toBeNull();
    expect(nextState(w, 'draft', 'fail')).toBeNull();
  });
  it('charges on confirm and refunds only on failure', () => {
    const money = Object.fromEntries(Object.entries(w.moves).map(([a, m]) => [a, m.money]));
    expect(money).toEqual({ confirm: 'charge', redirect: null, acknowledge: null, expire: null, fail: 'refund' });
    expect(w.moves.confirm.label).toBe('Confirm and pay');
    expect(w.moves.fail).toMatchObject({ remark: 'required', danger: true });
  });
  it('offers the shop only its confirm, the back office only failing with a reason; the rest follows the provider', () => {
    expect(actions('draft', 'merchant')).toEqual(['confirm']);
    expect(actions('confirmed', 'merchant')).toEqual([]);
    expect(actions('with_provider', 'merchant')).toEqual([]);
    expect(actions('draft', 'backend')).toEqual([]);
    expect(actions('confirmed', 'backend')).toEqual(['fail']);
    expect(movesFrom(w, 'with_provider', 'backend').map((a) => [a.action, a.remark])).toEqual([['fail', 'required']]);
    expect(actions('expired', 'backend')).toEqual(['fail']);
    expect(
      Object.entries(w.moves)
        .filter(([, m]) => 'auto' in m && m.auto)
        .map(([a]) => a),
    ).toEqual(['redirect', 'acknowledge', 'expire']);
    // A result may still come for an application whose URL was got just before its process died.
    expect(nextState(w, 'confirmed', 'acknowledge')).toBe('acknowledged');
    expect(nextState(w, 'expired', 'acknowledge')).toBe('acknowledged');
  });
  it('calls every charged and unended state open, for the reconciler', () => {
    expect(w.states.filter(isOpenPaperlessState)).toEqual(['confirmed', 'with_provider', 'expired']);
  });
  it('declares the shop its lists with drafts, and the back office the stuck ones oldest first', () => {
    const { merchant, backend } = w.lists;
    expect(Object.keys(merchant)).toEqual(['all', 'acknowledged']);
    expect(merchant.all.states).toContain('draft');
    expect(Object.keys(backend)).toEqual(['with_provider', 'acknowledged', 'failed', 'all']);
    expect(backend.with_provider).toMatchObject({ states: PAPERLESS_OPEN_STATES, oldestFirst: true });
    expect(Object.values(backend).some((l) => (l.states as readonly string[]).includes('draft'))).toBe(false);
    expect(Object.values(backend).filter((l) => 'oldestFirst' in l)).toHaveLength(1);
  });
  it('labels and colours every state', () => {
    expect(PAPERLESS_STATE_OPTIONS.map((o) => o.value)).toEqual([...w.states]);
    for (const s of w.states) {
      expect(w.stateLabels[s]).not.toBe('');
      expect(w.stateColors[s]).not.toBe('');
    }
    expect(w.stateLabels.acknowledged).toBe('Acknowledged');
  });
  it('prices each application type with a code packages know', () => {
    expect(PAPERLESS_PRICE_CODES).toEqual({ N: 'NSDL_PAPERLESS_NEW', C: 'NSDL_PAPERLESS_CHANGE' });
    for (const code of Object.values(PAPERLESS_PRICE_CODES)) expect(SERVICE_CODE_VALUES).toContain(code);
  });
});
