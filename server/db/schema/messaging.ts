import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

/** A 10-digit Indian mobile number as dialled (no +91): the only kind of recipient the outbox holds. */
export type IndianMobile = string & { readonly __brand: 'IndianMobile' };

/**
 * Issue 27 §3: one outbox for SMS and WhatsApp. A row is written in the transaction of the move it tells
 * about, so a move rolled back leaves no message; the sender job delivers it later, once.
 */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['sms', 'whatsapp'] }).notNull(),
    recipient: text('recipient').$type<IndianMobile>().notNull(),
    recipientUserId: bigint('recipient_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    requestRef: text('request_ref'),
    template: text('template').notNull(),
    language: text('language', { enum: ['en', 'hi'] }).notNull(),
    values: jsonb('values').$type<Record<string, string>>().notNull().default({}),
    state: text('state', { enum: ['queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    providerAnswer: text('provider_answer'),
    /** event + recipient + channel: the same event enqueued twice is one message. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbound_messages_key_uq').on(t.idempotencyKey),
    index('outbound_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ('queued', 'sending')`),
    index('outbound_messages_created_idx').on(t.createdAt),
  ],
);

/** Every state a message went through, with the provider's answer at that moment. */
export const outboundMessageEvents = pgTable(
  'outbound_message_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => outboundMessages.id, { onDelete: 'cascade' }),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    attempt: integer('attempt').notNull().default(0),
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbound_message_events_msg_idx').on(t.messageId, t.id)],
);

/** A shop's choice per event and channel (My Setting › Messages); no row means none, as before issue 27. */
export const messageSettings = pgTable(
  'message_settings',
  {
    merchantId: bigint('merchant_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    sms: text('sms', { enum: ['on', 'off'] })
      .notNull()
      .default('off'),
    whatsapp: text('whatsapp', { enum: ['on', 'off'] })
      .notNull()
      .default('off'),
    /** The low-balance event's threshold, in paise (other events: null). */
    thresholdPaise: bigint('threshold_paise', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.event] })],
);
