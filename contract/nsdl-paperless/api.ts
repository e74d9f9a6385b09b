import { z } from 'zod';
import { REQUEST_COLUMNS, RequestDetailBase, StateCounts, stateColumn } from '../requests';
import { inColumnsMenu, type ColumnDef } from '../table';
import { explain } from './errors';
import { PaperlessData } from './form';
import { NSDL_PAPERLESS } from './manifest';
import { PROVIDER_STATUSES } from './protocol';
import { PAPERLESS_WORKFLOW } from './workflow';

export { NSDL_PAPERLESS_API } from './manifest';

// ----- request bodies ---------------------------------------------------------------------------

/** A draft's create and save (apply/N, apply/C). */
export const SavePaperless = z.object({ data: PaperlessData });
export type SavePaperless = z.input<typeof SavePaperless>;

// ----- answers ----------------------------------------------------------------------------------

/** What the provider last said about an application (a result or a status call); null before it said anything. */
export const PaperlessProviderState = z.object({
  status: z.enum(PROVIDER_STATUSES).nullable(),
  code: z.string().nullable(),
  message: z.string().nullable(),
  /** The provider's own refund of its fee (ours is the request's refund, once). */
  refunded: z.boolean(),
  /** When the provider was last heard from or asked (reconciler). */
  checkedAt: z.string().nullable(),
});
export type PaperlessProviderState = z.infer<typeof PaperlessProviderState>;

/**
 * A paperless application: the shared answer with its data, the acknowledgement number once acknowledged
 * (also in `result`), what the provider last said and, on a failure, its words for the agent.
 */
export const PaperlessDetail = RequestDetailBase.extend({
  service: z.literal(NSDL_PAPERLESS.requests.application.key),
  data: PaperlessData,
  ackNo: z.string().nullable(),
  provider: PaperlessProviderState,
  /** The catalogue's explanation of the provider's last failure code (contract/nsdl-paperless/errors.ts). */
  failure: z
    .object({ code: z.string(), title: z.string(), whatToDo: z.string().nullable(), known: z.boolean() })
    .nullable(),
  /** Whether the shop may send the browser back to the provider to finish (the provider still allows it). */
  canResume: z.boolean(),
});
export type PaperlessDetail = z.infer<typeof PaperlessDetail>;

/** The failure explanation a detail answer carries for the provider's last word. */
export const failureOf = (p: Pick<PaperlessProviderState, 'status' | 'code' | 'message'>) =>
  p.status === 'failure' ? explain(p.code, p.message) : null;

/** Confirm's answer: where the browser posts next (the provider's page and the sealed request). */
export const PaperlessRedirect = z.object({ url: z.string(), encData: z.string() });
export type PaperlessRedirect = z.infer<typeof PaperlessRedirect>;

// ----- lists ------------------------------------------------------------------------------------

const { ref_no, dated, merchant_code, merchant_name, amount, remark, updated_at } = REQUEST_COLUMNS;

/** `result` is the acknowledgement number; the shared page hides the merchant columns from a shop's lists. */
export const PAPERLESS_COLUMNS: readonly ColumnDef[] = [
  ref_no,
  dated,
  {
    field: 'kind',
    label: 'Type',
    hidden: true,
    type: 'enum',
    sortable: true,
    filterable: true,
    options: [
      { value: 'N', label: 'New PAN' },
      { value: 'C', label: 'Change / correction' },
    ],
  },
  { field: 'name', label: 'Applicant', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'subject', label: 'PAN', type: 'text', sortable: true, searchable: true, filterable: true, hidden: true },
  stateColumn(PAPERLESS_WORKFLOW),
  // Only an acknowledged one has it: its lists show it (ListDecl.show), the queues do not.
  { field: 'result', label: 'Ack No', type: 'text', sortable: true, searchable: true, filterable: true, hidden: true },
  // What the provider last said and when it was last asked: the back office's view of a stuck one.
  {
    field: 'provider_message',
    label: 'Provider says',
    hidden: true,
    type: 'text',
    sortable: false,
    searchable: true,
    filterable: true,
  },
  { field: 'checked_at', label: 'Last checked', type: 'date', sortable: true, filterable: true, hidden: true },
  // The back office works by shop (a shop's own lists drop it).
  merchant_code,
  merchant_name,
  inColumnsMenu(amount),
  // A failure's reason: Protean's message runs long, so two lines of it in the row and the whole in its title.
  { ...remark, label: 'Reason', lines: 2 },
  updated_at,
];

// ----- dashboards -------------------------------------------------------------------------------

/** The NSDL dashboard's paperless part, beside the physical counts: per state, and the stuck ones. */
export const PaperlessDashboard = z.object({
  counts: StateCounts,
  /** Open applications (charged, not ended) past the configured time: the reconciler's and the operator's work. */
  stuck: z.number().int(),
  acknowledgedToday: z.number().int(),
  /** The reconciler's latest run (job_runs), null before its first. */
  lastRun: z
    .object({
      startedAt: z.string(),
      finishedAt: z.string().nullable(),
      outcome: z.enum(['running', 'done', 'failed']),
      summary: z.record(z.string(), z.number()),
      error: z.string().nullable(),
    })
    .nullable(),
  /** Where a new confirm goes now: Protean, the sandbox, or nowhere (not set up). */
  provider: z.enum(['protean', 'sandbox']).nullable(),
});
export type PaperlessDashboard = z.infer<typeof PaperlessDashboard>;

/** The shop's paperless page: its applications per state, its package's prices and whether paperless is set up. */
export const PaperlessSummary = z.object({
  counts: StateCounts,
  /** Rupees, null when the package has no price for the type. */
  prices: z.object({ N: z.number().nullable(), C: z.number().nullable() }),
  /** A provider is set up: confirm can send the applicant on. */
  available: z.boolean(),
  /** The provider is the built-in test sandbox (say so on the page). */
  sandbox: z.boolean(),
});
export type PaperlessSummary = z.infer<typeof PaperlessSummary>;
