import { z } from 'zod';
import type { ColumnDef } from './table';
import { EXPORT_FORMATS } from './table-columns';
import { SERVICE_CODE_VALUES, SERVICE_CODES } from './services';

/**
 * Issue 28 §2: an owner's margin on its franchise members' charges. Endpoints under these bases:
 *
 *   merchant   GET /prices (owner: its margins, caps and history; member: its prices), PUT /prices (owner only),
 *              GET /earnings?from&to (owner: totals by day, service and member), POST /earnings (+ /export: the list)
 *   backend    GET /caps, PUT /caps (admin), GET /report?from&to&page (admin, staff: margins paid and the agency's revenue;
 *              the owners 50 a page), GET /report/export?from&to&format (every owner, as a file)
 */
export const MARGINS_API = {
  merchant: '/api/merchant/margins',
  backend: '/api/backend/margins',
} as const;

const rupees = z
  .number({ message: 'Enter an amount' })
  .min(0, 'Cannot be negative')
  .max(1_000_000, 'At most ₹10,00,000')
  .multipleOf(0.01, 'At most two decimals');

export const MarginCapRow = z.object({
  code: z.enum(SERVICE_CODE_VALUES),
  label: z.string(),
  cap: z.number().nullable(),
});
export const MarginCapList = z.object({ rows: z.array(MarginCapRow) });
export type MarginCapList = z.infer<typeof MarginCapList>;
/** The admin's caps: null removes one (no margin is then allowed for the code). */
export const MarginCapForm = z.object({
  caps: z.array(z.object({ code: z.enum(SERVICE_CODE_VALUES), cap: rupees.nullable() })).max(50),
});
export type MarginCapForm = z.infer<typeof MarginCapForm>;

/** One service as the owner's members pay for it; amounts in rupees. */
export const MemberPriceRow = z.object({
  code: z.enum(SERVICE_CODE_VALUES),
  label: z.string(),
  packagePrice: z.number().nullable(),
  margin: z.number(),
  memberPrice: z.number().nullable(),
  cap: z.number(),
});
export type MemberPriceRow = z.infer<typeof MemberPriceRow>;

export const MarginHistoryRow = z.object({
  code: z.enum(SERVICE_CODE_VALUES),
  label: z.string(),
  margin: z.number(),
  from: z.string(),
  setBy: z.string(),
});
export type MarginHistoryRow = z.infer<typeof MarginHistoryRow>;

export const MemberPriceList = z.object({
  canEdit: z.boolean(),
  rows: z.array(MemberPriceRow),
  history: z.array(MarginHistoryRow),
});
export type MemberPriceList = z.infer<typeof MemberPriceList>;

/** The owner's margins for its members (each at most the code's cap, checked by the server). */
export const MarginForm = z.object({
  margins: z.array(z.object({ code: z.enum(SERVICE_CODE_VALUES), margin: rupees })).max(50),
});
export type MarginForm = z.infer<typeof MarginForm>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD');
/** A range of India's days, both counted. */
const rangeFields = { from: isoDay, to: isoDay };
export const MarginRange = z
  .object(rangeFields)
  .strict()
  .refine((r) => r.from <= r.to, { path: ['to'], message: 'Must be on or after the From date' });
export type MarginRange = z.infer<typeof MarginRange>;

/** Margins earned: charges counted, what members paid, the margin credited less what refunds took back. */
const Earned = z.object({ charges: z.number(), charged: z.number(), margin: z.number() });
export const EarningsTotals = z.object({
  total: Earned,
  byDay: z.array(Earned.extend({ day: z.string() })),
  byService: z.array(Earned.extend({ serviceCode: z.string() })),
  byMember: z.array(Earned.extend({ memberId: z.number(), memberName: z.string(), memberCode: z.string() })),
});
export type EarningsTotals = z.infer<typeof EarningsTotals>;

const SERVICE_OPTIONS = SERVICE_CODES.map((c) => ({ value: c.code, label: c.label }));

/** One margin credit as the owner's earnings list shows it (amounts in rupees; margin is net of refunds). */
export const EARNING_COLUMNS: readonly ColumnDef[] = [
  { field: 'day', label: 'Date', type: 'date', sortable: true, filterable: true },
  { field: 'serviceCode', label: 'Service', type: 'enum', sortable: true, filterable: true, options: SERVICE_OPTIONS },
  { field: 'memberName', label: 'Member', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'quantity', label: 'Quantity', type: 'number', sortable: true },
  { field: 'charged', label: 'Member paid', type: 'amount', sortable: true },
  { field: 'margin', label: 'Margin', type: 'amount', sortable: true },
  { field: 'reversed', label: 'Taken back', type: 'amount', sortable: true },
];

/** The back office's margins report: per service and per owner, over a range. */
const Paid = z.object({ charges: z.number(), charged: z.number(), margins: z.number() });
/**
 * The report's owners come a page at a time, by name: a month can name thousands of owners, and one answer with every
 * one of them cost the server ≈ 13 ms of its own time and the browser a table of thousands of rows.
 */
export const MARGIN_REPORT_OWNERS_PER_PAGE = 50;
/** The report's range and the page of owners (one-based; past the last page, no owners and the true count). */
export const MarginReportQuery = z
  .object({
    ...rangeFields,
    page: z.coerce.number().int('Enter a whole page number').min(1, 'Pages start at 1').max(100_000).default(1),
  })
  .strict()
  .refine((r) => r.from <= r.to, { path: ['to'], message: 'Must be on or after the From date' });
export type MarginReportQuery = z.infer<typeof MarginReportQuery>;
/** The report's owners as a file (every owner of the range, by name): CSV, Excel or PDF. */
export const MarginReportExportQuery = z
  .object({ ...rangeFields, format: z.enum(EXPORT_FORMATS) })
  .strict()
  .refine((r) => r.from <= r.to, { path: ['to'], message: 'Must be on or after the From date' });
export type MarginReportExportQuery = z.infer<typeof MarginReportExportQuery>;
const ServicePaid = Paid.extend({ govFee: z.number(), revenue: z.number() });
export const MarginReport = z.object({
  byService: z.array(ServicePaid.extend({ serviceCode: z.string() })),
  /** The services together (summed in paise, so it is exactly the column's sum). */
  total: ServicePaid,
  byOwner: z.array(Paid.extend({ ownerId: z.number(), ownerName: z.string(), ownerCode: z.string() })),
  /** Owners paid a margin in the range in all, and which page of them byOwner is. */
  owners: z.object({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
});
export type MarginReport = z.infer<typeof MarginReport>;
