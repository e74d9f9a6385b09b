import { defineWorkflow, refundMove, stateOptions, submitMove, type ListDecl } from '../request-workflow';
import type { ServiceCode } from '../services';
import { NSDL_PAPERLESS } from './manifest';

/*
 * NSDL PAN paperless (docs/decisions/0055): the applicant proves identity with Aadhaar e-KYC and
 * signs with e-Sign on Protean's pages. The shop fills a short draft and confirms it (charged once); the
 * browser is then sent to the provider, and the provider's result, a status call or the operator ends it.
 */

export const PAPERLESS_STATES = ['draft', 'confirmed', 'with_provider', 'acknowledged', 'failed', 'expired'] as const;
export type PaperlessState = (typeof PAPERLESS_STATES)[number];

/**
 * Charged but not ended: the reconciler asks the provider about each of these. `confirmed` is here too:
 * a process that dies between the charge and the provider's URL leaves one behind.
 */
export const PAPERLESS_OPEN_STATES = [
  'confirmed',
  'with_provider',
  'expired',
] as const satisfies readonly PaperlessState[];
export const isOpenPaperlessState = (state: string) => (PAPERLESS_OPEN_STATES as readonly string[]).includes(state);

const CONFIRMED = PAPERLESS_STATES.filter((s) => s !== 'draft');
/** A shop's lists show the acknowledgement number, which its applicant needs, beside who and how far. */
const SHOP_VIEW = ['ref_no', 'name', 'state', 'result'];

/** History lines in the past tense; the moves the server makes say what happened, not who pressed what. */
export const PAPERLESS_EVENT_LABELS = {
  create: 'Draft started',
  confirm: 'Confirmed and paid',
  redirect: 'Sent to Protean for e-KYC',
  acknowledge: 'Acknowledged by Protean',
  expire: 'No answer from Protean in time',
  fail: 'Failed and refunded',
};

export const PAPERLESS_WORKFLOW = defineWorkflow({
  ...NSDL_PAPERLESS.requests.application,
  states: PAPERLESS_STATES,
  stateLabels: {
    draft: 'Draft',
    confirmed: 'Paid, not yet sent',
    with_provider: 'With Protean',
    acknowledged: 'Acknowledged',
    failed: 'Failed',
    expired: 'No answer yet',
  },
  stateColors: {
    draft: 'gray',
    confirmed: 'blue',
    with_provider: 'cyan',
    acknowledged: 'green',
    failed: 'red',
    expired: 'orange',
  },
  moves: {
    confirm: submitMove('confirmed', 'Confirm and pay'),
    // The merchant's browser goes on once the URL is got; the server makes the move itself when it gets it.
    redirect: {
      from: ['confirmed'],
      to: 'with_provider',
      by: ['merchant', 'backend'],
      money: null,
      label: 'Continue to e-KYC',
      remark: 'none',
      auto: true,
    },
    // A result or status call that says acknowledged, also after the application was marked expired.
    acknowledge: {
      from: ['confirmed', 'with_provider', 'expired'],
      to: 'acknowledged',
      by: 'backend',
      money: null,
      label: 'Acknowledge',
      past: 'acknowledged',
      remark: 'none',
      input: 'ackNo',
      auto: true,
    },
    expire: {
      from: ['confirmed', 'with_provider'],
      to: 'expired',
      by: 'backend',
      money: null,
      label: 'Mark expired',
      past: 'marked expired',
      remark: 'optional',
      auto: true,
    },
    /**
     * The provider's failure, a URL that could not be got, the reconciler's limit or the operator's
     * decision on a stuck one: always with a reason, always the one refund of our charge (even when the
     * provider says it refunded its own fee).
     */
    fail: refundMove(['confirmed', 'with_provider', 'expired'], {
      to: 'failed',
      label: 'Fail and refund',
      past: 'failed',
    }),
  },
  lists: {
    // The shop's list holds its drafts too: it is where a half-filled application is found again.
    merchant: {
      all: { title: 'Paperless PAN applications', states: PAPERLESS_STATES, show: SHOP_VIEW },
      acknowledged: { title: 'Acknowledged paperless applications', states: ['acknowledged'], show: SHOP_VIEW },
    },
    backend: {
      // Oldest first: the longest waiting are the stuck ones to ask about or to fail.
      with_provider: {
        title: 'Paperless applications waiting for Protean',
        states: PAPERLESS_OPEN_STATES,
        oldestFirst: true,
      },
      acknowledged: {
        title: 'Acknowledged paperless applications',
        states: ['acknowledged'],
        show: ['ref_no', 'name', 'state', 'result', 'merchant_code'],
      },
      // Why it failed (Protean's word, the operator's or the reconciler's limit) is what this list is read for; every
      // row's status is Failed, so the status gives the reason its room.
      failed: {
        title: 'Failed paperless applications',
        states: ['failed'],
        show: ['ref_no', 'name', 'remark', 'merchant_code'],
      },
      all: { title: 'All paperless applications', states: CONFIRMED },
    },
  } satisfies Record<'merchant' | 'backend', Record<string, ListDecl<PaperlessState>>>,
});
export type PaperlessAction = keyof typeof PAPERLESS_WORKFLOW.moves;

/** The package's price code per application type (contract/services.ts). */
export const PAPERLESS_PRICE_CODES = { N: 'NSDL_PAPERLESS_NEW', C: 'NSDL_PAPERLESS_CHANGE' } as const satisfies Record<
  'N' | 'C',
  ServiceCode
>;

export const PAPERLESS_STATE_OPTIONS = stateOptions(PAPERLESS_WORKFLOW);
