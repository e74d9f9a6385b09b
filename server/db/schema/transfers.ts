import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { ledgerEntries } from './wallet';

/**
 * Issue 28 §1: money an owner gives to one of its franchise members, or takes back from it. A row is written in the
 * transaction that posts its two ledger entries, and never changes: the ledger is the money, this is who asked and why.
 */
export const fundTransfers = pgTable(
  'fund_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    direction: text('direction', { enum: ['give', 'take_back'] }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    reason: text('reason'),
    /** The Dr on the payer's wallet (the owner for a give, the member for a take-back). */
    debitEntryId: bigint('debit_entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id),
    creditEntryId: bigint('credit_entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id),
    /** The one key both postings derive theirs from: a retry finds this row and posts nothing. */
    idempotencyKey: text('idempotency_key').notNull(),
    madeBy: bigint('made_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fund_transfers_key_uq').on(t.ownerId, t.idempotencyKey),
    // With the ids the list joins names on: an owner's count is read from this index alone (see margin_credits).
    index('fund_transfers_owner_idx').on(t.ownerId, t.createdAt, t.memberId, t.madeBy),
    index('fund_transfers_member_idx').on(t.memberId, t.createdAt),
    index('fund_transfers_created_idx').on(t.createdAt),
    check('fund_transfers_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** The admin's limits on gives, one row (id 1); with no row the defaults in contract/transfers.ts apply. */
export const transferLimits = pgTable('transfer_limits', {
  id: integer('id').primaryKey().default(1),
  perMovePaise: bigint('per_move_paise', { mode: 'number' }).notNull(),
  perDayPaise: bigint('per_day_paise', { mode: 'number' }).notNull(),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
