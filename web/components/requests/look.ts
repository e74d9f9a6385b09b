import type { Workflow } from '../../../contract/requests';

/**
 * How a service's requests look on screen: what its states are called and coloured, and what each
 * action reads as in the history. A contract Workflow is one (its move labels name the actions).
 */
export type RequestLook = Pick<Workflow, 'stateLabels' | 'stateColors'> & {
  /** History lines by action, past tense ("Verified"); without one a move's own label is used. */
  eventLabels?: Readonly<Record<string, string>>;
  moves?: Readonly<Record<string, { label: string }>>;
};

export const stateLabel = (look: RequestLook, state: string): string => look.stateLabels[state] ?? state;
export const stateColor = (look: RequestLook, state: string): string => look.stateColors[state] ?? 'gray';
/** History lines the server writes for every service, outside any workflow (retention: docs/decisions/0068). */
const SHARED_EVENT_LABELS: Readonly<Record<string, string>> = { documents_deleted: 'Documents deleted (retention)' };

export const eventLabel = (look: RequestLook, action: string): string =>
  look.eventLabels?.[action] ?? look.moves?.[action]?.label ?? SHARED_EVENT_LABELS[action] ?? action;
