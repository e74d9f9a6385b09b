import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** A catalogue message (an id of contract/i18n) and its values, as stored. */
export type StoredMessage = { id: string; values?: Record<string, string | number> };
/** A notification's title and the sentences of its text, each a catalogue message. */
export type NotificationMessage = { title: StoredMessage; text?: StoredMessage[] };

/**
 * The bell (decision 0059): one row per account and thing that happened to its work.
 * A back-office "waiting" row (`group_key` set) is one per account and kind while unread; another arrival
 * adds to its count instead of a new row.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What happened, e.g. 'payment_request.approved' or 'waiting.kyc'. */
    topic: text('topic').notNull(),
    groupKey: text('group_key'),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    /**
     * Issue 26: the title and text as catalogue messages with their values, rendered in the reader's language when
     * read; title/text above stay the English (older rows have only those).
     */
    message: jsonb('message').$type<NotificationMessage>(),
    link: text('link').notNull().default(''),
    tone: text('tone', { enum: ['good', 'bad', 'info'] }).notNull(),
    count: integer('count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
    uniqueIndex('notifications_waiting_uq')
      .on(t.userId, t.groupKey)
      .where(sql`${t.readAt} IS NULL AND ${t.groupKey} IS NOT NULL`),
  ],
);
