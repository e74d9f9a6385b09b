import { z } from 'zod';
import type { ColumnDef } from './table';

/**
 * Issue 28 §1: an owner's money to and from its franchise members. Endpoints:
 *
 *   owner    POST {merchant}/members/:memberId/give, POST {merchant}/members/:memberId/take-back
 *            (header Idempotency-Key: a retry with it answers the first transfer), POST {merchant}/list (+ /export)
 *   admin    GET/PUT {limits}; back office POST {backend}/list (+ /export, additionFilter {dt1, dt2, ownerCode})
 */
export const TRANSFERS_API = {
  merchant: '/api/merchant/fund-transfers',
  backend: '/api/backend/fund-transfers',
  limits: '/api/backend/settings/fund-transfers',
} as const;

/** What applies until the admin saves its own limits, in rupees. */
export const DEFAULT_TRANSFER_LIMITS = { perMove: 50_000, perDay: 200_000 } as const;

const Amount = z
  .number({ message: 'Enter the amount' })
  .positive('Must be more than zero')
  .max(10_000_000, 'At most ₹1,00,00,000')
  .multipleOf(0.01, 'At most two decimals');

export const GiveForm = z.object({ amount: Amount });
export type GiveForm = z.infer<typeof GiveForm>;

export const TakeBackForm = z.object({
  amount: Amount,
  reason: z.string().trim().min(3, 'Say why (at least 3 characters)').max(300),
});
export type TakeBackForm = z.infer<typeof TakeBackForm>;

export const TransferLimitsForm = z.object({ perMove: Amount, perDay: Amount });
export type TransferLimitsForm = z.infer<typeof TransferLimitsForm>;

export const TRANSFER_DIRECTIONS = ['give', 'take_back'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];
export const TRANSFER_DIRECTION_LABELS: Record<TransferDirection, string> = {
  give: 'Sent to member',
  take_back: 'Taken back',
};

export const TransferView = z.object({
  id: z.number(),
  memberId: z.number(),
  direction: z.enum(TRANSFER_DIRECTIONS),
  amount: z.number(),
  reason: z.string().nullable(),
  /** The owner's and the member's balances right after this transfer. */
  ownerBalance: z.number(),
  memberBalance: z.number(),
  createdAt: z.string(),
  /** True when this answer is a retry's: the transfer was made by the first call, nothing moved now. */
  replayed: z.boolean(),
});
export type TransferView = z.infer<typeof TransferView>;

const directionOptions = TRANSFER_DIRECTIONS.map((value) => ({ value, label: TRANSFER_DIRECTION_LABELS[value] }));

/** The owner's list of its transfers. */
export const TRANSFER_COLUMNS: readonly ColumnDef[] = [
  { field: 'createdAt', label: 'Date', type: 'date', sortable: true, filterable: true },
  { field: 'memberCode', label: 'Member code', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'memberName', label: 'Member name', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'direction', label: 'Type', type: 'enum', sortable: true, filterable: true, options: directionOptions },
  { field: 'amount', label: 'Amount', type: 'amount', sortable: true, filterable: true },
  { field: 'reason', label: 'Reason', type: 'text', searchable: true },
  { field: 'madeByName', label: 'Made By', type: 'text', sortable: true, hidden: true },
];

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const day = z.union([z.literal(''), z.null(), z.string().regex(DAY_RE, 'Use YYYY-MM-DD')]).optional();

/** The back office list's additionFilter: a date range in India (dt1..dt2, inclusive, either open) and an owner's code. */
export const TransferListFilter = z
  .object({ dt1: day, dt2: day, ownerCode: z.union([z.string().trim().max(20), z.null()]).optional() })
  .strict();
export type TransferListFilter = z.input<typeof TransferListFilter>;

/** The back office's list: every owner's transfers. */
export const BACKEND_TRANSFER_COLUMNS: readonly ColumnDef[] = [
  { field: 'createdAt', label: 'Date', type: 'date', sortable: true, filterable: true },
  { field: 'ownerCode', label: 'Owner code', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'ownerName', label: 'Owner', type: 'text', sortable: true, searchable: true, filterable: true },
  ...TRANSFER_COLUMNS.slice(1),
];
