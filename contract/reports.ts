import { z } from 'zod';
import type { ColumnDef } from './table';

export const REPORTS_API = {
  merchantLedger: '/api/merchant/reports/ledger',
  merchantServices: '/api/merchant/reports/services',
  dailyCollection: '/api/backend/reports/daily-collection',
  backendDashboard: '/api/backend/dashboard/',
  merchantDashboard: '/api/merchant/dashboard',
} as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD').refine((v) => !Number.isNaN(Date.parse(v)), 'Not a real date');
export const DateRange = z
  .object({ from: isoDate, to: isoDate })
  .refine((r) => r.from <= r.to, { message: 'The start date must be on or before the end date', path: ['to'] })
  .refine((r) => Date.parse(r.to) - Date.parse(r.from) <= 366 * 86_400_000, { message: 'Choose at most one year', path: ['to'] });

/** Ledger statement (merchant): the entries of a period between its opening and closing balances. */
export const LEDGER_COLUMNS: readonly ColumnDef[] = [
  { field: 'createdAt', label: 'Date', type: 'date', sortable: true, filterable: true },
  { field: 'narration', label: 'Particulars', type: 'text', searchable: true, filterable: true },
  { field: 'refType', label: 'Type', type: 'enum', sortable: true, filterable: true, options: [
    { value: 'payment_request', label: 'Payment request' },
    { value: 'upi_gateway', label: 'UPI top-up' },
    { value: 'adjustment', label: 'Adjustment' },
    { value: 'refund', label: 'Refund' },
    { value: 'nsdl_pan', label: 'NSDL PAN' },
  ] },
  { field: 'dr', label: 'Dr', type: 'amount', sortable: true, filterable: true },
  { field: 'cr', label: 'Cr', type: 'amount', sortable: true, filterable: true },
  { field: 'balance', label: 'Balance', type: 'amount' },
];

export const LedgerSummary = z.object({ from: z.string(), to: z.string(), opening: z.number(), totalDr: z.number(), totalCr: z.number(), closing: z.number() });
export type LedgerSummary = z.infer<typeof LedgerSummary>;

export const ServiceSummary = z.array(z.object({ refType: z.string(), entries: z.number(), dr: z.number(), cr: z.number() }));

export const DailyCollectionRow = z.object({
  day: z.string(),
  topupBank: z.number(),
  topupUpi: z.number(),
  adjustments: z.number(),
  serviceRevenue: z.number(),
  refunds: z.number(),
  net: z.number(),
});
export const DailyCollection = z.object({ rows: z.array(DailyCollectionRow), totals: DailyCollectionRow.omit({ day: true }) });
export type DailyCollection = z.infer<typeof DailyCollection>;

/** SPEC §3 dashboard. */
export const BackendDashboard = z.object({
  totPanVolume: z.number(),
  idDetail: z.array(z.object({ id: z.string(), nos: z.number() })),
  pendingRegistrations: z.number(),
  pendingPayments: z.number(),
  pendingKyc: z.number(),
});

export const MerchantDashboard = z.object({
  balance: z.number(),
  todaySpend: z.number(),
  kycStatus: z.string(),
  panByStatus: z.array(z.object({ status: z.string(), label: z.string(), nos: z.number() })),
  recent: z.array(z.object({ id: z.number(), createdAt: z.string(), narration: z.string(), direction: z.enum(['Dr', 'Cr']), amount: z.number(), balanceAfter: z.number() })),
});
