import type { AllowedAction } from '../../../contract/requests';
import { madeBy, type Move, type Side, type Workflow } from '../../../contract/request-workflow';

/** Whether the server allows the reader this action on the request now (its allowedActions). */
export const can = (request: { allowedActions: readonly AllowedAction[] }, action: string): boolean =>
  request.allowedActions.some((a) => a.action === action);

/**
 * The same question for a list row, which carries no allowedActions: whether the workflow has the move
 * from the row's state for this side. (A service's own actions are not moves; its rows ask its own rule.)
 * movesFrom's rule (contract/requests.ts) for one action, from the zod-free workflow module: a list's rows need no
 * schema (issue 29), and parts.test.tsx holds the two to the same answers.
 */
export function rowCan(workflow: Workflow, side: Side, state: string, action: string): boolean {
  const move: Move<string> | undefined = workflow.moves[action];
  return !!move && !move.auto && madeBy(move, side) && move.from.includes(state);
}
