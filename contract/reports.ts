import { z } from 'zod';
import { OfficeQueue, ShopServiceCard } from './dashboard';
import type { ColumnDef } from './table';
import { REQUEST_KINDS } from './services';

export const REPORTS_API = {
  merchantLedger: '/api/merchant/reports/ledger',
  merchantServices: '/api/merchant/reports/services',
  dailyCollection: '/api/backend/reports/daily-collection',
  backendDashboard: '/api/backend/dashboard/',
  merchantDashboard: '/api/merchant/dashboard',
} as const;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Not a real date');
export const DateRange = z
  .object({ from: isoDate, to: isoDate })
  .refine((r) => r.from <= r.to, { message: 'The start date must be on or before the end date', path: ['to'] })
  .refine((r) => Date.parse(r.to) - Date.parse(r.from) <= 366 * 86_400_000, {
    message: 'Choose at most one year',
    path: ['to'],
  });

/**
 * What the reports group by: where money came from or what it paid for. Each request kind's label comes from its
 * manifest (contract/services.ts): a shared request's charge and refund are typed by its key (server
 * modules/reports/lists.ts), a kind with its own table by that table's type, so a new service needs nothing here.
 */
const SERVICE_TYPES = REQUEST_KINDS.map((k) => ({ value: k.ledgerType ?? k.key, label: k.report }));

/**
 * A refund reverses a service's charge: the statement types it `<service>:refund` so the line says so,
 * while the summaries count it under its service.
 */
export const REFUND_SUFFIX = ':refund';
export const refundType = (service: string) => `${service}${REFUND_SUFFIX}`;
/** The service an entry type belongs to ('uti-coupon:refund' → 'uti-coupon'). */
export const serviceOfType = (type: string) =>
  type.endsWith(REFUND_SUFFIX) ? type.slice(0, -REFUND_SUFFIX.length) : type;

export const LEDGER_TYPE_OPTIONS: readonly { value: string; label: string }[] = [
  { value: 'payment_request', label: 'Payment request' },
  { value: 'upi_gateway', label: 'UPI top-up' },
  { value: 'adjustment', label: 'Adjustment' },
  ...SERVICE_TYPES.flatMap((t) => [t, { value: refundType(t.value), label: `${t.label} refund` }]),
  // A shared request's entry whose request is gone, and refunds posted before refunds had a type of their own.
  { value: 'service_request', label: 'Service request' },
  { value: 'refund', label: 'Refund' },
];

/** An entry type in words; an unknown one as it is stored. */
export function ledgerTypeLabel(type: string): string {
  const known = LEDGER_TYPE_OPTIONS.find((o) => o.value === type)?.label;
  if (known) return known;
  return type.endsWith(REFUND_SUFFIX) ? `${ledgerTypeLabel(serviceOfType(type))} refund` : type;
}

/** Ledger statement (merchant): the entries of a period between its opening and closing balances. */
export const LEDGER_COLUMNS: readonly ColumnDef[] = [
  { field: 'createdAt', label: 'Date', type: 'date', sortable: true, filterable: true },
  { field: 'narration', label: 'Particulars', type: 'text', searchable: true, filterable: true },
  { field: 'refType', label: 'Type', type: 'enum', sortable: true, filterable: true, options: LEDGER_TYPE_OPTIONS },
  { field: 'dr', label: 'Dr', type: 'amount', sortable: true, filterable: true },
  { field: 'cr', label: 'Cr', type: 'amount', sortable: true, filterable: true },
  { field: 'balance', label: 'Balance', type: 'amount' },
];

export const LedgerSummary = z.object({
  from: z.string(),
  to: z.string(),
  opening: z.number(),
  totalDr: z.number(),
  totalCr: z.number(),
  closing: z.number(),
});
export type LedgerSummary = z.infer<typeof LedgerSummary>;

export const ServiceSummary = z.array(
  z.object({ refType: z.string(), entries: z.number(), dr: z.number(), cr: z.number() }),
);

export const DailyCollectionRow = z.object({
  day: z.string(),
  topupBank: z.number(),
  topupUpi: z.number(),
  adjustments: z.number(),
  serviceRevenue: z.number(),
  refunds: z.number(),
  net: z.number(),
});
/** One service's charges and the refunds of its charges on a day (or, in typeTotals, over the period). */
export const DailyCollectionByType = z.object({
  day: z.string(),
  refType: z.string(),
  charges: z.number(),
  refunds: z.number(),
  net: z.number(),
});
export const DailyCollection = z.object({
  rows: z.array(DailyCollectionRow),
  totals: DailyCollectionRow.omit({ day: true }),
  /** Per day, each service that was charged or refunded, in the order of the days then the types. */
  byType: z.array(DailyCollectionByType),
  typeTotals: z.array(DailyCollectionByType.omit({ day: true })),
});
export type DailyCollection = z.infer<typeof DailyCollection>;

/** docs/product.md#records-and-fields dashboard. */
export const BackendDashboard = z.object({
  totPanVolume: z.number(),
  idDetail: z.array(z.object({ id: z.string(), nos: z.number() })),
  pendingRegistrations: z.number(),
  pendingPayments: z.number(),
  pendingKyc: z.number(),
  /** Per service, the states its workflow leaves to the back office and how many wait in each (contract/dashboard.ts). */
  queues: z.array(OfficeQueue),
});

export const MerchantDashboard = z.object({
  balance: z.number(),
  /** What the shop was charged today (IST) for services, less what was given back today. */
  todaySpend: z.number(),
  /** An owner's margin on its franchise members' charges this month (issue 28 §2); absent for other accounts. */
  monthEarnings: z.number().nullable().optional(),
  kycStatus: z.string(),
  panByStatus: z.array(z.object({ status: z.string(), label: z.string(), nos: z.number() })),
  recent: z.array(
    z.object({
      id: z.number(),
      createdAt: z.string(),
      narration: z.string(),
      direction: z.enum(['Dr', 'Cr']),
      amount: z.number(),
      balanceAfter: z.number(),
    }),
  ),
  /** The shop's UTI PSA registration (the live one, else the latest); null when it never registered. */
  psa: z.object({ state: z.string(), stateLabel: z.string(), psaId: z.string().nullable() }).nullable(),
  /** A card per service the caller may sell, drawn from the workflows (contract/dashboard.ts). */
  services: z.array(ShopServiceCard),
});
