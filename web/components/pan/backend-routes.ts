import { PAN_LISTS, type BackendPanList, type PanStateName } from '../../../contract/nsdl-pan';
import { PAN_ROUTES } from '../../api/nsdl-pan';

/* Addresses of the back office's NSDL PAN lists (no components here, so any screen can link to them cheaply). */

const R = PAN_ROUTES.backend;

/** The back office's list screen for a contract list name ('all' is physical/list). */
export const backendListPath = (name: BackendPanList) => R.list(name === 'all' ? 'list' : name);

/** A list narrowed to one state with its Status header filter (for lists holding several states). */
export const backendStatePath = (name: BackendPanList, state: PanStateName) =>
  `${backendListPath(name)}?f.state=${encodeURIComponent(`equals~${state}`)}`;

/** Each state, in workflow order, with the back-office list that shows it and what it asks of the operator. */
export const BACKEND_STATE_CARDS: readonly { state: PanStateName; list: BackendPanList; hint: string }[] = [
  { state: 'draft', list: 'incomplete', hint: 'Not yet submitted by the merchant' },
  { state: 'waiting', list: 'pending-verification', hint: 'To verify' },
  { state: 'verified', list: 'waiting', hint: 'Enter the ack number' },
  { state: 'rejected', list: 'rejection', hint: 'Refunded' },
  { state: 'cancelled', list: 'rejection', hint: 'Refunded' },
  { state: 'acknowledged', list: 'ack', hint: 'Slip ready, hard copy awaited' },
  { state: 'tin_rejected', list: 'tin-rejection', hint: 'With the merchant for corrections' },
  { state: 'tin_resubmitted', list: 'tin-rejection', hint: 'Corrections to check' },
  { state: 'hardcopy_sent', list: 'ack', hint: 'Hard copy on its way' },
  { state: 'completed', list: 'ack', hint: 'Hard copy received' },
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
