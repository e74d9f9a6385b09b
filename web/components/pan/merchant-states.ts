import { PAN_WORKFLOW, type MerchantPanList, type PanStateName } from '../../../contract/nsdl-pan';
import { COURIER_ROUTES } from '../../api/couriers';
import { PAN_ROUTES } from '../../api/nsdl-pan';

/** The merchant's list screen for a contract list name ('all' is physical/list). */
export const merchantListPath = (name: MerchantPanList) => PAN_ROUTES.merchant.list(name === 'all' ? 'list' : name);

/** Each state, in workflow order, with the merchant list that shows it, what to read in it, and the workflow's colour. */
export const MERCHANT_STATE_CARDS: readonly {
  state: PanStateName;
  list: MerchantPanList;
  hint: string;
  color: string;
}[] = (
  [
    { state: 'draft', list: 'incomplete', hint: 'Finish and submit' },
    { state: 'waiting', list: 'waiting', hint: 'With the back office' },
    { state: 'verified', list: 'waiting', hint: 'Awaiting the ack no' },
    { state: 'rejected', list: 'rejection', hint: 'Reapply after fixing' },
    { state: 'cancelled', list: 'rejection', hint: 'Refunded' },
    { state: 'acknowledged', list: 'hardcopy', hint: 'Send the signed form' },
    { state: 'tin_rejected', list: 'tin-rejection', hint: 'Upload corrected documents' },
    { state: 'tin_resubmitted', list: 'tin-rejection', hint: 'Being re-verified' },
    { state: 'hardcopy_sent', list: 'ack', hint: 'On its way by courier' },
    { state: 'completed', list: 'ack', hint: 'Received by the back office' },
  ] as const
).map((c) => ({ ...c, color: PAN_WORKFLOW.stateColors[c.state] }));

export const MERCHANT_BACKLOG_LIST = PAN_ROUTES.merchant.backlog;

/** The merchant's courier add screen with these applications ticked (?ids=1,2). */
export const courierAddFor = (ids: readonly number[]) =>
  ids.length ? `${COURIER_ROUTES.merchant.add}?ids=${ids.join(',')}` : COURIER_ROUTES.merchant.add;
