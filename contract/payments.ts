import { z } from 'zod';
import type { ColumnDef } from './table';
import { MASTER_ID_MAX } from './masters';

export const PAYMENT_MODES = [
  { value: 'NEFT', label: 'NEFT' },
  { value: 'IMPS', label: 'IMPS' },
  { value: 'RTGS', label: 'RTGS' },
  { value: 'UPI', label: 'UPI' },
  { value: 'CASH', label: 'Cash deposit' },
] as const;

export const PAYMENT_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;

export const PAYMENTS_API = {
  merchant: '/api/merchant/accounting/payment',
  backend: '/api/backend/actions/payments',
} as const;

/** The text fields of a payment request; the slip comes beside them as the file "slip". */
export const PaymentRequestForm = z.object({
  bankId: z.coerce
    .number({ message: 'Choose the account you deposited into' })
    .int()
    .positive('Choose the account you deposited into')
    .max(MASTER_ID_MAX, 'Choose the account you deposited into'),
  amount: z.coerce
    .number({ message: 'Enter the amount' })
    .positive('Must be more than zero')
    .max(10_000_000, 'At most ₹1,00,00,000')
    .multipleOf(0.01, 'At most two decimals'),
  mode: z.enum(['NEFT', 'IMPS', 'RTGS', 'UPI', 'CASH'], { message: 'Choose how you paid' }),
  utr: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6,30}$/, 'UTR / reference is 6 to 30 letters or digits'),
  depositDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the deposit date')
    .refine((v) => !Number.isNaN(Date.parse(v)), 'Enter a valid date')
    .refine((v) => Date.parse(v) <= Date.now() + 86_400_000, 'The deposit date cannot be in the future')
    .refine(
      (v) => Date.parse(v) >= Date.now() - 90 * 86_400_000,
      'Deposits older than 90 days need the back office: contact support',
    ),
});
export type PaymentRequestForm = z.input<typeof PaymentRequestForm>;
export const SLIP_MAX_BYTES = 2 * 1024 * 1024;

export const PaymentRequestView = z.object({
  id: z.number(),
  refNo: z.string(),
  merchantCode: z.string(),
  merchantName: z.string(),
  bank: z.string(),
  amount: z.number(),
  mode: z.string(),
  utr: z.string(),
  depositDate: z.string(),
  hasSlip: z.boolean(),
  status: z.enum(['pending', 'approved', 'rejected']),
  remark: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PaymentRequestView = z.infer<typeof PaymentRequestView>;

export const PAYMENT_COLUMNS: readonly ColumnDef[] = [
  { field: 'refNo', label: 'Ref No', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'createdAt', label: 'Requested', type: 'date', sortable: true, filterable: true },
  { field: 'merchantCode', label: 'Merchant', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'bank', label: 'Bank', type: 'text', sortable: true, filterable: true, hidden: true },
  { field: 'amount', label: 'Amount', type: 'amount', sortable: true, filterable: true },
  {
    field: 'mode',
    label: 'Mode',
    type: 'enum',
    sortable: true,
    filterable: true,
    options: PAYMENT_MODES,
    hidden: true,
  },
  { field: 'utr', label: 'UTR / Ref', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'depositDate', label: 'Deposited', type: 'date', sortable: true, filterable: true, hidden: true },
  { field: 'status', label: 'Status', type: 'enum', sortable: true, filterable: true, options: PAYMENT_STATUSES },
  { field: 'remark', label: 'Remark', type: 'text', searchable: true, filterable: true, hidden: true },
];
