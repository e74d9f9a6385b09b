import {
  GST_FILING_WORKFLOW,
  GST_REGISTRATION_WORKFLOW,
  emptyFiling,
  emptyRegistration,
  type GstFilingDetail,
  type GstRegistrationData,
  type GstRegistrationDetail,
} from '../../contract/gst/index';
import type { AllowedAction, Side } from '../../contract/requests';
import { actionsFor, detailBase, ownAction as own, requestDetail } from './request-detail';

/* Test data: GST requests as the server answers them, with the actions their state allows the side. */

/** The workflow's moves and GST's own actions, as server/modules/gst/declarations.ts computes them. */
export function gstActions(service: 'gst-registration' | 'gst-filing', state: string, side: Side): AllowedAction[] {
  const w = service === 'gst-registration' ? GST_REGISTRATION_WORKFLOW : GST_FILING_WORKFLOW;
  const extra: AllowedAction[] =
    side === 'merchant'
      ? state === 'draft'
        ? [own('edit', 'Edit'), own('upload', 'Upload documents')]
        : state === 'query_raised'
          ? [own('upload', 'Upload documents')]
          : []
      : state === 'in_process' || state === 'completed'
        ? [own('attach_result', 'Attach result file')]
        : [];
  return actionsFor(w, state, side, extra);
}

/** A complete proprietorship's answers (every check of registrationProblems passes). */
export function completeRegistration(): GstRegistrationData {
  return {
    ...emptyRegistration(),
    legalName: 'Sunita Pawar',
    tradeName: 'Pawar Stores',
    constitution: 'proprietorship',
    pan: 'ABCPP1234F',
    state: 'Maharashtra',
    district: 'Pune',
    address: { line1: '12 Laxmi Road', line2: 'Sadashiv Peth', city: 'Pune', pin: '411030' },
    commencementDate: '2024-04-01',
    composition: false,
    persons: [
      {
        role: 'proprietor',
        name: 'Sunita Pawar',
        pan: 'ABCPP1234F',
        aadhaar: '234123412346',
        mobile: '9822012345',
        email: 'sunita@example.in',
      },
    ],
    signatory: {
      name: 'Sunita Pawar',
      pan: 'ABCPP1234F',
      mobile: '9822012345',
      email: 'sunita@example.in',
      designation: 'Proprietor',
    },
    bank: { accountNo: '123456789012', ifsc: 'MAHB0000123', bankName: 'Bank of Maharashtra' },
  };
}

const base = { ...detailBase, id: 7, amount: 799 };

export function registrationDetail(
  over: Partial<GstRegistrationDetail> = {},
  side: Side = 'merchant',
): GstRegistrationDetail {
  const defaults: GstRegistrationDetail = {
    ...base,
    refNo: 'GR0000000007',
    service: 'gst-registration',
    name: 'Sunita Pawar',
    subject: 'ABCPP1234F',
    kind: 'proprietorship',
    data: completeRegistration(),
    allowedActions: [],
  };
  return requestDetail(defaults, over, (state) => gstActions('gst-registration', state, side));
}

export function filingDetail(over: Partial<GstFilingDetail> = {}, side: Side = 'merchant'): GstFilingDetail {
  const defaults: GstFilingDetail = {
    ...base,
    id: 9,
    refNo: 'GF0000000009',
    service: 'gst-filing',
    name: 'Pawar Stores',
    subject: '27ABCPP1234F1Z0',
    kind: 'GSTR-3B',
    period: '2026-09',
    amount: 299,
    data: {
      ...emptyFiling(),
      gstin: '27ABCPP1234F1Z0',
      legalName: 'Pawar Stores',
      returnType: 'GSTR-3B',
      period: '2026-09',
    },
    allowedActions: [],
  };
  return requestDetail(defaults, over, (state) => gstActions('gst-filing', state, side));
}
