import type { Side } from '../../contract/requests';
import {
  PAPERLESS_WORKFLOW,
  emptyPaperless,
  type PaperlessData,
  type PaperlessDetail,
} from '../../contract/nsdl-paperless/index';
import { actionsFor, detailBase, ownAction, requestDetail } from './request-detail';
import type { PaperlessRow } from '../components/nsdl-paperless/PaperlessListPage';

/* Test data: paperless applications as the server answers them. */

/** A complete new-PAN draft (every check of paperlessProblems passes). */
export function completePaperless(over: Partial<PaperlessData> = {}): PaperlessData {
  return {
    ...emptyPaperless('N'),
    title: 'Shri',
    firstName: 'Ravi',
    lastName: 'Kulkarni',
    gender: 'M',
    dob: '1990-05-14',
    mobile: '9822012345',
    email: 'ravi@example.in',
    card: 'epan_only',
    ...over,
  };
}

/** The shop's own actions: edit a draft, "Apply again" after a failure. */
function own(state: string, side: Side) {
  if (side !== 'merchant') return [];
  if (state === 'draft') return [ownAction('edit', 'Edit')];
  return state === 'failed' ? [ownAction('resubmit', 'Apply again')] : [];
}

export function paperlessDetail(over: Partial<PaperlessDetail> = {}, side: Side = 'merchant'): PaperlessDetail {
  const defaults: PaperlessDetail = {
    ...detailBase,
    id: 12,
    refNo: 'NP0000000012',
    service: 'nsdl-paperless',
    name: 'Ravi Kulkarni',
    subject: '',
    kind: 'N',
    amount: 101,
    data: completePaperless(),
    ackNo: null,
    provider: { status: null, code: null, message: null, refunded: false, checkedAt: null },
    failure: null,
    canResume: false,
    allowedActions: [],
  };
  return requestDetail(defaults, over, (state) => actionsFor(PAPERLESS_WORKFLOW, state, side, own(state, side)));
}

/** A list row as the server answers it: shop M0001's new-PAN application, waiting for Protean. */
export const paperlessRow = (over: Partial<PaperlessRow> = {}): PaperlessRow => ({
  id: 12,
  ref_no: 'NP0000000012',
  dated: '2026-11-20',
  name: 'Ravi Kulkarni',
  subject: '',
  kind: 'N',
  period: '',
  state: 'with_provider',
  merchant_code: 'M0001',
  merchant_name: 'Ravi Digital Seva',
  amount: 101,
  result: null,
  remark: null,
  updated_at: '2026-11-20 11:30',
  provider_message: null,
  checked_at: null,
  ...over,
});
