// The service's titles are ids of the 'gst' catalogue: its English registers with the code that names them.
import '../../i18n/gst';
import {
  GST_FILING_COLUMNS,
  GST_FILING_DOCUMENTS,
  GST_EVENT_LABELS,
  GST_FILING_WORKFLOW,
  GST_REGISTRATION_COLUMNS,
  GST_REGISTRATION_DOCUMENTS,
  GST_REGISTRATION_WORKFLOW,
  GST_RESULT_DOCUMENTS,
  GST_RETURN_TYPES,
  constitutionOf,
} from '../../../contract/gst';
import { GST_ROUTES, gstPaths, type GstKind } from '../../api/gst';
import type { MessageId } from '../../../contract/i18n';
import type { RequestService } from '../requests/service';

/** A GST service on screen: the shared request declaration, and what the GST screens add to it. */
export type GstService = RequestService & {
  kind: GstKind;
  routes: { merchant: { form: (id?: number) => string; view: (id: number) => string } };
  documents: readonly { value: string; label: string; accept: readonly string[]; when?: string }[];
  results: readonly { value: string; label: string }[];
};

const LIST_ORDER = {
  merchant: ['all', 'drafts', 'queries', 'completed', 'rejected'],
  backend: ['new', 'in-process', 'queries', 'completed', 'rejected', 'all'],
} as const;

function gstService(
  kind: GstKind,
  title: MessageId,
  plural: MessageId,
  workflow: typeof GST_REGISTRATION_WORKFLOW | typeof GST_FILING_WORKFLOW,
  rest: Pick<GstService, 'columns' | 'documents' | 'results'>,
): GstService {
  const label = (value: string) =>
    rest.documents.find((d) => d.value === value)?.label ?? rest.results.find((d) => d.value === value)?.label ?? value;
  return {
    ...rest,
    kind,
    key: workflow.key,
    eyebrow: 'gst.service.eyebrow',
    title,
    plural,
    workflow,
    look: { ...workflow, eventLabels: GST_EVENT_LABELS },
    stateTestId: 'gst-state',
    api: { merchant: gstPaths('merchant', kind).base, backend: gstPaths('backend', kind).base },
    routes: {
      merchant: {
        list: (list) => GST_ROUTES.merchant.list(kind, list),
        view: (id) => GST_ROUTES.merchant.view(kind, id),
        form: (id) => GST_ROUTES.merchant.form(kind, id),
      },
      backend: {
        list: (list) => GST_ROUTES.backend.list(kind, list),
        review: (id) => GST_ROUTES.backend.review(kind, id),
      },
    },
    listOrder: LIST_ORDER,
    documentLabel: label,
  };
}

export const GST_SERVICES: Record<GstKind, GstService> = {
  registration: gstService(
    'registration',
    'gst.service.registrationTitle',
    'gst.service.registrationPlural',
    GST_REGISTRATION_WORKFLOW,
    {
      columns: GST_REGISTRATION_COLUMNS,
      documents: GST_REGISTRATION_DOCUMENTS,
      results: GST_RESULT_DOCUMENTS[GST_REGISTRATION_WORKFLOW.key],
    },
  ),
  filing: gstService('filing', 'gst.service.filingTitle', 'gst.service.filingPlural', GST_FILING_WORKFLOW, {
    columns: GST_FILING_COLUMNS,
    documents: GST_FILING_DOCUMENTS,
    results: GST_RESULT_DOCUMENTS[GST_FILING_WORKFLOW.key],
  }),
};

export const returnTypeLabel = (v: string) => GST_RETURN_TYPES.find((t) => t.value === v)?.label ?? v;
export const constitutionLabel = (v: string) => constitutionOf(v)?.label ?? v;
