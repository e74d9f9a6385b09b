import type { ServiceKey } from '../../../contract/services';
import type { TrackStage } from '../../../contract/track';
import type { PanStateName } from '../../../contract/nsdl-pan/workflow';
import type { PaperlessState } from '../../../contract/nsdl-paperless/workflow';
import type { CouponState, PsaState } from '../../../contract/uti/workflow';
import type { GstState } from '../../../contract/gst/workflow';

/**
 * What a customer is told for each state of each workflow (issue 27 §2): the office's states are many and named for
 * the office ("TIN documents re-uploaded"); the customer needs a handful. Typed by each workflow's states, so a state
 * added to a workflow is a type error here until it is told something.
 */
const PAN: Record<PanStateName, TrackStage> = {
  draft: 'received',
  waiting: 'sent',
  verified: 'verified',
  rejected: 'rejected',
  cancelled: 'rejected',
  acknowledged: 'acknowledged',
  // NSDL asked for corrected documents: the shop has something to do, as after a rejection.
  tin_rejected: 'rejected',
  tin_resubmitted: 'sent',
  hardcopy_sent: 'dispatched',
  completed: 'done',
};

const PAPERLESS: Record<PaperlessState, TrackStage> = {
  draft: 'received',
  confirmed: 'sent',
  with_provider: 'sent',
  acknowledged: 'acknowledged',
  failed: 'rejected',
  expired: 'rejected',
};

const PSA: Record<PsaState, TrackStage> = {
  draft: 'received',
  submitted: 'sent',
  approved: 'done',
  rejected: 'rejected',
};

const COUPON: Record<CouponState, TrackStage> = {
  draft: 'received',
  requested: 'sent',
  allotted: 'done',
  rejected: 'rejected',
};

const GST: Record<GstState, TrackStage> = {
  draft: 'received',
  submitted: 'sent',
  in_process: 'verified',
  query_raised: 'query',
  completed: 'done',
  rejected: 'rejected',
};

/** One table per kind; a kind left out is told by the generic mapping below. */
export const STAGE_TABLES: Partial<Record<ServiceKey, Readonly<Record<string, TrackStage>>>> = {
  'nsdl-pan': PAN,
  'nsdl-paperless': PAPERLESS,
  'uti-psa': PSA,
  'uti-coupon': COUPON,
  'gst-registration': GST,
  'gst-filing': GST,
};

/**
 * A state of a kind without a table, by the words the workflows use: what ends badly is a rejection, a draft is the
 * shop's, the office's answers by their names, and anything else is with the office.
 */
export function genericStage(state: string): TrackStage {
  if (state === 'draft') return 'received';
  if (/reject|cancel|fail|expire/.test(state)) return 'rejected';
  if (/query/.test(state)) return 'query';
  if (/ack/.test(state)) return 'acknowledged';
  if (/dispatch|sent|shipped/.test(state)) return 'dispatched';
  if (/complete|approve|allot|done/.test(state)) return 'done';
  if (/verif|process/.test(state)) return 'verified';
  return 'sent';
}

export function stageOf(kind: string, state: string): TrackStage {
  return STAGE_TABLES[kind as ServiceKey]?.[state] ?? genericStage(state);
}
