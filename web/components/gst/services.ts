import {
  GST_FILING_COLUMNS,
  GST_FILING_DOCUMENTS,
  GST_FILING_WORKFLOW,
  GST_REGISTRATION_COLUMNS,
  GST_REGISTRATION_DOCUMENTS,
  GST_REGISTRATION_WORKFLOW,
  GST_RESULT_DOCUMENTS,
  GST_RETURN_TYPES,
  constitutionOf,
  periodLabel,
  type GstRequestDetail,
} from '../../../contract/gst';
import type { ColumnDef } from '../../../contract/table';
import type { GstKind } from '../../api/gst';
import type { RequestLook } from '../requests';

/** What differs between the two GST services on screen: names, columns, documents, workflow. */
export type GstServiceLook = {
  kind: GstKind;
  /** "GST registration", "GST return filing". */
  title: string;
  /** For lists and counts: "registrations", "filings". */
  plural: string;
  look: RequestLook;
  columns: readonly ColumnDef[];
  documents: readonly { value: string; label: string; accept: readonly string[]; when?: string }[];
  results: readonly { value: string; label: string }[];
  listOrder: { merchant: readonly string[]; backend: readonly string[] };
  lists: { merchant: Record<string, { title: string }>; backend: Record<string, { title: string }> };
};

/** History lines in the past tense, for both services. */
const EVENT_LABELS = {
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

export const GST_LOOK: Record<GstKind, GstServiceLook> = {
  registration: {
    kind: 'registration',
    title: 'GST registration',
    plural: 'registrations',
    look: { ...GST_REGISTRATION_WORKFLOW, eventLabels: EVENT_LABELS },
    columns: GST_REGISTRATION_COLUMNS,
    documents: GST_REGISTRATION_DOCUMENTS,
    results: GST_RESULT_DOCUMENTS['gst-registration'],
    listOrder: { merchant: ['all', 'drafts', 'queries', 'completed', 'rejected'], backend: ['new', 'in-process', 'queries', 'completed', 'rejected', 'all'] },
    lists: GST_REGISTRATION_WORKFLOW.lists,
  },
  filing: {
    kind: 'filing',
    title: 'GST return filing',
    plural: 'filings',
    look: { ...GST_FILING_WORKFLOW, eventLabels: EVENT_LABELS },
    columns: GST_FILING_COLUMNS,
    documents: GST_FILING_DOCUMENTS,
    results: GST_RESULT_DOCUMENTS['gst-filing'],
    listOrder: { merchant: ['all', 'drafts', 'queries', 'completed', 'rejected'], backend: ['new', 'in-process', 'queries', 'completed', 'rejected', 'all'] },
    lists: GST_FILING_WORKFLOW.lists,
  },
};

/** A document kind's words, merchant's or back office's. */
export function documentLabel(kind: GstKind, value: string): string {
  const l = GST_LOOK[kind];
  return l.documents.find((d) => d.value === value)?.label ?? l.results.find((d) => d.value === value)?.label ?? value;
}

export const returnTypeLabel = (v: string) => GST_RETURN_TYPES.find((t) => t.value === v)?.label ?? v;
export const constitutionLabel = (v: string) => constitutionOf(v)?.label ?? v;

/** A line naming the request: who it is for and what (the filing's return and period). */
export function requestSubtitle(d: GstRequestDetail): string {
  if (d.service === 'gst-registration') return [d.data.legalName || 'No name yet', d.data.pan].filter(Boolean).join(' · ');
  return [d.data.legalName || 'No name yet', d.data.gstin, d.data.returnType, d.data.period ? periodLabel(d.data.period) : ''].filter(Boolean).join(' · ');
}
