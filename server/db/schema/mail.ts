import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The one SMTP configuration (id 1); the password is sealed with ENCRYPTION_KEY. */
export const smtpSettings = pgTable('smtp_settings', {
  id: integer('id').primaryKey().default(1),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  security: text('security', { enum: ['none', 'starttls', 'tls'] }).notNull(),
  userName: text('user_name').notNull().default(''),
  passwordSealed: text('password_sealed'),
  fromAddress: text('from_address').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every mail the portal sends, sent or not. With no SMTP configured a mail stays here with status
 * 'outbox' and the admin reads it on the SMTP screen, so nothing is lost. The mail-outbox job retries
 * what waits (decision 0061).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed', 'outbox'] })
      .notNull()
      .default('queued'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Sends tried: the retry's backoff grows with it, and past its limit the mail waits for the admin. */
    attempts: integer('attempts').notNull().default(0),
    /**
     * Not tried again before this. Set when a sender claims the mail (so no other sender takes it while
     * it is sent, nor after a crash mid-send until then) and, after a failure, to the backoff's end.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt), index('mail_outbox_status_idx').on(t.status)],
);
