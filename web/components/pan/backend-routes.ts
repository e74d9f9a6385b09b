import { PAN_LISTS, type BackendPanList, type PanStateName } from '../../../contract/nsdl-pan';
import { PAN_ROUTES } from '../../api/nsdl-pan';
import type { MessageId } from '../../../contract/i18n';

/* Addresses of the back office's NSDL PAN lists (no components here, so any screen can link to them cheaply). */

const R = PAN_ROUTES.backend;

/** The back office's list screen for a contract list name ('all' is physical/list). */
export const backendListPath = (name: BackendPanList) => R.list(name === 'all' ? 'list' : name);

/** A list narrowed to one state with its Status header filter (for lists holding several states). */
export const backendStatePath = (name: BackendPanList, state: PanStateName) =>
  `${backendListPath(name)}?f.state=${encodeURIComponent(`equals~${state}`)}`;

/** Each state, in workflow order, with the back-office list that shows it and what it asks of the operator. */
export const BACKEND_STATE_CARDS: readonly {
  state: PanStateName;
  list: BackendPanList;
  hintId: MessageId;
}[] = [
  { state: 'draft', list: 'incomplete', hintId: 'pan.states.backend.draft' },
  { state: 'waiting', list: 'pending-verification', hintId: 'pan.states.backend.waiting' },
  { state: 'verified', list: 'waiting', hintId: 'pan.states.backend.verified' },
  { state: 'rejected', list: 'rejection', hintId: 'pan.states.backend.refunded' },
  { state: 'cancelled', list: 'rejection', hintId: 'pan.states.backend.refunded' },
  { state: 'acknowledged', list: 'ack', hintId: 'pan.states.backend.acknowledged' },
  { state: 'tin_rejected', list: 'tin-rejection', hintId: 'pan.states.backend.tinRejected' },
  { state: 'tin_resubmitted', list: 'tin-rejection', hintId: 'pan.states.backend.tinResubmitted' },
  { state: 'hardcopy_sent', list: 'ack', hintId: 'pan.states.backend.hardcopySent' },
  { state: 'completed', list: 'ack', hintId: 'pan.states.backend.completed' },
];

/** Where a state's card leads: its list, narrowed to the state when the list holds others too. */
export function backendStateLink(state: PanStateName): string {
  const card = BACKEND_STATE_CARDS.find((c) => c.state === state)!;
  return PAN_LISTS.backend[card.list].states.length > 1
    ? backendStatePath(card.list, state)
    : backendListPath(card.list);
}

/** The order lists are offered in (dashboard quick links). */
export const BACKEND_LIST_ORDER: BackendPanList[] = [
  'pending-verification',
  'waiting',
  'ack',
  'tin-rejection',
  'rejection',
  'incomplete',
  'all',
];
