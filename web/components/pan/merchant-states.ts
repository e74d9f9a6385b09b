import { PAN_WORKFLOW, type MerchantPanList, type PanStateName } from '../../../contract/nsdl-pan/workflow';
import { COURIER_ROUTES } from '../../api/courier-routes';
import { PAN_ROUTES } from '../../api/nsdl-pan';
import type { MessageId } from '../../../contract/i18n';

/** The merchant's list screen for a contract list name ('all' is physical/list). */
export const merchantListPath = (name: MerchantPanList) => PAN_ROUTES.merchant.list(name === 'all' ? 'list' : name);

/** Each state, in workflow order, with the merchant list that shows it, what to read in it, and the workflow's colour. */
export const MERCHANT_STATE_CARDS: readonly {
  state: PanStateName;
  list: MerchantPanList;
  hintId: MessageId;
  color: string;
}[] = (
  [
    { state: 'draft', list: 'incomplete', hintId: 'pan.states.merchant.draft' },
    { state: 'waiting', list: 'waiting', hintId: 'pan.states.merchant.waiting' },
    { state: 'verified', list: 'waiting', hintId: 'pan.states.merchant.verified' },
    { state: 'rejected', list: 'rejection', hintId: 'pan.states.merchant.rejected' },
    { state: 'cancelled', list: 'rejection', hintId: 'pan.states.merchant.cancelled' },
    { state: 'acknowledged', list: 'hardcopy', hintId: 'pan.states.merchant.acknowledged' },
    { state: 'tin_rejected', list: 'tin-rejection', hintId: 'pan.states.merchant.tinRejected' },
    { state: 'tin_resubmitted', list: 'tin-rejection', hintId: 'pan.states.merchant.tinResubmitted' },
    { state: 'hardcopy_sent', list: 'ack', hintId: 'pan.states.merchant.hardcopySent' },
    { state: 'completed', list: 'ack', hintId: 'pan.states.merchant.completed' },
  ] as const
).map((c) => ({ ...c, color: PAN_WORKFLOW.stateColors[c.state] }));

export const MERCHANT_BACKLOG_LIST = PAN_ROUTES.merchant.backlog;

/** The merchant's courier add screen with these applications ticked (?ids=1,2). */
export const courierAddFor = (ids: readonly number[]) =>
  ids.length ? `${COURIER_ROUTES.merchant.add}?ids=${ids.join(',')}` : COURIER_ROUTES.merchant.add;
