import { z } from 'zod';
import type { ColumnDef } from './table';
import { SERVICE_CODE_VALUES, SERVICE_CODES, type ServiceCode } from './services';

/**
 * The shop's own prices and its customer's receipts (issue 27 §1). Endpoints under these bases:
 *
 *   merchant   GET /prices, PUT /prices (owner only), GET /request/:refType/:requestId (the request's
 *              receipts), GET /:id/pdf?layout=a4|thermal, POST /table (+ /export: the shop's receipts list),
 *              POST /collections (+ /export) and GET /collections/totals?from&to (owner, franchise member)
 *   backend    GET /caps, PUT /caps (admin)
 */
export const RECEIPTS_API = {
  merchant: '/api/merchant/receipts',
  backend: '/api/backend/receipts',
} as const;

/** The government's fee in paise inside one unit of a price code (0: the code has none). */
export function govFeePaise(code: string): number {
  const c = SERVICE_CODES.find((s) => s.code === code);
  return Math.round((c?.govFee ?? 0) * 100);
}

const rupees = z
  .number({ message: 'Enter an amount' })
  .min(0, 'Cannot be negative')
  .max(1_000_000, 'At most ₹10,00,000')
  .multipleOf(0.01, 'At most two decimals');

/** One line of a shop's price list; amounts in rupees. `price` null: the package price (not set by the shop). */
export const ShopPriceRow = z.object({
  code: z.enum(SERVICE_CODE_VALUES),
  label: z.string(),
  packagePrice: z.number().nullable(),
  cap: z.number().nullable(),
  govFee: z.number(),
  price: z.number().nullable(),
});
export type ShopPriceRow = z.infer<typeof ShopPriceRow>;

export const ShopPriceList = z.object({ canEdit: z.boolean(), rows: z.array(ShopPriceRow) });
export type ShopPriceList = z.infer<typeof ShopPriceList>;

/** The owner's prices: a null price goes back to the package price. */
export const ShopPriceForm = z.object({
  rates: z.array(z.object({ code: z.enum(SERVICE_CODE_VALUES), price: rupees.nullable() })).max(50),
});
export type ShopPriceForm = z.infer<typeof ShopPriceForm>;

export const PriceCapRow = z.object({
  code: z.enum(SERVICE_CODE_VALUES),
  label: z.string(),
  cap: z.number().nullable(),
});
export const PriceCapList = z.object({ rows: z.array(PriceCapRow) });
export type PriceCapList = z.infer<typeof PriceCapList>;
/** The admin's caps: null removes a cap. */
export const PriceCapForm = z.object({
  caps: z.array(z.object({ code: z.enum(SERVICE_CODE_VALUES), cap: rupees.nullable() })).max(50),
});
export type PriceCapForm = z.infer<typeof PriceCapForm>;

export const RECEIPT_LAYOUTS = ['a4', 'thermal'] as const;
export type ReceiptLayout = (typeof RECEIPT_LAYOUTS)[number];
/** reprint=1: the copy is marked a reprint (the number stays the receipt's own). */
export const ReceiptPdfQuery = z.object({
  layout: z.enum(RECEIPT_LAYOUTS).default('a4'),
  reprint: z.enum(['0', '1']).optional(),
});

/** A receipt as lists and the request page show it; amounts in rupees, the mobile masked. */
export const ReceiptView = z.object({
  id: z.number(),
  receiptNo: z.number(),
  kind: z.enum(['sale', 'refund']),
  refersToNo: z.number().nullable(),
  reference: z.string(),
  serviceCode: z.string(),
  customerName: z.string(),
  customerMobile: z.string(),
  amount: z.number(),
  govFee: z.number(),
  serviceCharge: z.number(),
  wallet: z.number(),
  madeByName: z.string(),
  createdAt: z.string(),
});
export type ReceiptView = z.infer<typeof ReceiptView>;
export const ReceiptList = z.object({ rows: z.array(ReceiptView) });
export type ReceiptList = z.infer<typeof ReceiptList>;

/** A mobile number as a receipt prints it: only its last four digits. */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  if (digits.length < 4) return digits ? '••••' : '';
  return `${'•'.repeat(Math.max(digits.length - 4, 2))}${digits.slice(-4)}`;
}

