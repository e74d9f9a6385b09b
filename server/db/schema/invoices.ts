import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, users } from './identity';

/*
 * Issue 28 §3: the agency's GST tax invoices and credit notes to its merchants. Kept in tables of their own rather
 * than columns on site settings or the ledger (decision 0071): the ledger stays the money, these are its tax view.
 */

/** The agency as a GST supplier: one row (id 1), set by the admin. */
export const taxIdentity = pgTable(
  'tax_identity',
  {
    id: integer('id').primaryKey().default(1),
    gstin: text('gstin').notNull(),
    legalName: text('legal_name').notNull(),
    stateCode: text('state_code').notNull(),
    /** 'monthly': one invoice per merchant per month; 'per_charge': one per charge, right after it. */
    mode: text('mode', { enum: ['monthly', 'per_charge'] })
      .notNull()
      .default('monthly'),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
    ...timestamps,
  },
  (t) => [check('tax_identity_one_row', sql`${t.id} = 1`)],
);

/** A service code's SAC, GST rate (basis points: 1800 = 18%) and whether its government fee is a pure agent's. */
export const serviceTaxCodes = pgTable('service_tax_codes', {
  serviceCode: text('service_code').primaryKey(),
  sac: text('sac').notNull(),
  rateBp: integer('rate_bp').notNull(),
  govFeePureAgent: boolean('gov_fee_pure_agent').notNull(),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
  ...timestamps,
});

/** A merchant's own GSTIN: with one its invoices are B2B. */
export const merchantGstins = pgTable('merchant_gstins', {
  merchantId: bigint('merchant_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  gstin: text('gstin').notNull(),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
  ...timestamps,
});

/** The last number of a kind of document in a financial year: locked by the transaction that issues, so no gaps. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    fy: text('fy').notNull(),
    lastNo: integer('last_no').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.fy] })],
);

/**
 * A tax invoice or credit note as issued: the supplier and the buyer as they were then, the place of supply and the
 * totals of its lines (which equal the lines' wallet amounts exactly).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    number: text('number').notNull(),
    fy: text('fy').notNull(),
    seq: integer('seq').notNull(),
    dated: date('dated', { mode: 'string' }).notNull(),
    /** The calendar month (YYYY-MM) whose charges or refunds it holds. */
    month: text('month').notNull(),
    /** A credit note's invoice. */
    refersTo: bigint('refers_to', { mode: 'number' }),
    merchantId: bigint('merchant_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    supplierGstin: text('supplier_gstin').notNull(),
    supplierName: text('supplier_name').notNull(),
    supplierAddress: text('supplier_address').notNull(),
    supplierStateCode: text('supplier_state_code').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerCode: text('buyer_code').notNull(),
    buyerAddress: text('buyer_address').notNull(),
    /** Empty for a merchant without a GSTIN (B2C). */
    buyerGstin: text('buyer_gstin').notNull().default(''),
    placeOfSupplyCode: text('place_of_supply_code').notNull(),
    intraState: boolean('intra_state').notNull(),
    passThroughPaise: bigint('pass_through_paise', { mode: 'number' }).notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(t.number),
    uniqueIndex('invoices_kind_fy_seq_uq').on(t.kind, t.fy, t.seq),
    index('invoices_merchant_dated_idx').on(t.merchantId, t.dated),
    // The lists' order (dated, number, then the key), whole and within a month, a merchant code or a merchant's month.
    index('invoices_dated_number_idx').on(t.dated, t.number, t.id),
    index('invoices_month_dated_idx').on(t.month, t.dated, t.number, t.id),
    index('invoices_buyer_code_dated_idx').on(t.buyerCode, t.dated, t.number, t.id),
    index('invoices_merchant_month_idx').on(t.merchantId, t.month, t.dated, t.number, t.id),
    index('invoices_refers_idx')
      .on(t.refersTo)
      .where(sql`${t.refersTo} is not null`),
  ],
);

/**
 * One charge or refund of a merchant's wallet, written in the transaction that moves the money (so the lines always
 * equal the ledger's charges and refunds), then attached to its invoice or credit note when that is issued; the tax
 * columns and the SAC are fixed then, as the document prints them.
 */
export const taxLines = pgTable(
  'tax_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: bigint('merchant_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['charge', 'refund'] }).notNull(),
    refType: text('ref_type').notNull(),
    requestId: bigint('request_id', { mode: 'number' }).notNull(),
    reference: text('reference').notNull(),
    serviceCode: text('service_code').notNull(),
    quantity: integer('quantity').notNull(),
    /** The wallet's charge (or what a refund gave back), in paise. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    govFeePaise: bigint('gov_fee_paise', { mode: 'number' }).notNull(),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).notNull(),
    /** A refund's charge line. */
    chargeLineId: bigint('charge_line_id', { mode: 'number' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    invoiceId: bigint('invoice_id', { mode: 'number' }).references(() => invoices.id),
    sac: text('sac'),
    rateBp: integer('rate_bp'),
    passThroughPaise: bigint('pass_through_paise', { mode: 'number' }),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }),
    igstPaise: bigint('igst_paise', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('tax_lines_entry_uq').on(t.ledgerEntryId),
    index('tax_lines_merchant_at_idx').on(t.merchantId, t.at),
    index('tax_lines_invoice_idx').on(t.invoiceId),
    index('tax_lines_pending_idx')
      .on(t.kind, t.at)
      .where(sql`${t.invoiceId} is null`),
    index('tax_lines_charge_idx')
      .on(t.chargeLineId)
      .where(sql`${t.chargeLineId} is not null`),
    check('tax_lines_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);
