import { defineWorkflow, refundMove, stateOptions, submitMove, type ListDecl } from '../request-workflow';
import { UTI } from './manifest';

/*
 * UTI PAN (docs/decisions/0053): two requests on the shared workflow. A shop registers once as
 * a PSA (PAN Service Agent) and gets its login id from the back office; with it, the shop buys coupons,
 * which UTIITSL allots against an order (possibly fewer than asked: the rest is refunded once).
 */

// ----- PSA registration ----------------------------------------------------------------------

export const PSA_STATES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type PsaState = (typeof PSA_STATES)[number];

/**
 * A shop holds at most one registration in these states; a rejected one is corrected by a new request
 * prefilled from it (the service's `resubmit` action, not a move).
 */
export const LIVE_PSA_STATES = ['submitted', 'approved'] as const satisfies readonly PsaState[];
export const isLivePsaState = (state: string) => (LIVE_PSA_STATES as readonly string[]).includes(state);

const PSA_SUBMITTED = PSA_STATES.filter((s) => s !== 'draft');

/** History lines in the past tense. */
export const UTI_EVENT_LABELS = {
  create: 'Draft started',
  submit: 'Submitted',
  request: 'Coupons requested',
  approve: 'Approved',
  allot: 'Allotted',
  reject: 'Rejected',
  file: 'File added',
};

export const PSA_WORKFLOW = defineWorkflow({
  ...UTI.requests.psa,
  states: PSA_STATES,
  stateLabels: { draft: 'Draft', submitted: 'Waiting for approval', approved: 'Approved', rejected: 'Rejected' },
  stateColors: { draft: 'gray', submitted: 'blue', approved: 'green', rejected: 'red' },
  moves: {
    submit: submitMove('submitted'),
    approve: {
      from: ['submitted'],
      to: 'approved',
      by: 'backend',
      money: null,
      label: 'Approve',
      past: 'approved',
      remark: 'optional',
      input: 'psaId',
    },
    reject: refundMove(['submitted']),
  },
  lists: {
    // The shop's one list holds its draft too: it is where a half-filled registration is found again.
    merchant: {
      all: { title: 'PSA registrations', states: PSA_STATES, show: ['ref_no', 'name', 'subject', 'state', 'result'] },
    },
    backend: {
      pending: { title: 'PSA registrations waiting', states: ['submitted'], oldestFirst: true },
      approved: {
        title: 'Approved PSA registrations',
        states: ['approved'],
        show: ['ref_no', 'name', 'state', 'result', 'merchant_code'],
      },
      rejected: {
        title: 'Rejected PSA registrations',
        states: ['rejected'],
        show: ['ref_no', 'name', 'state', 'merchant_code', 'remark'],
      },
      all: { title: 'All PSA registrations', states: PSA_SUBMITTED },
    },
  } satisfies Record<'merchant' | 'backend', Record<string, ListDecl<PsaState>>>,
});
export type PsaAction = keyof typeof PSA_WORKFLOW.moves;

// ----- coupon requests -----------------------------------------------------------------------

export const COUPON_STATES = ['draft', 'requested', 'allotted', 'rejected'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

const COUPON_SUBMITTED = COUPON_STATES.filter((s) => s !== 'draft');

export const COUPON_WORKFLOW = defineWorkflow({
  ...UTI.requests.coupon,
  states: COUPON_STATES,
  stateLabels: { draft: 'Draft', requested: 'Requested', allotted: 'Allotted', rejected: 'Rejected' },
  stateColors: { draft: 'gray', requested: 'blue', allotted: 'green', rejected: 'red' },
  moves: {
    request: submitMove('requested', 'Request coupons'),
    // UTIITSL may allot fewer coupons than asked: the hook says how much of the charge goes back, once.
    allot: {
      from: ['requested'],
      to: 'allotted',
      by: 'backend',
      money: 'refund_part',
      label: 'Allot',
      past: 'allotted',
      remark: 'optional',
      input: 'allotment',
    },
    reject: refundMove(['requested']),
  },
  lists: {
    // A shop reads what it asked, was given and paid; the back office what it allotted to which shop.
    merchant: {
      all: {
        title: 'Coupon requests',
        states: COUPON_STATES,
        show: ['ref_no', 'kind', 'quantity', 'allotted', 'amount', 'result', 'state'],
      },
    },
    backend: {
      pending: { title: 'Coupon requests waiting', states: ['requested'], oldestFirst: true },
      allotted: {
        title: 'Allotted coupon requests',
        states: ['allotted'],
        show: ['ref_no', 'kind', 'allotted', 'result', 'state', 'merchant_code'],
      },
      rejected: {
        title: 'Rejected coupon requests',
        states: ['rejected'],
        show: ['ref_no', 'kind', 'state', 'merchant_code', 'remark'],
      },
      all: { title: 'All coupon requests', states: COUPON_SUBMITTED },
    },
  } satisfies Record<'merchant' | 'backend', Record<string, ListDecl<CouponState>>>,
});
export type CouponAction = keyof typeof COUPON_WORKFLOW.moves;

/** The `service` of UTI requests in service_requests: the workflows' keys. */
export const UTI_SERVICES = [PSA_WORKFLOW.key, COUPON_WORKFLOW.key] as const;
export type UtiService = (typeof UTI_SERVICES)[number];

export const PSA_STATE_OPTIONS = stateOptions(PSA_WORKFLOW);
export const COUPON_STATE_OPTIONS = stateOptions(COUPON_WORKFLOW);
