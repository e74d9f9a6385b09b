import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
 * Requests of the services built on the request workflow (docs/decisions/0051): GST
 * registration and filing now, UTI and NSDL paperless next. One table for all of them: what every
 * service has (who, state, money, dates, a result) is a column; what is its own is `data`, typed by the
 * service's zod schema. The columns its lists filter and search by are copied out of `data` on save
 * (`name`, `subject`, `kind`, `period`), so a list never reads the JSON. NSDL PAN physical keeps its own
 * table (pan_applications) and runs on the same engine through its store.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The service's declaration key, e.g. 'gst-registration'. */
    service: text('service').notNull(),
    /** Given at first save; what the agent quotes (GR0000000001…). */
    refNo: text('ref_no').notNull(),
    merchantId: bigint('merchant_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    merchantCode: text('merchant_code').notNull(),
    createdBy: bigint('created_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    state: text('state').notNull().default('draft'),
    /** Who or what the request is for (the legal name, the trade name on a GSTIN). */
    name: text('name').notNull().default(''),
    /** Its second key: the business PAN, the GSTIN. */
    subject: text('subject').notNull().default(''),
    /** A service's own sub-type (a return type, a coupon type). */
    kind: text('kind').notNull().default(''),
    /** A period a request is about (2026-10, 2026-27-Q2, 2025-26). */
    period: text('period').notNull().default(''),
    quantity: integer('quantity').notNull().default(1),
    data: jsonb('data').notNull(),
    /** Request date: the day of first save, then the day of submission. */
    dated: date('dated', { mode: 'string' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull().default(0),
    chargeEntryId: bigint('charge_entry_id', { mode: 'number' }),
    refundEntryId: bigint('refund_entry_id', { mode: 'number' }),
    /** The result the back office enters (an ARN, a PSA id), unique within a service. */
    result: text('result'),
    /** A second result that comes later (the GSTIN after the ARN). */
    result2: text('result2'),
    /** The last reason or question given (rejection, query). */
    remark: text('remark'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The rejected request this draft corrects (made by the service's resubmit); one correction each. */
    correctsId: bigint('corrects_id', { mode: 'number' }).references((): AnyPgColumn => serviceRequests.id),
    /** Keyed hashes of every Aadhaar number sealed in `data` (server/lib/aadhaar-vault.ts): exact look-ups only. */
    aadhaarHashes: text('aadhaar_hashes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The applicant's consent to the privacy notice, as given at submission (notice version, language, when, by whom). */
    consent: jsonb('consent'),
    /** When retention deleted its documents (the record and its numbers stay). */
    documentsDeletedAt: timestamp('documents_deleted_at', { withTimezone: true }),
    /** When an erasure request removed the applicant's personal parts. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    searchText: text('search_text').generatedAlwaysAs(
      // Raw and split in two so the expression keeps its exact text (the migrations' snapshot compares it).
      sql.raw(
        `lower("ref_no" || ' ' || coalesce("result", '') || ' ' || coalesce("result2", '') || ' ' || "name" || ' ' || ` +
          `"subject" || ' ' || "merchant_code")`,
      ),
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('service_req_ref_uq').on(t.refNo),
    uniqueIndex('service_req_result_uq').on(t.service, t.result),
    uniqueIndex('service_req_corrects_uq').on(t.correctsId),
    index('service_req_state_dated_idx').on(t.service, t.state, t.dated, t.id),
    index('service_req_merchant_state_dated_idx').on(t.service, t.merchantId, t.state, t.dated, t.id),
    index('service_req_merchant_dated_idx').on(t.service, t.merchantId, t.dated, t.id),
    // state and merchant after the key, so filtered pages in date order are read from the index alone.
    index('service_req_dated_idx').on(t.service, t.dated, t.id, t.state, t.merchantId),
    index('service_req_kind_period_idx').on(t.service, t.kind, t.period, t.dated, t.id, t.state, t.merchantId),
    index('service_req_merchant_code_idx').on(t.service, t.merchantCode, t.dated, t.id, t.state, t.merchantId),
    index('service_req_submitted_idx').on(t.service, t.state, t.submittedAt, t.id),
    index('service_req_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('service_req_aadhaar_gin').using('gin', t.aadhaarHashes),
    check('service_req_amount_nonneg', sql`${t.amountPaise} >= 0`),
    check('service_req_quantity_pos', sql`${t.quantity} > 0`),
  ],
);

/** Every change of a request: who, when, what, from which state to which, with the remark. */
export const serviceRequestEvents = pgTable(
  'service_request_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => serviceRequests.id),
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id),
    remark: text('remark'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_req_events_req_idx').on(t.requestId, t.id),
    index('service_req_events_action_at_idx').on(t.action, t.at),
  ],
);

/**
 * Documents of a request: the merchant's (kind from the service's list) and the back office's results
 * (an acknowledgement, a certificate). A replaced or removed file keeps its row (removedAt set).
 */
export const serviceRequestFiles = pgTable(
  'service_request_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => serviceRequests.id),
    kind: text('kind').notNull(),
    /** 'merchant' for what the shop uploaded, 'backend' for the results the back office attached. */
    side: text('side', { enum: ['merchant', 'backend'] })
      .notNull()
      .default('merchant'),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    uploadedBy: bigint('uploaded_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('service_req_files_req_idx').on(t.requestId, t.uploadedAt)],
);

/** Requests per service, state and day, kept by the shared count trigger (keep_counts, migration 0020). */
export const serviceRequestCounts = pgTable(
  'service_request_counts',
  {
    service: text('service').notNull(),
    state: text('state').notNull(),
    dated: date('dated', { mode: 'string' }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.service, t.state, t.dated] })],
);

/** Requests per service and state: the unfiltered totals and state-only counts sum a handful of rows. */
export const serviceRequestStateCounts = pgTable(
  'service_request_state_counts',
  {
    service: text('service').notNull(),
    state: text('state').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.service, t.state] })],
);

/**
 * Requests per shop, service and state, kept by the same trigger (migration 0029): a shop's dashboard reads a
 * row per state it has instead of counting its requests (decision 0074).
 */
export const serviceRequestMerchantCounts = pgTable(
  'service_request_merchant_counts',
  {
    merchantId: bigint('merchant_id', { mode: 'number' }).notNull(),
    service: text('service').notNull(),
    state: text('state').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.service, t.state] })],
);
