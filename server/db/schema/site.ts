import { pgTable, text, timestamp, integer, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bytea } from './identity';

/** The one row of business info and site settings (id is always 1). */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    businessName: text('business_name').notNull(),
    add1: text('add1').notNull(),
    add2: text('add2').notNull().default(''),
    add3: text('add3').notNull().default(''),
    district: text('district').notNull(),
    pin: text('pin').notNull(),
    state: text('state').notNull(),
    contactNo: text('contact_no').notNull(),
    emailId: text('email_id').notNull(),
    chatUrl: text('chat_url').notNull().default(''),
    /** Where a PSA signs in on UTIITSL's portal, shown with an approved PSA login id. */
    utiPsaPortalUrl: text('uti_psa_portal_url').notNull().default('https://www.psaonline.utiitsl.com/psaonline/'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_settings_single_row', sql`${t.id} = 1`)],
);

/** Logo and favicon, kept in the database so every replica serves the same file. */
export const siteAssets = pgTable('site_assets', {
  kind: text('kind', { enum: ['logo', 'favicon'] }).primaryKey(),
  mime: text('mime').notNull(),
  data: bytea('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
