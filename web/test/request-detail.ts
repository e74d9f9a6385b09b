import { afterEach, beforeEach, vi } from 'vitest';
import { movesFrom, type AllowedAction, type Side, type Workflow } from '../../contract/requests';
import { signIn } from './tokens';

/* Test data shared by every service's screens: requests as the server answers them, and the session. */

/** Every test of the file starts signed in as `who`, with the last test's stubs gone. */
export function signedInEachTest(who: Parameters<typeof signIn>[0]) {
  beforeEach(() => {
    sessionStorage.clear();
    signIn(who);
  });
  afterEach(() => vi.unstubAllGlobals());
}

/** A request as the server answers it: defaults, the test's changes, and what its state allows unless the test says. */
export function requestDetail<D extends { state: string; allowedActions: AllowedAction[] }>(
  defaults: D,
  over: Partial<D>,
  actions: (state: string) => AllowedAction[],
): D {
  const d = { ...defaults, ...over };
  return { ...d, allowedActions: over.allowedActions ?? actions(d.state) };
}

/** A service's own action (not a move), as the server lists it in allowedActions. */
export const ownAction = (action: string, label: string): AllowedAction => ({
  action,
  label,
  remark: 'none',
  danger: false,
  input: null,
});

/** What a side may do from a state: the workflow's moves, then the service's own actions. */
export function actionsFor(
  workflow: Workflow,
  state: string,
  side: Side,
  own: readonly AllowedAction[] = [],
): AllowedAction[] {
  return [...movesFrom(workflow, state, side), ...own];
}

/** What every request detail carries: a draft made by shop M0001 on 20 Nov 2026. */
export const detailBase = {
  state: 'draft',
  stateLabel: 'Draft',
  period: '',
  merchant: { code: 'M0001', name: 'Ravi Digital Seva' },
  quantity: 1,
  createdAt: '2026-11-20T05:00:00.000Z',
  submittedAt: null,
  updatedAt: '2026-11-20T05:00:00.000Z',
  dated: '2026-11-20',
  remark: null,
  result: null,
  result2: null,
  problems: [],
  missingDocuments: [],
  files: [],
  events: [
    {
      at: '2026-11-20T05:00:00.000Z',
      action: 'create',
      fromState: null,
      toState: 'draft',
      by: 'M0001 (Ravi)',
      byRole: 'merchant',
      remark: null,
    },
  ],
};
