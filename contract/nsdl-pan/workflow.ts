import { defineWorkflow, refundMove } from '../request-workflow';
import { NSDL_PAN } from './manifest';
/** The workflow's states, the actions of its timeline and the lists by area. */

export const PAN_STATE_LABELS = {
  draft: 'Incomplete',
  waiting: 'Waiting for verification',
  verified: 'Verified, awaiting ack no',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  acknowledged: 'Acknowledged',
  tin_rejected: 'TIN rejected',
  tin_resubmitted: 'TIN documents re-uploaded',
  hardcopy_sent: 'Hard copy sent',
  completed: 'Completed',
} as const;
export type PanStateName = keyof typeof PAN_STATE_LABELS;

export const PAN_ACTION_LABELS = {
  create: 'Draft saved',
  submit: 'Submitted',
  verify: 'Verified',
  reject: 'Rejected',
  cancel: 'Cancelled',
  acknowledge: 'Acknowledgement number entered',
  tin_reject: 'TIN rejection',
  tin_resubmit: 'Corrected documents uploaded',
  tin_verify: 'TIN documents verified',
  tin_reject_again: 'TIN rejected again',
  dispatch: 'Hard copy dispatched',
  receive: 'Hard copy received',
  return: 'Courier returned',
  reapply: 'Reapplied as a new application',
  crop: 'Photo / signature cropped',
} as const;

const AFTER_ACK = ['acknowledged', 'tin_rejected', 'tin_resubmitted', 'hardcopy_sent', 'completed'] as const;
const SUBMITTED = ['waiting', 'verified', 'rejected', 'cancelled', ...AFTER_ACK] as const;

/** A rejected application's list is read for its reason (the remark), in place of the date. */
const SHOP_REASON = ['token_no', 'name', 'state', 'remark'];
const OFFICE_REASON = ['token_no', 'name', 'state', 'merchant_code', 'remark'];

/**
 * Every list of the workflow, by area and URL name (docs/product.md#merchant-portal and docs/product.md#back-office
 * routes), with the states it shows and, where not the columns' defaults, the columns it shows first (firstView).
 * Endpoint: POST {NSDL_PAN_API[area]}/lists/{name} (and /lists/{name}/export?format=…).
 */
export const PAN_LISTS = {
  merchant: {
    incomplete: { title: 'Incomplete applications', states: ['draft'] },
    waiting: { title: 'Waiting applications', states: ['waiting', 'verified'] },
    all: { title: 'All applications', states: SUBMITTED },
    ack: {
      title: 'Acknowledged applications',
      states: AFTER_ACK,
      show: ['token_no', 'dated', 'ack_no', 'name', 'state'],
    },
    rejection: { title: 'Rejected applications', states: ['rejected', 'cancelled'], show: SHOP_REASON },
    'tin-rejection': { title: 'TIN rejections', states: ['tin_rejected', 'tin_resubmitted'], show: SHOP_REASON },
    hardcopy: { title: 'Hard copies to send', states: ['acknowledged'] },
  },
  backend: {
    'pending-verification': { title: 'Pending verification', states: ['waiting'] },
    waiting: { title: 'Verified, awaiting acknowledgement', states: ['verified'] },
    all: { title: 'All applications', states: SUBMITTED },
    ack: {
      title: 'Acknowledged applications',
      states: AFTER_ACK,
      show: ['token_no', 'ack_no', 'name', 'state', 'merchant_code'],
    },
    incomplete: { title: 'Incomplete applications', states: ['draft'] },
    rejection: { title: 'Rejected and cancelled', states: ['rejected', 'cancelled'], show: OFFICE_REASON },
    'tin-rejection': { title: 'TIN rejections', states: ['tin_rejected', 'tin_resubmitted'], show: OFFICE_REASON },
  },
} as const satisfies Record<
  'merchant' | 'backend',
  Record<string, { title: string; states: readonly PanStateName[]; show?: readonly string[] }>
