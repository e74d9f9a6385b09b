import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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
import { panApplications } from './nsdl-pan';

/** A parcel of signed forms a merchant sends to the back office. */
export const couriers = pgTable(
  'couriers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: bigint('merchant_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    merchantCode: text('merchant_code').notNull(),
    company: text('company').notNull(),
    docketNo: text('docket_no').notNull(),
    dispatchDate: date('dispatch_date', { mode: 'string' }).notNull(),
    remarks: text('remarks'),
    state: text('state', { enum: ['dispatched', 'received', 'returned'] })
      .notNull()
      .default('dispatched'),
    items: integer('items').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionRemark: text('decision_remark'),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower("company" || ' ' || "docket_no" || ' ' || "merchant_code")`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('couriers_docket_uq').on(sql`lower(${t.company})`, t.docketNo),
    index('couriers_merchant_dated_idx').on(t.merchantId, t.dispatchDate, t.id),
    index('couriers_state_dated_idx').on(t.state, t.dispatchDate, t.id),
    index('couriers_dated_idx').on(t.dispatchDate, t.id),
    index('couriers_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Which applications a courier carried (kept after it is received or returned). */
export const courierItems = pgTable(
  'courier_items',
  {
    courierId: bigint('courier_id', { mode: 'number' })
      .notNull()
      .references(() => couriers.id),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => panApplications.id),
  },
  (t) => [primaryKey({ columns: [t.courierId, t.applicationId] }), index('courier_items_app_idx').on(t.applicationId)],
);
