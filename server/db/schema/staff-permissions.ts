import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Which paid services a merchant's staff account may work on (docs/product.md#who-may-do-what: "the services its owner ticked
 * for it"). No row, or a service missing from the list, means not allowed.
 */
export const staffPermissions = pgTable('staff_permissions', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  services: text('services').array().notNull().default([]),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
