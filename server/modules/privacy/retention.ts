import { eq, sql, type SQL } from 'drizzle-orm';
import { GST_FILING_WORKFLOW, GST_REGISTRATION_WORKFLOW } from '../../../contract/gst/workflow';
import { NSDL_PAN } from '../../../contract/nsdl-pan/manifest';
import { PAN_WORKFLOW } from '../../../contract/nsdl-pan/workflow';
import { PAPERLESS_WORKFLOW } from '../../../contract/nsdl-paperless/workflow';
import { RETENTION_DEFAULTS, type RetentionSummary } from '../../../contract/privacy/retention';
import { finishedStates } from '../../../contract/requests';
import { COUPON_WORKFLOW, PSA_WORKFLOW } from '../../../contract/uti/workflow';
import type { Db } from '../../db/client';
import { privacySettings } from '../../db/schema/privacy';
import { bookedRun } from '../../lib/jobs';
import type { Storage } from '../../lib/storage';
import { rowsOf } from '../../lib/table-query';
import { deleteStaleDrafts } from './retention-drafts';
import { filesOf, filesOfSql, holdersOf, type Kind } from './retention-files';
import { cutMessagesBefore } from '../messaging/privacy';
import { cutReceiptMobiles } from '../receipts/privacy';

/*
 * The retention job (docs/decisions/0068): a finished application's scans, photograph, signature and proofs
 * are deleted `document_days` after it finished, keeping the record, its numbers and the ledger; drafts
 * untouched `draft_days` are deleted whole; access-log rows older than `access_log_days` go. Bytes are
 * deleted before the rows say so, inside the record's transaction: a crash between leaves bytes gone and
 * rows unmarked, and the next run (removing a missing key is harmless) marks them.
 */

export const RETENTION_JOB = 'retention';
/** The job looks every hour; each run deletes only what is past its time, so a day's delay at most is an hour. */
export const RETENTION_TICK_MS = 3_600_000;
const DAY_MS = 86_400_000;

// Finished states come from the workflows (finishedStates, contract/requests.ts). Paperless `expired` is not
// finished by that rule: the reconciler still settles it (acknowledged or failed).

/**
 * NSDL PAN physical: rejected, cancelled and completed by the rule, and also acknowledged and hard copy
 * sent. With the acknowledgement number NSDL has the application; what is left is the paper form the agent
 * keeps and posts, and a TIN objection, which the days kept after acknowledgement cover (a correction is a
 * new upload). TIN rejected and re-uploaded are open: their documents are being corrected.
 */
export const PAN_FINISHED = [...finishedStates(PAN_WORKFLOW), 'acknowledged', 'hardcopy_sent'];

/** Every service on service_requests and its finished states. */
export const REQUEST_FINISHED: Record<string, string[]> = Object.fromEntries(
  [GST_REGISTRATION_WORKFLOW, GST_FILING_WORKFLOW, PAPERLESS_WORKFLOW, PSA_WORKFLOW, COUPON_WORKFLOW].map((w) => [
    w.key,
    finishedStates(w),
  ]),
);

/** The ledger's reference type of each kind's charges, which its receipts carry. */
export const RECEIPT_REF_TYPE = { pan: NSDL_PAN.requests.application.ledgerType, request: 'service_request' } as const;

const TABLES = {
  pan: { table: 'pan_applications', events: 'pan_application_events', fk: 'application_id', finished: PAN_FINISHED },
  request: { table: 'service_requests', events: 'service_request_events', fk: 'request_id', finished: null },
} as const;

/** The record is finished, and the last event into its state (or its last change) is before `cutoff`. */
function finishedBefore(kind: Kind, alias: string, cutoff: Date): SQL {
  const t = TABLES[kind];
  const a = sql.raw(alias);
  const states =
    kind === 'pan'
      ? sql`${a}.state in ${PAN_FINISHED}`
      : sql.join(
          Object.entries(REQUEST_FINISHED).map(([service, states]) =>
            states.length ? sql`(${a}.service = ${service} and ${a}.state in ${states})` : sql`false`,
          ),
          sql` or `,
        );
  return sql`(${states}) and coalesce(
      (select max(e.at) from ${sql.raw(t.events)} e where e.${sql.raw(t.fk)} = ${a}.id and e.to_state = ${a}.state),
      ${a}.updated_at) < ${cutoff.toISOString()}::timestamptz`;
}

