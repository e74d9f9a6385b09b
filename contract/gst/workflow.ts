import { defineWorkflow, refundMove, submitMove, type ListDecl, type Move } from '../request-workflow';
import { GST } from './manifest';

/*
 * GST registration and filing run the same workflow: submitted (charged) → in process →
 * query raised ⇄ in process → completed, or rejected with the charge refunded. A registration has one
 * move more: the GSTIN recorded once it is allotted, after the ARN.
 */

export const GST_STATES = ['draft', 'submitted', 'in_process', 'query_raised', 'completed', 'rejected'] as const;
export type GstState = (typeof GST_STATES)[number];

/** History lines in the past tense, for both services. */
export const GST_EVENT_LABELS = {
  create: 'Draft started',
  submit: 'Submitted',
  pick_up: 'Picked up',
  raise_query: 'Query raised',
  answer: 'Query answered',
  complete: 'Completed',
  reject: 'Rejected',
  record_gstin: 'GSTIN recorded',
  file: 'File added',
};

const stateLabels: Record<GstState, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  in_process: 'In process',
  query_raised: 'Query raised',
  completed: 'Completed',
  rejected: 'Rejected',
};
const stateColors: Record<GstState, string> = {
  draft: 'gray',
  submitted: 'blue',
  in_process: 'indigo',
  query_raised: 'orange',
  completed: 'green',
  rejected: 'red',
};

const moves = {
  submit: submitMove('submitted'),
  pick_up: {
    from: ['submitted'],
    to: 'in_process',
    by: 'backend',
    money: null,
    label: 'Pick up',
    past: 'picked up',
    remark: 'none',
  },
  raise_query: {
    from: ['in_process'],
    to: 'query_raised',
    by: 'backend',
    money: null,
    label: 'Raise query',
    past: 'queried',
    remark: 'required',
  },
  answer: {
    from: ['query_raised'],
    to: 'in_process',
    by: 'merchant',
    money: null,
    label: 'Answer query',
    past: 'answered',
    remark: 'required',
  },
  complete: {
    from: ['in_process'],
    to: 'completed',
    by: 'backend',
    money: null,
    label: 'Complete',
    past: 'completed',
    remark: 'optional',
    input: 'arn',
  },
  reject: refundMove(['submitted', 'in_process', 'query_raised']),
} as const satisfies Record<string, Move<GstState>>;

const SUBMITTED_STATES = GST_STATES.filter((s) => s !== 'draft');

/** A list of answered or refused requests shows its answer (a question, a reason) where the defaults do not. */
const REASON = ['ref_no', 'name', 'state', 'remark'];
const REASON_BY_SHOP = ['ref_no', 'name', 'state', 'merchant_code', 'remark'];

/** `done`: what a completed list shows, to a shop and to the back office (a registration's GSTIN, a filing's ARN). */
function lists(plural: string, done: { merchant: readonly string[]; backend: readonly string[] }) {
  const Plural = plural[0].toUpperCase() + plural.slice(1);
  return {
    merchant: {
      drafts: { title: `Draft ${plural}`, states: ['draft'] },
      all: { title: `All ${plural}`, states: SUBMITTED_STATES },
      queries: { title: 'Queries to answer', states: ['query_raised'], show: REASON },
      completed: { title: `Completed ${plural}`, states: ['completed'], show: done.merchant },
      rejected: { title: `Rejected ${plural}`, states: ['rejected'], show: REASON },
    },
    backend: {
      new: { title: `New ${plural}`, states: ['submitted'], oldestFirst: true },
      'in-process': { title: `${Plural} in process`, states: ['in_process'], oldestFirst: true },
      queries: { title: 'Queries raised', states: ['query_raised'], show: REASON_BY_SHOP },
      completed: { title: `Completed ${plural}`, states: ['completed'], show: done.backend },
      rejected: { title: `Rejected ${plural}`, states: ['rejected'], show: REASON_BY_SHOP },
      all: { title: `All ${plural}`, states: SUBMITTED_STATES },
    },
  } satisfies Record<'merchant' | 'backend', Record<string, ListDecl<GstState>>>;
}

export const GST_REGISTRATION_WORKFLOW = defineWorkflow({
  ...GST.requests.registration,
  states: GST_STATES,
  stateLabels,
  stateColors,
  moves: {
    ...moves,
    record_gstin: {
      from: ['completed'],
      to: 'completed',
      by: 'backend',
      money: null,
      label: 'Record GSTIN',
      past: 'given a GSTIN',
      remark: 'none',
      input: 'gstin',
    },
  },
  // A completed registration has its ARN at once and its GSTIN when the department issues it: both show, and the
  // state, the same on every row of the tab, makes room for them.
  lists: lists('registrations', {
    merchant: ['ref_no', 'name', 'result', 'result2'],
    backend: ['ref_no', 'name', 'merchant_code', 'result', 'result2'],
  }),
});

export const GST_FILING_WORKFLOW = defineWorkflow({
  ...GST.requests.filing,
  states: GST_STATES,
  stateLabels,
  stateColors,
  moves,
  lists: lists('filings', {
    merchant: ['ref_no', 'kind', 'period', 'state', 'result'],
    backend: ['ref_no', 'name', 'period', 'state', 'merchant_code', 'result'],
  }),
});

export type GstRegistrationAction = keyof typeof GST_REGISTRATION_WORKFLOW.moves;
export type GstFilingAction = keyof typeof GST_FILING_WORKFLOW.moves;
/** The `service` of GST requests in service_requests: the workflows' keys. */
export const GST_SERVICES = [GST_REGISTRATION_WORKFLOW.key, GST_FILING_WORKFLOW.key] as const;
export type GstService = (typeof GST_SERVICES)[number];
