import { movesFrom, type AllowedAction, type Side, type Workflow } from '../../../contract/requests';

/** Whether the server allows the reader this action on the request now (its allowedActions). */
export const can = (request: { allowedActions: readonly AllowedAction[] }, action: string): boolean =>
  request.allowedActions.some((a) => a.action === action);

/**
 * The same question for a list row, which carries no allowedActions: whether the workflow has the move
 * from the row's state for this side. (A service's own actions are not moves; its rows ask its own rule.)
 */
export function rowCan(workflow: Workflow, side: Side, state: string, action: string): boolean {
  return movesFrom(workflow, state, side).some((a) => a.action === action);
}