>;
export type MerchantPanList = keyof typeof PAN_LISTS.merchant;
export type BackendPanList = keyof typeof PAN_LISTS.backend;

/**
 * The workflow as a declaration of the request engine: the states, every move with who makes
 * it and what it does to money, and the lists. The server applies only these moves; the screens draw
 * their buttons from the actions the server computes from it.
 */
export const PAN_WORKFLOW = defineWorkflow({
  ...NSDL_PAN.requests.application,
  states: Object.keys(PAN_STATE_LABELS) as PanStateName[],
  stateLabels: PAN_STATE_LABELS,
  stateColors: {
    draft: 'gray',
    waiting: 'yellow',
    verified: 'blue',
    rejected: 'red',
    cancelled: 'red',
    acknowledged: 'teal',
    tin_rejected: 'orange',
    tin_resubmitted: 'grape',
    hardcopy_sent: 'cyan',
    completed: 'green',
  },
  moves: {
    submit: {
      from: ['draft'],
      to: 'waiting',
      by: 'merchant',
      money: 'charge',
      label: 'Submit',
      remark: 'none',
      input: 'readiness',
    },
    verify: {
      from: ['waiting'],
      to: 'verified',
      by: 'backend',
      money: null,
      label: 'Verify',
      past: 'verified',
      remark: 'optional',
    },
    reject: refundMove(['waiting', 'verified']),
    cancel: refundMove(['waiting', 'verified'], { to: 'cancelled', label: 'Cancel', past: 'cancelled' }),
    acknowledge: {
      from: ['verified'],
      to: 'acknowledged',
      by: 'backend',
      money: null,
      label: 'Enter ack no',
      past: 'given an acknowledgement number',
      remark: 'none',
      input: 'ackNo',
    },
    tin_reject: {
      from: ['acknowledged'],
      to: 'tin_rejected',
      by: 'backend',
      money: null,
      label: 'TIN rejection',
      past: 'given a TIN rejection',
      remark: 'required',
      danger: true,
    },
    tin_resubmit: {
      from: ['tin_rejected'],
      to: 'tin_resubmitted',
      by: 'merchant',
      money: null,
      label: 'Send corrections',
      past: 'sent with corrections',
      remark: 'optional',
      input: 'tinDocuments',
    },
    tin_verify: {
      from: ['tin_resubmitted'],
      to: 'acknowledged',
      by: 'backend',
      money: null,
      label: 'Accept corrections',
      past: 'accepted as corrected',
      remark: 'optional',
    },
    tin_reject_again: {
      from: ['tin_resubmitted'],
      to: 'tin_rejected',
      by: 'backend',
      money: null,
      label: 'Reject corrections',
      past: 'rejected again',
      remark: 'required',
      danger: true,
    },
    dispatch: {
      from: ['acknowledged'],
      to: 'hardcopy_sent',
      by: ['merchant', 'backend'],
      money: null,
      label: 'Dispatch hard copy',
      past: 'dispatched',
      remark: 'none',
      input: 'courier',
    },
    receive: {
      from: ['hardcopy_sent'],
      to: 'completed',
      by: 'backend',
      money: null,
      label: 'Hard copy received',
      past: 'received',
      remark: 'optional',
      input: 'courier',
    },
    // The back office may record a courier for a shop; the shop takes an application back out of a courier
    // not yet received, and the back office returns a whole courier.
    return: {
      from: ['hardcopy_sent'],
      to: 'acknowledged',
      by: ['merchant', 'backend'],
      money: null,
      label: 'Courier returned',
      past: 'returned',
      remark: 'optional',
      input: 'courier',
    },
  },
  lists: {
    merchant: PAN_LISTS.merchant,
    backend: {
      ...PAN_LISTS.backend,
      'pending-verification': { ...PAN_LISTS.backend['pending-verification'], oldestFirst: true },
      waiting: { ...PAN_LISTS.backend.waiting, oldestFirst: true },
    },
  },
});
export type PanAction = keyof typeof PAN_WORKFLOW.moves;
export type PanState = PanStateName;