/** Finished records past their time that still hold a file whose bytes are kept. */
async function dueRecords(db: Db, kind: Kind, cutoff: Date): Promise<number[]> {
  const t = TABLES[kind];
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select r.id from ${sql.raw(t.table)} r
      where ${finishedBefore(kind, 'r', cutoff)}
        and exists (select 1 from (${filesOfSql(kind, sql`r.id`)}) x
          join stored_files s on s.id = x.file_id where s.deleted_at is null)
      order by r.id`),
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Deletes the kept files of one finished record: locked, checked again, the bytes removed, then the
 * files marked, the record's `documents_deleted_at` set and an event written, in one transaction. A file
 * another record still needs (one not due in this run) is left to that record. Answers the files deleted.
 */
async function deleteDocuments(
  db: Db,
  storage: Storage,
  kind: Kind,
  id: number,
  due: Set<string>,
  rule: { days: number; cutoff: Date; now: Date },
): Promise<number> {
  const t = TABLES[kind];
  return db.transaction(async (tx) => {
    const [row] = rowsOf<{ state: string }>(
      await tx.execute(sql`select r.state from ${sql.raw(t.table)} r
        where r.id = ${id} and ${finishedBefore(kind, 'r', rule.cutoff)} for update`),
    );
    if (!row) return 0;
    const files = (await filesOf(tx, kind, id)).filter((f) => !f.deleted);
    const holders = await holdersOf(
      tx,
      files.map((f) => f.fileId),
      { kind, id },
    );
    const gone = files.filter((f) => (holders.get(f.fileId) ?? []).every((h) => due.has(h)));
    if (!gone.length) return 0;
    for (const f of gone) await storage.remove(f.key);
    const ids = gone.map((f) => f.fileId);
    await tx.execute(sql`update stored_files set deleted_at = ${rule.now.toISOString()}::timestamptz,
      deleted_why = 'retention' where id in ${ids} and deleted_at is null`);
    await tx.execute(
      sql`update ${sql.raw(t.table)} set documents_deleted_at = ${rule.now.toISOString()}::timestamptz where id = ${id}`,
    );
    const kinds = [...new Set(gone.map((f) => f.kind))].sort().join(', ');
    const remark =
      `Documents deleted ${rule.days} days after the application was finished (retention): ${kinds}. ` +
      'The record, its numbers and its payments are kept.';
    await tx.execute(sql`insert into ${sql.raw(t.events)} (${sql.raw(t.fk)}, action, from_state, to_state, actor_id, remark, at)
      values (${id}, 'documents_deleted', ${row.state}, ${row.state}, null, ${remark}, ${rule.now.toISOString()}::timestamptz)`);
    return gone.length;
  });
}

/**
 * Issue 27: a receipt's customer mobile serves only while messages about its request may be sent. Once the request
 * has been finished `document_days` (the clock its documents go by), the receipts module cuts it to four digits.
 */
async function cutFinishedReceipts(db: Db, cutoff: Date): Promise<number> {
  let n = 0;
  for (const kind of ['pan', 'request'] as const) {
    const finished = sql`select r.id from ${sql.raw(TABLES[kind].table)} r where ${finishedBefore(kind, 'r', cutoff)}`;
    n += await cutReceiptMobiles(db, RECEIPT_REF_TYPE[kind], finished);
  }
  return n;
}

export async function retentionSettings(db: Db) {
  const [row] = await db.select().from(privacySettings).where(eq(privacySettings.id, 1));
  return row ?? { ...RETENTION_DEFAULTS, updatedAt: new Date(0), updatedBy: null };
}

/** One run at `now`, recorded as a job_runs row; the caller holds the job's lock (JobRunner). */
export async function runRetention(db: Db, storage: Storage, now = new Date()): Promise<RetentionSummary> {
  const summary: RetentionSummary = {
    applications: 0,
    requests: 0,
    files: 0,
    drafts: 0,
    draftFiles: 0,
    accessLog: 0,
    messages: 0,
    receipts: 0,
  };
  return bookedRun(db, RETENTION_JOB, now, summary, async () => {
    const settings = await retentionSettings(db);
    // Drafts first: a stale correction draft lets go of the files it shares with its original.
    const drafts = await deleteStaleDrafts(db, storage, new Date(now.getTime() - settings.draftDays * DAY_MS), now);
    summary.drafts = drafts.drafts;
    summary.draftFiles = drafts.files;

    const cutoff = new Date(now.getTime() - settings.documentDays * DAY_MS);
    const due = { pan: await dueRecords(db, 'pan', cutoff), request: await dueRecords(db, 'request', cutoff) };
    // Before the documents: their deletion's event restarts the clock the receipts go by.
    summary.receipts = await cutFinishedReceipts(db, cutoff);
    const dueSet = new Set([...due.pan.map((id) => `pan:${id}`), ...due.request.map((id) => `request:${id}`)]);
    const rule = { days: settings.documentDays, cutoff, now };
    for (const kind of ['pan', 'request'] as const) {
      for (const id of due[kind]) {
        const n = await deleteDocuments(db, storage, kind, id, dueSet, rule);
        if (!n) continue;
        summary.files += n;
        if (kind === 'pan') summary.applications++;
        else summary.requests++;
      }
    }

    const logCutoff = new Date(now.getTime() - settings.accessLogDays * DAY_MS);
    const pruned = rowsOf<{ n: number }>(
      await db.execute(sql`with gone as (delete from access_log where at < ${logCutoff.toISOString()}::timestamptz
        returning 1) select count(*)::int as n from gone`),
    );
    summary.accessLog = Number(pruned[0]?.n ?? 0);

    summary.messages = await cutMessagesBefore(db, new Date(now.getTime() - settings.messageDays * DAY_MS));
  });
}
