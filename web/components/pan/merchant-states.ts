import type { MerchantPanList, PanStateName } from '../../../contract/nsdl-pan';
import { COURIER_ROUTES } from '../../api/couriers';
import { PAN_ROUTES } from '../../api/nsdl-pan';

/** The merchant's list screen for a contract list name ('all' is physical/list). */
export const merchantListPath = (name: MerchantPanList) => PAN_ROUTES.merchant.list(name === 'all' ? 'list' : name);

/** Each state, in workflow order, with the merchant list that shows it and what to read in it. */
export const MERCHANT_STATE_CARDS: readonly { state: PanStateName; list: MerchantPanList; hint: string; color: string }[] = [
  { state: 'draft', list: 'incomplete', hint: 'Finish and submit', color: 'gray' },
  { state: 'waiting', list: 'waiting', hint: 'With the back office', color: 'yellow' },
  { state: 'verified', list: 'waiting', hint: 'Awaiting the ack no', color: 'blue' },
  { state: 'rejected', list: 'rejection', hint: 'Reapply after fixing', color: 'red' },
  { state: 'cancelled', list: 'rejection', hint: 'Refunded', color: 'red' },
  { state: 'acknowledged', list: 'hardcopy', hint: 'Send the signed form', color: 'teal' },
  { state: 'tin_rejected', list: 'tin-rejection', hint: 'Upload corrected documents', color: 'orange' },
  { state: 'tin_resubmitted', list: 'tin-rejection', hint: 'Being re-verified', color: 'grape' },
  { state: 'hardcopy_sent', list: 'ack', hint: 'On its way by courier', color: 'cyan' },
  { state: 'completed', list: 'ack', hint: 'Received by the back office', color: 'green' },
];

export const MERCHANT_BACKLOG_LIST = '/merchant/product/nsdl-pan/physical/backlog-data';

/** The merchant's courier add screen with these applications ticked (?ids=1,2). */
export const courierAddFor = (ids: readonly number[]) => (ids.length ? `${COURIER_ROUTES.merchant.add}?ids=${ids.join(',')}` : COURIER_ROUTES.merchant.add);
