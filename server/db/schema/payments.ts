import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { companyBanks } from './masters';
import { storedFiles } from './files';
import { ledgerEntries } from './wallet';

/** A merchant's deposit into a company account, credited to its wallet when the back office approves it. */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: bigint('merchant_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    requestedBy: bigint('requested_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    bankId: integer('bank_id')
      .notNull()
      .references(() => companyBanks.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    mode: text('mode', { enum: ['NEFT', 'IMPS', 'RTGS', 'UPI', 'CASH'] }).notNull(),
    utr: text('utr').notNull(),
    depositDate: date('deposit_date', { mode: 'string' }).notNull(),
    slipFileId: uuid('slip_file_id').references(() => storedFiles.id),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    remark: text('remark'),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A UTR is live once: waiting or credited. A rejected one may be sent again, corrected.
    uniqueIndex('payment_requests_live_utr_uq')
      .on(sql`upper(${t.utr})`)
      .where(sql`status in ('pending', 'approved')`),
    index('payment_requests_merchant_idx').on(t.merchantId, t.createdAt),
    index('payment_requests_status_idx').on(t.status, t.createdAt),
    check('payment_requests_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);
