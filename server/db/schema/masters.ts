import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, users } from './identity';

/** ID types a registration buys (the ID-list master). */
export const idTypes = pgTable('id_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The name in Hindi, entered by the admin beside the English one (decision 0075); null: English in both. */
  nameHi: text('name_hi'),
  pricePaise: bigint('price_paise', { mode: 'number' }).notNull().default(0),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

/** Price lists a merchant is put on (the package master; package_rates holds its prices). */
export const packages = pgTable('packages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The name in Hindi, entered by the admin beside the English one (decision 0075); null: English in both. */
  nameHi: text('name_hi'),
  description: text('description').notNull().default(''),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

/** A package's merchant price for one service, in paise. */
export const packageRates = pgTable(
  'package_rates',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    serviceCode: text('service_code').notNull(),
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.serviceCode] })],
);

/** Every price change, so a merchant's past charges can always be explained. */
export const packageRateHistory = pgTable(
  'package_rate_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    serviceCode: text('service_code').notNull(),
    oldPricePaise: bigint('old_price_paise', { mode: 'number' }),
    newPricePaise: bigint('new_price_paise', { mode: 'number' }),
    changedBy: bigint('changed_by', { mode: 'number' }).references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('package_rate_history_pkg_idx').on(t.packageId, t.changedAt)],
);

/** The company's bank accounts that merchants deposit into. */
export const companyBanks = pgTable('company_banks', {
  id: serial('id').primaryKey(),
  bankName: text('bank_name').notNull(),
  holder: text('holder').notNull(),
  accountNo: text('account_no').notNull(),
  ifsc: text('ifsc').notNull(),
  branch: text('branch').notNull(),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

/** Keys for outside services, sealed with ENCRYPTION_KEY; only a mask is ever shown. */
export const apiCredentials = pgTable(
  'api_credentials',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    keyName: text('key_name').notNull(),
    valueSealed: text('value_sealed').notNull(),
    last4: text('last4').notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('api_credentials_key_uq').on(t.provider, t.keyName)],
);
