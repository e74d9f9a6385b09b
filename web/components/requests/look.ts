// The zod-free workflow module: a list's badges need no schema (issue 29).
import { SHARED_EVENT_LABELS, type Workflow } from '../../../contract/request-workflow';
import { useLabel } from '../../i18n/labels';

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

export const eventLabel = (look: RequestLook, action: string): string =>
  look.eventLabels?.[action] ?? look.moves?.[action]?.label ?? SHARED_EVENT_LABELS[action] ?? action;

/** stateLabel and eventLabel in the reader's language (the workflow writes them in English: decision 0075). */
export function useLookLabels() {
  const label = useLabel();
  return {
    stateLabel: (look: RequestLook, state: string) => label(stateLabel(look, state)),
    eventLabel: (look: RequestLook, action: string) => label(eventLabel(look, action)),
  };
}
