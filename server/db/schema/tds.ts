import { bigint, boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { marginCredits } from './margins';

/**
 * Issue 28 §2: TDS under section 194H on the margins the agency credits to owners, per Indian financial year (the
 * start year: 2026 is 2026-27). No row: no TDS that year. The rate and threshold are settings, not constants, because
 * both have changed by Finance Act before (5% → 2% in 2024, ₹15,000 → ₹20,000 in 2025).
 */
export const tdsSettings = pgTable('tds_settings', {
  fyStart: integer('fy_start').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  /** Basis points: 200 is 2%. */
  rateBp: integer('rate_bp').notNull(),
  thresholdPaise: bigint('threshold_paise', { mode: 'number' }).notNull(),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The tax withheld from one margin credit (a row only when some was): the owner was credited the margin and debited
 * this in the same transaction. A refund that takes back part of the margin gives back the same part of the tax
 * (`reversedPaise`), so what is payable to the government is always tds − reversed.
 */
export const tdsDeductions = pgTable(
  'tds_deductions',
  {
    marginCreditId: bigint('margin_credit_id', { mode: 'number' })
      .primaryKey()
      .references(() => marginCredits.id),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    fyStart: integer('fy_start').notNull(),
    dated: date('dated', { mode: 'string' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    tdsPaise: bigint('tds_paise', { mode: 'number' }).notNull(),
    reversedPaise: bigint('reversed_paise', { mode: 'number' }).notNull().default(0),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    section: text('section').notNull().default('194H'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tds_deductions_owner_fy_idx').on(t.ownerId, t.fyStart), index('tds_deductions_dated_idx').on(t.dated)],
);
