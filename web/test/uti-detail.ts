import type { Side } from '../../contract/requests';
import {
  COUPON_WORKFLOW,
  PSA_WORKFLOW,
  emptyPsaRegistration,
  type CouponRequestDetail,
  type PsaRegistrationData,
  type PsaRegistrationDetail,
  type PsaState,
  type UtiMerchantSummary,
} from '../../contract/uti/index';
import { actionsFor, detailBase, ownAction, requestDetail } from './request-detail';

/* Test data: UTI requests and summaries as the server answers them. */

/** A complete registration (every check of psaProblems passes). */
export function completePsa(): PsaRegistrationData {
  return {
    ...emptyPsaRegistration(),
    firstName: 'Ravi',
    lastName: 'Kulkarni',
    dob: '1990-05-14',
    gender: 'M',
    mobile: '9822012345',
    email: 'ravi@example.in',
    pan: 'ABCPK1234F',
    aadhaar: '234123412346',
    shopName: 'Ravi Digital Seva',
    address: '12 Laxmi Road, Sadashiv Peth',
    state: 'Maharashtra',
    district: 'Pune',
    pin: '411030',
  };
}

/** The shop's own actions on a registration: edit and upload a draft, correct a rejected one. */
function psaOwn(state: string, side: Side) {
  if (side !== 'merchant') return [];
  if (state === 'draft') return [ownAction('edit', 'Edit'), ownAction('upload', 'Upload documents')];
  return state === 'rejected' ? [ownAction('resubmit', 'Correct and submit again')] : [];
}

export function psaDetail(over: Partial<PsaRegistrationDetail> = {}, side: Side = 'merchant'): PsaRegistrationDetail {
  const defaults: PsaRegistrationDetail = {
    ...detailBase,
    id: 21,
    refNo: 'UP0000000021',
    service: 'uti-psa',
    name: 'Ravi Kulkarni',
    subject: 'ABCPK1234F',
    kind: '',
    amount: 250,
    quantity: 1,
    updatedAt: '2026-11-20T05:00:00.000Z',
    data: completePsa(),
    allowedActions: [],
  };
  return requestDetail(defaults, over, (state) => actionsFor(PSA_WORKFLOW, state, side, psaOwn(state, side)));
}

export function couponDetail(over: Partial<CouponRequestDetail> = {}, side: Side = 'backend'): CouponRequestDetail {
  const defaults: CouponRequestDetail = {
    ...detailBase,
    id: 31,
    refNo: 'UC0000000031',
    service: 'uti-coupon',
    state: 'requested',
    stateLabel: 'Requested',
    submittedAt: '2026-11-20T06:00:00.000Z',
    name: '',
    subject: '',
    kind: 'physical',
    amount: 1070,
    quantity: 10,
    allotted: null,
    refunded: null,
    updatedAt: '2026-11-20T06:00:00.000Z',
    data: { couponType: 'physical', quantity: 10, allotted: null, orderRef: '' },
    allowedActions: [],
  };
  return requestDetail(defaults, over, (state) => actionsFor(COUPON_WORKFLOW, state, side));
}

/** The shop's UTI summary: no registration yet, prices of its package, no coupons. */
export function utiSummary(over: Partial<UtiMerchantSummary> = {}): UtiMerchantSummary {
  const none = { requested: 0, waiting: 0, allotted: 0 };
  return {
    psa: null,
    portalUrl: 'https://www.psaonline.utiitsl.com/',
    canRequestCoupons: false,
    prices: { psa: 250, physical: 107, epan: 72 },
    coupons: { physical: none, epan: none },
    ...over,
  };
}

/** The summary's registration, from a detail. */
export function psaOf(
  d: PsaRegistrationDetail,
  over: Partial<NonNullable<UtiMerchantSummary['psa']>> = {},
): NonNullable<UtiMerchantSummary['psa']> {
  return {
    id: d.id,
    refNo: d.refNo,
    state: d.state as PsaState,
    stateLabel: d.stateLabel,
    psaId: d.state === 'approved' ? d.result : null,
    submittedAt: d.submittedAt,
    approvedAt: null,
    rejectionReason: d.state === 'rejected' ? d.remark : null,
    ...over,
  };
}
