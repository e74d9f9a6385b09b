import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Who saw or took personal data, and why (docs/decisions/0067): a back-office view or download of an
 * applicant's document, a reveal of a full Aadhaar number, an export of a list with personal data, a
 * search for a person and an erasure. Append-only; kept `privacy_settings.access_log_days` (at least a year).
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id),
    /** The actor's user code and role as they were then, so the log reads the same after a change. */
    actorCode: text('actor_code').notNull().default(''),
    actorRole: text('actor_role').notNull().default(''),
    action: text('action').notNull(),
    /** What was touched: a record type and its id, and the number people quote (a token, an ack, a ref). */
    refType: text('ref_type').notNull().default(''),
    refId: text('ref_id').notNull().default(''),
    refNo: text('ref_no').notNull().default(''),
    /** Which part: a document's kind, a field, a list's name and row count. Never the personal value itself. */
    detail: text('detail').notNull().default(''),
    reason: text('reason').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    index('access_log_at_idx').on(t.at, t.id),
    index('access_log_actor_at_idx').on(t.actorId, t.at, t.id),
    index('access_log_action_at_idx').on(t.action, t.at, t.id),
    index('access_log_ref_idx').on(t.refType, t.refId),
  ],
);

/** The one row of retention settings (id is always 1); the defaults and why are in docs/decisions/0067. */
export const privacySettings = pgTable(
  'privacy_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Days after an application is finished before its scans, photograph, signature and proofs are deleted. */
    documentDays: integer('document_days').notNull().default(90),
    /** Days a draft may stay untouched before it is deleted whole. */
    draftDays: integer('draft_days').notNull().default(30),
    /** Days access-log rows are kept (at least 365). */
    accessLogDays: integer('access_log_days').notNull().default(730),
    /**
     * Days after an SMS or WhatsApp message was sent (or failed) before its number is cut to the last four digits
     * and its values dropped; the row stays for the accounts (issue 27).
     */
    messageDays: integer('message_days').notNull().default(30),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('privacy_settings_single_row', sql`${t.id} = 1`),
    check('privacy_settings_document_days', sql`${t.documentDays} between 1 and 3650`),
    check('privacy_settings_draft_days', sql`${t.draftDays} between 1 and 3650`),
    check('privacy_settings_access_log_days', sql`${t.accessLogDays} between 365 and 3650`),
    check('privacy_settings_message_days', sql`${t.messageDays} between 1 and 3650`),
  ],
);
