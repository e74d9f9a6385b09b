import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
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
 * Legacy NSDL PAN records brought over from the old portal (docs/product.md#backlog-pan-records,
 * docs/product.md#records-and-fields backlog record). They are
 * read far more than written (imports only), so every column a list filters or sorts by has an index
 * ending in id, the list's tie-break, and the global search has one trigram index.
 */
export const backlogRecords = pgTable(
  'backlog_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Token number issued when the application was first saved. */
    transid: text('transid').notNull(),
    dated: date('dated', { mode: 'string' }).notNull(),
    /** Acknowledgement number, 15 digits. */
    aknNo: text('akn_no').notNull(),
    /** N: new PAN (Form 49A); C: change or correction (CSF). */
    panType: text('pan_type', { enum: ['N', 'C'] }).notNull(),
    cardname: text('cardname').notNull().default(''),
    /** The Aadhaar number sealed (server/lib/aadhaar-vault.ts), '' when none or only its last four digits are known. */
    aadhaarSealed: text('aadhaar_sealed').notNull().default(''),
    aadhaarLast4: text('aadhaar_last4').notNull().default(''),
    aadhaarHash: text('aadhaar_hash'),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    contactno: text('contactno').notNull().default(''),
    email: text('email').notNull().default(''),
    /** The merchant's user code (owner or franchise member). */
    memno: text('memno')
      .notNull()
      .references(() => users.code),
    name: text('name').notNull(),
    status: text('status', { enum: ['A', 'P', 'F'] }).notNull(),
    importedBy: bigint('imported_by', { mode: 'number' }).references(() => users.id),
    /**
     * What the global search looks in: the searchable columns, lower-cased once when the row is
     * written. Matching it with LIKE (and a lower-cased pattern) skips ILIKE's per-row case folding,
     * which was most of the cost of a broad search. Words never contain a space, so the separator keeps
     * a word from matching across two columns.
     */
    searchText: text('search_text').generatedAlwaysAs(
      // Raw and split in two so the expression keeps its exact text (the migrations' snapshot compares it).
      sql.raw(
        `lower("transid" || ' ' || "akn_no" || ' ' || "name" || ' ' || "cardname" || ' ' || "contactno" || ' ' || ` +
          `"email" || ' ' || "memno")`,
      ),
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('backlog_akn_uq').on(t.aknNo),
    index('backlog_dated_idx').on(t.dated, t.id),
    index('backlog_status_dated_idx').on(t.status, t.dated, t.id),
    index('backlog_memno_dated_idx').on(t.memno, t.dated, t.id),
    index('backlog_memno_status_dated_idx').on(t.memno, t.status, t.dated, t.id),
    index('backlog_transid_idx').on(t.transid, t.id),
    index('backlog_pan_type_idx').on(t.panType, t.id),
    index('backlog_name_idx').on(t.name, t.id),
    index('backlog_cardname_idx').on(t.cardname, t.id),
    index('backlog_contactno_idx').on(t.contactno, t.id),
    index('backlog_email_idx').on(t.email, t.id),
    index('backlog_aadhaar_hash_idx').on(t.aadhaarHash),
    index('backlog_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('backlog_akn_digits', sql`${t.aknNo} ~ '^[0-9]{15}$'`),
  ],
);

/**
 * Rows per status and day, kept by statement-level triggers on backlog_records (migrations
 * 0005_backlog_counts, 0011_backlog_status_counts_triggers). The back office's unscoped list counts ("of N filtered (M total)") come from
 * here when its filters touch only status and date: a sum over a few thousand rows instead of
 * counting up to a million.
 */
export const backlogDayCounts = pgTable(
  'backlog_day_counts',
  {
    status: text('status').notNull(),
    dated: date('dated', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.dated] })],
);

/** Rows per status, kept by the same triggers: the unscoped total and status-only counts in one to three rows. */
export const backlogStatusCounts = pgTable('backlog_status_counts', {
  status: text('status').primaryKey(),
  n: integer('n').notNull(),
});

/**
 * Rows per shop (memno) and status, kept by the same count trigger (migration 0030) for the shop's dashboard
 * (decision 0074): its three figures are a read of three rows, not a count over its records.
 */
export const backlogMemnoStatusCounts = pgTable(
  'backlog_memno_status_counts',
  {
    memno: text('memno').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memno, t.status] })],
);

/** An acknowledgement file imported for a record (bytes in storage); served instead of the generated slip. */
export const backlogAckFiles = pgTable('backlog_ack_files', {
  recordId: bigint('record_id', { mode: 'number' })
    .primaryKey()
    .references(() => backlogRecords.id, { onDelete: 'cascade' }),
  fileId: uuid('file_id')
    .notNull()
    .references(() => storedFiles.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
