import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * The margin credits of one day, price code and owner, summed (issue 28, docs/benchmarks.md "the margins report from
 * its daily table"): the back office's report reads a range's days here instead of every credit of the range. Kept
 * by one statement (server/modules/margins/charge.ts `addToDay`) in the transaction of every credit and every
 * reversal; a reversal changes the row of its credit's day, so a day's row always equals the sum of that day's credits.
 */
export const marginDays = pgTable(
  'margin_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    serviceCode: text('service_code').notNull(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** Margin credits written that day. */
    charges: integer('charges').notNull(),
    chargePaise: bigint('charge_paise', { mode: 'number' }).notNull(),
    refundedPaise: bigint('refunded_paise', { mode: 'number' }).notNull(),
    marginPaise: bigint('margin_paise', { mode: 'number' }).notNull(),
    reversedPaise: bigint('reversed_paise', { mode: 'number' }).notNull(),
    /** The quantity of the charges not refunded whole: the government's fee is paid on these. */
    units: integer('units').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.serviceCode, t.ownerId] })],
);