/** The public status page's link for a reference number (issue 27 §2). */
export const trackLink = (publicUrl: string, reference: string) =>
  `${publicUrl.replace(/\/+$/, '')}/track?n=${encodeURIComponent(reference)}`;

export type { ServiceCode };

/** The shop's receipts as a DataTable list (POST /table): amounts in rupees, the mobile masked by the server. */
export const ReceiptTableRow = z.object({
  id: z.number(),
  receiptNo: z.number(),
  dated: z.string(),
  kind: z.enum(['sale', 'refund']),
  serviceCode: z.string(),
  reference: z.string(),
  customerName: z.string(),
  customerMobile: z.string(),
  amount: z.number(),
  wallet: z.number(),
  madeByName: z.string(),
});
export type ReceiptTableRow = z.infer<typeof ReceiptTableRow>;

const SERVICE_OPTIONS = SERVICE_CODES.map((c) => ({ value: c.code, label: c.label }));

export const RECEIPT_COLUMNS: readonly ColumnDef[] = [
  { field: 'receiptNo', label: 'Receipt No', type: 'number', sortable: true, filterable: true },
  { field: 'dated', label: 'Date', type: 'date', sortable: true, filterable: true },
  {
    field: 'kind',
    label: 'Type',
    type: 'enum',
    sortable: true,
    filterable: true,
    options: [
      { value: 'sale', label: 'Sale' },
      { value: 'refund', label: 'Refund' },
    ],
  },
  { field: 'serviceCode', label: 'Service', type: 'enum', sortable: true, filterable: true, options: SERVICE_OPTIONS },
  { field: 'reference', label: 'Reference', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'customerName', label: 'Customer', type: 'text', sortable: true, searchable: true, filterable: true },
  // The mobile, the wallet's charge and who made it are in the columns menu: the first view fits a 1366 px screen
  // (decision 0072); the phone's card shows them all.
  { field: 'customerMobile', label: 'Mobile', type: 'text', hidden: true },
  { field: 'amount', label: 'Amount collected', type: 'amount', sortable: true, filterable: true },
  { field: 'wallet', label: 'Wallet charged', type: 'amount', sortable: true, filterable: true, hidden: true },
  {
    field: 'madeByName',
    label: 'Made By',
    type: 'text',
    sortable: true,
    searchable: true,
    filterable: true,
    hidden: true,
  },
];

/**
 * One day's takings of one service by one staff member (POST /collections): cash is what the shop's customers paid
 * on sale receipts less what refund receipts gave back; wallet is what the portal charged less what it refunded.
 * A refund counts on the day it was given, under the staff member who made the sale.
 */
export const CollectionRow = z.object({
  id: z.number(),
  day: z.string(),
  serviceCode: z.string(),
  madeByName: z.string(),
  sales: z.number(),
  refunds: z.number(),
  cash: z.number(),
  wallet: z.number(),
});
export type CollectionRow = z.infer<typeof CollectionRow>;

export const COLLECTION_COLUMNS: readonly ColumnDef[] = [
  { field: 'day', label: 'Date', type: 'date', sortable: true, filterable: true },
  { field: 'serviceCode', label: 'Service', type: 'enum', sortable: true, filterable: true, options: SERVICE_OPTIONS },
  { field: 'madeByName', label: 'Made By', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'sales', label: 'Sales', type: 'number', sortable: true },
  { field: 'refunds', label: 'Refunds', type: 'number', sortable: true },
  { field: 'cash', label: 'Cash collected', type: 'amount', sortable: true },
  { field: 'wallet', label: 'Wallet charged', type: 'amount', sortable: true },
];

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD');
/** The collections' date range (additionFilter of the list, query of the totals): both days count, in India's time. */
export const CollectionRange = z
  .object({ from: isoDay, to: isoDay })
  .strict()
  .refine((r) => r.from <= r.to, { path: ['to'], message: 'Must be on or after the From date' });
export type CollectionRange = z.infer<typeof CollectionRange>;

const Takings = z.object({ sales: z.number(), refunds: z.number(), cash: z.number(), wallet: z.number() });
/** The range's totals: all of it, per service and per staff member (each adds up to the whole). */
export const CollectionTotals = z.object({
  total: Takings,
  byService: z.array(Takings.extend({ serviceCode: z.string() })),
  byStaff: z.array(Takings.extend({ madeByName: z.string() })),
});
export type CollectionTotals = z.infer<typeof CollectionTotals>;
