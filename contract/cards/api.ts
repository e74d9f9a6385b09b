import { z } from 'zod';
import type { ColumnDef } from '../table';
import { CARD_VENDORS, CARD_VENDOR_OPTIONS } from './products';

export { CARDS_API, CARD_SANDBOX_PATH } from './manifest';

/** The partner's page for this request, opened in a new tab. */
export const CardApplyAnswer = z.object({ url: z.string(), refNo: z.string() });
export type CardApplyAnswer = z.infer<typeof CardApplyAnswer>;

/** What the merchant earns for a referral, as the admin keeps it; null amount: not set. */
export const CardPayout = z.object({
  vendor: z.enum(CARD_VENDORS),
  amount: z.number().nullable(),
  note: z.string(),
  updatedAt: z.string().nullable(),
});
export type CardPayout = z.infer<typeof CardPayout>;
export const CardPayouts = z.array(CardPayout);

/** For the three screens: each product's payout, and whether referrals go to the test partner page. */
export const CardProductsView = z.object({ payouts: CardPayouts, sandbox: z.boolean() });
export type CardProductsView = z.infer<typeof CardProductsView>;

export const CardPayoutInput = z.object({
  amount: z
    .number({ message: 'Enter an amount' })
    .min(0, 'Cannot be negative')
    .max(100_000, 'At most ₹1,00,000')
    .multipleOf(0.01, 'At most two decimals')
    .nullable(),
  note: z.string().trim().max(200, 'At most 200 characters').default(''),
});
export type CardPayoutInput = z.input<typeof CardPayoutInput>;
export const CardVendorParam = z.object({ vendor: z.enum(CARD_VENDORS) });

/** One row of either list (docs/product.md#records-and-fields credit card request). */
export const CardRequestRow = z.object({
  dated: z.string(),
  refNo: z.string(),
  name: z.string(),
  mobileNo: z.string(),
  cardVendor: z.enum(CARD_VENDORS),
  code: z.string(),
  staffName: z.string(),
});
export type CardRequestRow = z.infer<typeof CardRequestRow>;

/** Both lists show docs/product.md#records-and-fields's fields; the vendor by its label. */
export const CARD_REQUEST_COLUMNS: readonly ColumnDef[] = [
  { field: 'dated', label: 'Date', type: 'date', sortable: true, filterable: true },
  { field: 'refNo', label: 'Ref No', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'name', label: 'Name', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'mobileNo', label: 'Mobile No', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'cardVendor', label: 'Card', type: 'enum', sortable: true, filterable: true, options: CARD_VENDOR_OPTIONS },
  { field: 'code', label: 'Merchant Code', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'staffName', label: 'Made By', type: 'text', sortable: true, searchable: true, filterable: true },
];
