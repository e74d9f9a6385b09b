import { z } from 'zod';
import { ConsentRecord } from './privacy/notice';
import { movableBy, type Move, type Side, type Workflow } from './request-workflow';

/*
 * The shapes of the shared requests' answers and bodies (docs/decisions/0051), for the server's routes and the
 * forms. The workflow itself (states, moves, lists, columns) is in contract/request-workflow.ts, without zod for the
 * screens that need no schema; it is exported from here too, so this stays the one module to import.
 */
export * from './request-workflow';

/** An action its reader may take now, computed on the server; the web draws buttons from these. */
export const AllowedAction = z.object({
  action: z.string(),
  label: z.string(),
  remark: z.enum(['required', 'optional', 'none']),
  danger: z.boolean(),
  /** Set when the screen supplies more than a remark (see Move.input). */
  input: z.string().nullable(),
});
export type AllowedAction = z.infer<typeof AllowedAction>;

/** The workflow's own moves a side may make from a state (a service may add actions of its own). */
export function movesFrom<S extends string, A extends string>(
  w: Workflow<S, A>,
  state: string,
  side: Side,
): AllowedAction[] {
  return (Object.entries(w.moves) as [A, Move<S>][])
    .filter(([, m]) => movableBy(m, side, state))
    .map(([action, m]) => ({ action, label: m.label, remark: m.remark, danger: !!m.danger, input: m.input ?? null }));
}

/** A RequestProblem in an answer. */
export const RequestProblemSchema = z.object({
  field: z.string(),
  section: z.string(),
  message: z.string(),
  kind: z.enum(['format', 'missing']),
});

/** One line of a request's history. */
export const RequestEvent = z.object({
  at: z.string(),
  action: z.string(),
  fromState: z.string().nullable(),
  toState: z.string(),
  /** "CODE (Name)" of who made it, or "system". */
  by: z.string(),
  byRole: z.string(),
  remark: z.string().nullable(),
});
export type RequestEvent = z.infer<typeof RequestEvent>;

/** Counts per state, and today's moves, for a service's dashboards. */
export const StateCounts = z.record(z.string(), z.number().int());
export type StateCounts = z.infer<typeof StateCounts>;

export const MoveBody = z.object({ remark: z.string().trim().max(500).optional() });
export type MoveBody = z.infer<typeof MoveBody>;

/** additionFilter of every request list: the toolbar's date range on the request date. */
export const RequestListFilter = z
  .object({
    dt1: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'From date is YYYY-MM-DD')
      .optional()
      .or(z.literal('')),
    dt2: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'To date is YYYY-MM-DD')
      .optional()
      .or(z.literal('')),
  })
  .strict();

// ----- what every shared request's answer and list have (GST, UTI and the services after them) -----

/** A request's file: the merchant's documents and the back office's results (certificate, acknowledgement). */
export const RequestFile = z.object({
  id: z.string(),
  kind: z.string(),
  side: z.enum(['merchant', 'backend']),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type RequestFile = z.infer<typeof RequestFile>;

/** The detail answer of a request in service_requests; a service extends it with `service` and its `data`. */
export const RequestDetailBase = z.object({
  id: z.number().int(),
  refNo: z.string(),
  state: z.string(),
  stateLabel: z.string(),
  /** The list columns copied out of data on save (what each means is the service's: a name, a PAN or GSTIN…). */
  name: z.string(),
  subject: z.string(),
  kind: z.string(),
  period: z.string(),
  /** How many of what is bought (coupons); 1 for everything else. */
  quantity: z.number().int(),
  /** Price charged at submission (rupees), or the price it will be charged (draft). */
  amount: z.number(),
  merchant: z.object({ code: z.string(), name: z.string() }),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** Request date, YYYY-MM-DD. */
  dated: z.string(),
  /** The last question or reason given (query, rejection). */
  remark: z.string().nullable(),
  /** The service's result (an ARN, a PSA login id, an order reference) and a second one (a GSTIN). */
  result: z.string().nullable(),
  result2: z.string().nullable(),
  problems: z.array(RequestProblemSchema),
  missingDocuments: z.array(z.object({ kind: z.string(), label: z.string() })),
  files: z.array(RequestFile),
  /** When retention deleted the shop's documents of this finished request (docs/decisions/0068); the record stays. */
  documentsDeletedAt: z.string().nullable().optional(),
  /** The applicant's consent to the privacy notice, as given at submission (decision 0067). */
  consent: ConsentRecord.nullable().optional(),
  events: z.array(RequestEvent),
  allowedActions: z.array(AllowedAction),
});

/** One row of a shared request list. */
export const RequestRow = z.object({
  id: z.number().int(),
  ref_no: z.string(),
  dated: z.string(),
  name: z.string(),
  subject: z.string(),
  kind: z.string(),
  period: z.string(),
  state: z.string(),
  merchant_code: z.string(),
  merchant_name: z.string(),
  amount: z.number(),
  result: z.string().nullable(),
  result2: z.string().nullable().optional(),
  remark: z.string().nullable(),
  updated_at: z.string(),
});
export type RequestRow = z.infer<typeof RequestRow>;
