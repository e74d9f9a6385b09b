import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** Uploaded files (photos, KYC documents, slips): the bytes live in storage under `key`, never under the user's name. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: bigint('owner_id', { mode: 'number' }).references(() => users.id),
    purpose: text('purpose').notNull(),
    key: text('key').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the bytes were deleted (retention or erasure) and why; the row stays so the record says what was held. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedWhy: text('deleted_why'),
  },
  (t) => [index('stored_files_owner_idx').on(t.ownerId, t.purpose)],
);
