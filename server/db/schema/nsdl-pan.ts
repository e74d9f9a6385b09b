import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, users } from './identity';
import { storedFiles } from './files';

/**
 * NSDL PAN physical applications (docs/decisions/0017). The form's answers live in `data`
 * (contract/nsdl-pan/form.ts PanApplicationData); the columns lists filter, sort and search by are copied
 * out of it when it is saved, so a list never reads the JSON.
 */
export const panApplications = pgTable(
  'pan_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Given at first save; what the agent and the applicant quote. */
    tokenNo: text('token_no').notNull(),
    /** The wallet holder: the merchant owner (also for its staff's work) or the franchise member. */
    merchantId: bigint('merchant_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    merchantCode: text('merchant_code').notNull(),
    createdBy: bigint('created_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    category: text('category').notNull(),
    appType: text('app_type', { enum: ['N', 'C'] }).notNull(),
    state: text('state').notNull().default('draft'),
    name: text('name').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    data: jsonb('data').notNull(),
    /** Application date: the day of first save, then the day of submission. */
    dated: date('dated', { mode: 'string' }).notNull(),
    ackNo: text('ack_no'),
    /** Price charged at submission, in paise. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull().default(0),
    chargeEntryId: bigint('charge_entry_id', { mode: 'number' }),
    refundEntryId: bigint('refund_entry_id', { mode: 'number' }),
    /** The last reason given (rejection, cancellation, TIN objection). */
    remark: text('remark'),
    reappliedFrom: bigint('reapplied_from', { mode: 'number' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The merged scan (signed form and proofs) made at submission, and again after a TIN re-upload. */
    scanFileId: uuid('scan_file_id').references(() => storedFiles.id),
    courierId: bigint('courier_id', { mode: 'number' }),
    /** Keyed hashes of the Aadhaar numbers sealed in `data` (server/lib/aadhaar-vault.ts): exact look-ups only. */
    aadhaarHashes: text('aadhaar_hashes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The applicant's consent to the privacy notice, as given at submission. */
    consent: jsonb('consent'),
    /** When retention deleted its documents (the record and its numbers stay). */
    documentsDeletedAt: timestamp('documents_deleted_at', { withTimezone: true }),
    /** When an erasure request removed the applicant's personal parts. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /**
     * The Idempotency-Key of the call that made the draft (a copy kept offline on the agent's phone, sent when the
     * network is back): a resend with the same key answers this draft instead of making a second one.
     */
    createKey: text('create_key'),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower("token_no" || ' ' || coalesce("ack_no", '') || ' ' || "name" || ' ' || "mobile" || ' ' || "merchant_code")`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('pan_app_token_uq').on(t.tokenNo),
    uniqueIndex('pan_app_ack_uq').on(t.ackNo),
    uniqueIndex('pan_app_reapplied_from_uq').on(t.reappliedFrom),
    uniqueIndex('pan_app_merchant_create_key_uq').on(t.merchantId, t.createKey),
    index('pan_app_state_dated_idx').on(t.state, t.dated, t.id),
    index('pan_app_state_submitted_idx').on(t.state, t.submittedAt, t.id),
    index('pan_app_merchant_state_dated_idx').on(t.merchantId, t.state, t.dated, t.id),
    index('pan_app_merchant_dated_idx').on(t.merchantId, t.dated, t.id),
    index('pan_app_dated_idx').on(t.dated, t.id),
    index('pan_app_courier_idx').on(t.courierId),
    index('pan_app_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('pan_app_aadhaar_gin').using('gin', t.aadhaarHashes),
    check('pan_app_ack_digits', sql`${t.ackNo} is null or ${t.ackNo} ~ '^[0-9]{15}$'`),
    check('pan_app_amount_nonneg', sql`${t.amountPaise} >= 0`),
  ],
);

/** Every change of an application: who, when, what, from which state to which, with the remark. */
export const panApplicationEvents = pgTable(
  'pan_application_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => panApplications.id),
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id),
    remark: text('remark'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pan_app_events_app_idx').on(t.applicationId, t.id),
    index('pan_app_events_action_at_idx').on(t.action, t.at),
  ],
);

/** Uploaded documents. A replaced or removed file keeps its row (removedAt set): nothing is lost. */
export const panApplicationFiles = pgTable(
  'pan_application_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => panApplications.id),
    kind: text('kind').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    pages: integer('pages').notNull().default(1),
    uploadedBy: bigint('uploaded_by', { mode: 'number' }).references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('pan_app_files_app_idx').on(t.applicationId, t.uploadedAt)],
);

/** The photo and signature cut out of the signed form, at NSDL's sizes. */
export const panApplicationCrops = pgTable(
  'pan_application_crops',
  {
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => panApplications.id),
    kind: text('kind', { enum: ['photo', 'signature'] }).notNull(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => panApplicationFiles.id),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    box: jsonb('box').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.kind] })],
);

/** Applications per state and day, kept by triggers (migration), for dashboards and unfiltered list counts. */
export const panStateDayCounts = pgTable(
  'pan_state_day_counts',
  {
    state: text('state').notNull(),
    dated: date('dated', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.state, t.dated] })],
);

/** Applications per state, kept by the same triggers: the list totals and state-only counts read ten rows at most. */
export const panStateCounts = pgTable('pan_state_counts', {
  state: text('state').primaryKey(),
  n: integer('n').notNull(),
});

/** Applications per shop and state, kept by the shared count trigger (migration 0029) for the shop's dashboard. */
export const panMerchantStateCounts = pgTable(
  'pan_merchant_state_counts',
  {
    merchantId: bigint('merchant_id', { mode: 'number' }).notNull(),
    state: text('state').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.state] })],
);
