import {
  GST_FILING_WORKFLOW,
  GST_REGISTRATION_WORKFLOW,
  emptyFiling,
  emptyRegistration,
  type GstFilingDetail,
  type GstRegistrationData,
  type GstRegistrationDetail,
} from '../../../contract/gst';
import { movesFrom, type AllowedAction, type Side } from '../../../contract/requests';

/* Test data: GST requests as the server answers them, with the actions their state allows the side. */

const own = (action: string, label: string): AllowedAction => ({ action, label, remark: 'none', danger: false, input: null });

/** The workflow's moves and GST's own actions, as server/modules/gst/declarations.ts computes them. */
export function gstActions(service: 'gst-registration' | 'gst-filing', state: string, side: Side): AllowedAction[] {
  const w = service === 'gst-registration' ? GST_REGISTRATION_WORKFLOW : GST_FILING_WORKFLOW;
  const extra =
    side === 'merchant'
      ? state === 'draft'
        ? [own('edit', 'Edit'), own('upload', 'Upload documents')]
        : state === 'query_raised'
          ? [own('upload', 'Upload documents')]
          : []
      : state === 'in_process' || state === 'completed'
        ? [own('attach_result', 'Attach result file')]
        : [];
  return [...movesFrom(w, state, side), ...extra];
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
    persons: [{ role: 'proprietor', name: 'Sunita Pawar', pan: 'ABCPP1234F', aadhaar: '234123412346', mobile: '9822012345', email: 'sunita@example.in' }],
    signatory: { name: 'Sunita Pawar', pan: 'ABCPP1234F', mobile: '9822012345', email: 'sunita@example.in', designation: 'Proprietor' },
    bank: { accountNo: '123456789012', ifsc: 'MAHB0000123', bankName: 'Bank of Maharashtra' },
  };
}

const base = {
  id: 7,
  state: 'draft',
  stateLabel: 'Draft',
  period: '',
  amount: 799,
  merchant: { code: 'M0001', name: 'Ravi Digital Seva' },
  createdAt: '2026-11-20T05:00:00.000Z',
  submittedAt: null,
  dated: '2026-11-20',
  remark: null,
  result: null,
  result2: null,
  problems: [],
  missingDocuments: [],
  files: [],
  events: [{ at: '2026-11-20T05:00:00.000Z', action: 'create', fromState: null, toState: 'draft', by: 'M0001 (Ravi)', byRole: 'merchant', remark: null }],
};

export function registrationDetail(over: Partial<GstRegistrationDetail> = {}, side: Side = 'merchant'): GstRegistrationDetail {
  const d: GstRegistrationDetail = {
    ...base,
    refNo: 'GR0000000007',
    service: 'gst-registration',
    name: 'Sunita Pawar',
    subject: 'ABCPP1234F',
    kind: 'proprietorship',
    data: completeRegistration(),
    allowedActions: [],
    ...over,
  };
  return { ...d, allowedActions: over.allowedActions ?? gstActions(d.service, d.state, side) };
}

export function filingDetail(over: Partial<GstFilingDetail> = {}, side: Side = 'merchant'): GstFilingDetail {
  const d: GstFilingDetail = {
    ...base,
    id: 9,
    refNo: 'GF0000000009',
    service: 'gst-filing',
    name: 'Pawar Stores',
    subject: '27ABCPP1234F1Z0',
    kind: 'GSTR-3B',
    period: '2026-09',
    amount: 299,
    data: { ...emptyFiling(), gstin: '27ABCPP1234F1Z0', legalName: 'Pawar Stores', returnType: 'GSTR-3B', period: '2026-09' },
    allowedActions: [],
    ...over,
  };
  return { ...d, allowedActions: over.allowedActions ?? gstActions(d.service, d.state, side) };
}
