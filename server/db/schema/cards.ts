import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CARD_VENDORS } from '../../../contract/cards/products';
import { users } from './identity';

/**
 * A card or loan referral (docs/product.md#records-and-fields credit card request): a merchant sent a customer to the partner's
 * application page. Nothing is charged; the row is the merchant's record and the back office's.
 */
export const cardRequests = pgTable(
  'card_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** CC0000000001…: the reference the partner's page carries back. */
    refNo: text('ref_no').notNull(),
    merchantId: bigint('merchant_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    merchantCode: text('merchant_code').notNull(),
    createdBy: bigint('created_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** Who made it, as named then (the owner or one of its staff). */
    staffName: text('staff_name').notNull(),
    appMode: text('app_mode').notNull(),
    cardVendor: text('card_vendor', { enum: CARD_VENDORS }).notNull(),
    name: text('name').notNull(),
    mobileNo: text('mobile_no').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The customer's consent to the privacy notice, as the agent confirmed it at the counter (decision 0067). */
    consent: jsonb('consent'),
    /** When an erasure request removed the customer's name and mobile number. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower("ref_no" || ' ' || "name" || ' ' || "mobile_no" || ' ' || "merchant_code" || ' ' || "staff_name")`,
    ),
  },
  (t) => [
    uniqueIndex('card_requests_ref_uq').on(t.refNo),
    index('card_requests_merchant_dated_idx').on(t.merchantId, t.createdAt, t.id),
    index('card_requests_dated_idx').on(t.createdAt, t.id),
    // The 30-day repeat check: one mobile's latest request per vendor.
    index('card_requests_repeat_idx').on(t.cardVendor, t.mobileNo, t.createdAt),
    index('card_requests_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** What a merchant earns for a referral of each vendor, as the admin sets it (shown on the screens). */
export const cardPayouts = pgTable('card_payouts', {
  vendor: text('vendor', { enum: CARD_VENDORS }).primaryKey(),
  amountPaise: bigint('amount_paise', { mode: 'number' }),
  note: text('note').notNull().default(''),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});
