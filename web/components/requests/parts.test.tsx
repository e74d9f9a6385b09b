import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { defineWorkflow, movesFrom, type RequestEvent } from '../../../contract/requests';
import type { Side, Workflow } from '../../../contract/request-workflow';
import { GST_FILING_WORKFLOW, GST_REGISTRATION_WORKFLOW } from '../../../contract/gst/workflow';
import { PAN_WORKFLOW } from '../../../contract/nsdl-pan/workflow';
import { PAPERLESS_WORKFLOW } from '../../../contract/nsdl-paperless/workflow';
import { COUPON_WORKFLOW, PSA_WORKFLOW } from '../../../contract/uti/workflow';
import { renderAt } from '../../test/data-table';
import { StateBadge } from './StateBadge';
import { StateCards } from './StateCards';
import { RequestTimeline } from './Timeline';
import { can, rowCan } from './actions';

const FLOW = defineWorkflow({
  key: 'demo',
  noun: 'demo request',
  states: ['submitted', 'in_process', 'completed'],
  stateLabels: { submitted: 'Submitted', in_process: 'In process', completed: 'Completed' },
  stateColors: { submitted: 'yellow', in_process: 'blue', completed: 'green' },
  moves: {
    pick_up: { from: ['submitted'], to: 'in_process', by: 'backend', money: null, label: 'Pick up', remark: 'none' },
    complete: {
      from: ['in_process'],
      to: 'completed',
      by: 'backend',
      money: null,
      label: 'Complete',
      remark: 'optional',
    },
  },
  lists: { merchant: {}, backend: {} },
});

describe('request parts', () => {
  it('StateBadge words a state as the workflow does', () => {
    renderAt(<StateBadge look={FLOW} state="in_process" />, '/');
    expect(screen.getByTestId('request-state')).toHaveTextContent('In process');
  });

  it('StateCards count each state and lead to its list', () => {
    renderAt(
      <StateCards
        look={FLOW}
        title="Requests by status"
        id="demo-states"
        counts={{ submitted: 1234 }}
        cards={[
          { state: 'submitted', hint: 'To pick up', to: '/backend/demo?f.state=equals~submitted' },
          { state: 'completed', hint: 'Done', to: '/backend/demo/done' },
        ]}
      />,
      '/',
    );
    const section = screen.getByRole('region', { name: 'Requests by status' });
    expect(within(section).getByRole('link', { name: 'Submitted: 1234' })).toHaveAttribute(
      'href',
      '/backend/demo?f.state=equals~submitted',
    );
    expect(within(section).getByTestId('state-submitted')).toHaveTextContent('1,234');
    expect(within(section).getByRole('link', { name: 'Completed: 0' })).toHaveTextContent('Done');
  });

  it('RequestTimeline tells each move in order, with who, the new state and the remark', () => {
    const events: RequestEvent[] = [
      {
        at: '2026-11-20T05:00:00.000Z',
        action: 'submit',
        fromState: null,
        toState: 'submitted',
        by: 'M0001 (Ravi)',
        byRole: 'merchant',
        remark: null,
      },
      {
        at: '2026-11-20T06:00:00.000Z',
        action: 'pick_up',
        fromState: 'submitted',
        toState: 'in_process',
        by: 'ST0001 (Asha)',
        byRole: 'staff',
        remark: 'Checking the deed',
      },
    ];
    renderAt(
      <RequestTimeline look={{ ...FLOW, eventLabels: { submit: 'Submitted and charged' } }} events={events} />,
      '/',
    );
    const timeline = screen.getByTestId('timeline');
    expect(timeline).toHaveTextContent(
      /Submitted and charged.*M0001 \(Ravi\).*Pick up.*ST0001 \(Asha\) · In process.*Checking the deed/,
    );
  });

  it('can and rowCan answer from the server’s actions and, for rows, from the workflow', () => {
    expect(
      can(
        { allowedActions: [{ action: 'pick_up', label: 'Pick up', remark: 'none', danger: false, input: null }] },
        'pick_up',
      ),
    ).toBe(true);
    expect(can({ allowedActions: [] }, 'pick_up')).toBe(false);
    expect(rowCan(FLOW, 'backend', 'submitted', 'pick_up')).toBe(true);
    expect(rowCan(FLOW, 'merchant', 'submitted', 'pick_up')).toBe(false);
    expect(rowCan(FLOW, 'backend', 'in_process', 'pick_up')).toBe(false);
  });

  it('rowCan gives the server’s answer (movesFrom) for every workflow, state, side and move', () => {
    const workflows: Workflow[] = [
      PAN_WORKFLOW,
      PAPERLESS_WORKFLOW,
      PSA_WORKFLOW,
      COUPON_WORKFLOW,
      GST_REGISTRATION_WORKFLOW,
      GST_FILING_WORKFLOW,
    ];
    let offered = 0;
    for (const w of workflows)
      for (const state of w.states)
        for (const side of ['merchant', 'backend'] as Side[]) {
          const moves = movesFrom(w, state, side).map((m) => m.action);
          offered += moves.length;
          for (const action of Object.keys(w.moves))
            expect(rowCan(w, side, state, action)).toBe(moves.includes(action));
          expect(rowCan(w, side, state, 'not_a_move')).toBe(false);
        }
    expect(offered).toBeGreaterThan(0);
  });
});
