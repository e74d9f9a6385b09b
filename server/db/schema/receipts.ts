import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps, users } from './identity';

/** What a shop charges its own customer for a price code (issue 27); absent: the package price. */
export const shopPrices = pgTable(
  'shop_prices',
  {
    merchantId: bigint('merchant_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    serviceCode: text('service_code').notNull(),
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.serviceCode] })],
);

/** The most the admin lets any shop charge its customer for a price code. */
export const priceCaps = pgTable('price_caps', {
  serviceCode: text('service_code').primaryKey(),
  capPaise: bigint('cap_paise', { mode: 'number' }).notNull(),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
  ...timestamps,
});

/** A shop's last receipt number: locked by the transaction that takes the next, so numbers have no gaps. */
export const receiptCounters = pgTable('receipt_counters', {
  merchantId: bigint('merchant_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  lastNo: integer('last_no').notNull().default(0),
});

/**
 * A receipt the shop gives its customer, written in the transaction that charges (or refunds) the request, with the
 * shop and the amounts as they were then, so a reprint years later says what the customer was told.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: bigint('merchant_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    receiptNo: integer('receipt_no').notNull(),
    kind: text('kind', { enum: ['sale', 'refund'] }).notNull(),
    /** The sale receipt a refund receipt gives money back on. */
    refersTo: bigint('refers_to', { mode: 'number' }),
    /** The request: the ledger's reference type (its store) and its id there. */
    refType: text('ref_type').notNull(),
    requestId: bigint('request_id', { mode: 'number' }).notNull(),
    serviceCode: text('service_code').notNull(),
    serviceLabel: text('service_label').notNull(),
    reference: text('reference').notNull(),
    shopName: text('shop_name').notNull(),
    shopCode: text('shop_code').notNull(),
    shopAddress: text('shop_address').notNull(),
    shopPhone: text('shop_phone').notNull(),
    customerName: text('customer_name').notNull(),
    /** As the form has it; printed masked. */
    customerMobile: text('customer_mobile').notNull(),
    govFeePaise: bigint('gov_fee_paise', { mode: 'number' }).notNull(),
    serviceChargePaise: bigint('service_charge_paise', { mode: 'number' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    walletPaise: bigint('wallet_paise', { mode: 'number' }).notNull(),
    madeBy: bigint('made_by', { mode: 'number' }).references(() => users.id),
    madeByName: text('made_by_name').notNull(),
    language: varchar('language', { length: 8 }).notNull(),
    consent: jsonb('consent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('receipts_shop_no_uq').on(t.merchantId, t.receiptNo),
    uniqueIndex('receipts_request_kind_uq').on(t.refType, t.requestId, t.kind),
    index('receipts_shop_created_idx').on(t.merchantId, t.createdAt),
    index('receipts_refers_idx')
      .on(t.refersTo)
      .where(sql`${t.refersTo} is not null`),
  ],
);
