import { bigint, boolean, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** docs/product.md#records-and-fields settings; a missing row means all off. */
export const userSettings = pgTable('user_settings', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  twoFactorAuthentication: boolean('two_factor_authentication').notNull().default(false),
  loginNotification: boolean('login_notification').notNull().default(false),
  activityTracking: boolean('activity_tracking').notNull().default(false),
  /** The portal's language for this user (decision 0075): screens, server messages, mails; null: not chosen yet. */
  language: varchar('language', { length: 8 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
