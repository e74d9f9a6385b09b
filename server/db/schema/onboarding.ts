import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps, users } from './identity';
import { idTypes, packages } from './masters';

export const registrations = pgTable(
  'registrations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    refNo: text('ref_no').notNull(),
    dated: timestamp('dated', { withTimezone: true }).notNull().defaultNow(),
    fName: text('f_name').notNull(),
    lName: text('l_name').notNull(),
    fatherName: text('father_name').notNull(),
    gender: text('gender').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    mobileNo: text('mobile_no').notNull(),
    emailId: text('email_id').notNull(),
    idTypeId: integer('id_type_id')
      .notNull()
      .references(() => idTypes.id),
    shopName: text('shop_name').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    address3: text('address3').notNull().default(''),
    district: text('district').notNull(),
    state: text('state').notNull(),
    pin: text('pin').notNull(),
    clientIp: text('client_ip'),
    /** The language the applicant registered in (issue 26): their mails, and the new account's first setting. */
    language: varchar('language', { length: 8 }),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    remark: text('remark'),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('registrations_ref_uq').on(t.refNo),
    index('registrations_status_dated_idx').on(t.status, t.dated),
    index('registrations_dated_idx').on(t.dated),
    index('registrations_mobile_idx').on(t.mobileNo),
    index('registrations_email_idx').on(sql`lower(${t.emailId})`),
    // One live application per mobile and per email: a second pending one is refused by the database too.
    uniqueIndex('registrations_pending_mobile_uq')
      .on(t.mobileNo)
      .where(sql`status = 'pending'`),
    uniqueIndex('registrations_pending_email_uq')
      .on(sql`lower(${t.emailId})`)
      .where(sql`status = 'pending'`),
  ],
);

/** What a merchant account carries beyond the login: its shop, package and the ID it bought. */
export const merchantProfiles = pgTable('merchant_profiles', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  registrationId: bigint('registration_id', { mode: 'number' }).references(() => registrations.id),
  packageId: integer('package_id').references(() => packages.id),
  idTypeId: integer('id_type_id').references(() => idTypes.id),
  shopName: text('shop_name').notNull().default(''),
  fatherName: text('father_name').notNull().default(''),
  gender: text('gender'),
  dob: date('dob', { mode: 'string' }),
  address1: text('address1').notNull().default(''),
  address2: text('address2').notNull().default(''),
  address3: text('address3').notNull().default(''),
  district: text('district').notNull().default(''),
  state: text('state').notNull().default(''),
  pin: text('pin').notNull().default(''),
  ...timestamps,
});

/** Every ID approved for a merchant, with the price it was sold at. */
export const idSales = pgTable(
  'id_sales',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    idTypeId: integer('id_type_id')
      .notNull()
      .references(() => idTypes.id),
    registrationId: bigint('registration_id', { mode: 'number' }).references(() => registrations.id),
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    soldBy: bigint('sold_by', { mode: 'number' }).references(() => users.id),
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('id_sales_registration_uq').on(t.registrationId), index('id_sales_sold_at_idx').on(t.soldAt)],
);
