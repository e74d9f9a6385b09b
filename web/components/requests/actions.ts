import type { AllowedAction } from '../../../contract/requests';
import { movableBy, type Move, type Side, type Workflow } from '../../../contract/request-workflow';

/** Whether the server allows the reader this action on the request now (its allowedActions). */
export const can = (request: { allowedActions: readonly AllowedAction[] }, action: string): boolean =>
  request.allowedActions.some((a) => a.action === action);

/**
 * The same question for a list row, which carries no allowedActions: whether the workflow has the move
 * from the row's state for this side, by the rule movesFrom (contract/requests.ts) applies, from the zod-free
 * workflow module (a list's rows need no schema, issue 29). A service's own actions are not moves; its rows ask its
 * own rule.
 */
export function rowCan(workflow: Workflow, side: Side, state: string, action: string): boolean {
  const move: Move<string> | undefined = workflow.moves[action];
  return !!move && movableBy(move, side, state);
}
