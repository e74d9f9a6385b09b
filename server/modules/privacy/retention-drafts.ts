import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { recordEvent } from '../../lib/audit';
import type { Storage } from '../../lib/storage';
import { rowsOf } from '../../lib/table-query';
import { filesOf, holdersOf, type Kind } from './retention-files';

/*
 * Drafts untouched `draft_days` are deleted whole (docs/decisions/0068): the row, its events, its file rows
 * and the bytes of files no other record holds. A draft was never charged; one that has a ledger entry or
 * that another row points at (a courier, a correction) is left alone, since deleting it would break the
 * accounts or that row.
 */

const DRAFTS = {
  pan: {
    table: 'pan_applications',
    events: 'pan_application_events',
    files: 'pan_application_files',
    fk: 'application_id',
  },
  request: {
    table: 'service_requests',
    events: 'service_request_events',
    files: 'service_request_files',
    fk: 'request_id',
  },
} as const;
const REF_TYPE: Record<Kind, string> = { pan: 'pan_application', request: 'service_request' };

/** A draft whose last save, event and upload are all before `cutoff`. */
function staleDraft(kind: Kind, alias: string, cutoff: Date): SQL {
  const t = DRAFTS[kind];
  const a = sql.raw(alias);
  const fk = sql.raw(t.fk);
  return sql`${a}.state = 'draft' and greatest(${a}.updated_at,
      coalesce((select max(e.at) from ${sql.raw(t.events)} e where e.${fk} = ${a}.id), ${a}.updated_at),
      coalesce((select max(f.uploaded_at) from ${sql.raw(t.files)} f where f.${fk} = ${a}.id), ${a}.updated_at))
    < ${cutoff.toISOString()}::timestamptz`;
}

/** What points at the draft and forbids deleting it: money, a courier, a record made from it. */
async function heldBy(tx: Tx, kind: Kind, id: number): Promise<boolean> {
  const others =
    kind === 'pan'
      ? sql`union all select 1 from courier_items where application_id = ${id}
          union all select 1 from pan_applications where reapplied_from = ${id}`
      : sql`union all select 1 from service_requests where corrects_id = ${id}`;
  const rows = rowsOf(
    await tx.execute(sql`select 1 from ledger_entries where ref_type = ${REF_TYPE[kind]} and ref_id = ${String(id)}
      ${others} limit 1`),
  );
  return rows.length > 0;
}

/** Deletes one stale draft whole; answers the files whose bytes went, or null when it was kept. */
async function deleteDraft(
  db: Db,
  storage: Storage,
  kind: Kind,
  id: number,
  cutoff: Date,
  days: number,
): Promise<number | null> {
  const t = DRAFTS[kind];
  return db.transaction(async (tx) => {
    const [row] = rowsOf<{ no: string }>(
      await tx.execute(sql`select ${sql.raw(kind === 'pan' ? 'r.token_no' : 'r.ref_no')} as no
        from ${sql.raw(t.table)} r where r.id = ${id} and ${staleDraft(kind, 'r', cutoff)} for update`),
    );
    if (!row || (await heldBy(tx, kind, id))) return null;
    const files = await filesOf(tx, kind, id, true);
    const holders = await holdersOf(
      tx,
      files.map((f) => f.fileId),
      { kind, id },
    );
    // A correction draft shares its original's files: those stay with the original.
    const own = files.filter((f) => !holders.has(f.fileId));
    for (const f of own) if (!f.deleted) await storage.remove(f.key);

    if (kind === 'pan') await tx.execute(sql`delete from pan_application_crops where application_id = ${id}`);
    await tx.execute(sql`delete from ${sql.raw(t.files)} where ${sql.raw(t.fk)} = ${id}`);
    await tx.execute(sql`delete from ${sql.raw(t.events)} where ${sql.raw(t.fk)} = ${id}`);
    await tx.execute(sql`delete from ${sql.raw(t.table)} where id = ${id}`);
    for (const f of own) {
      try {
        // A savepoint: a row some other table still points at is marked deleted instead.
        await tx.transaction((sp) => sp.execute(sql`delete from stored_files where id = ${f.fileId}`));
      } catch {
        await tx.execute(sql`update stored_files set deleted_at = now(), deleted_why = 'retention'
          where id = ${f.fileId} and deleted_at is null`);
      }
    }
    await recordEvent(tx, {
      actorId: null,
      action: 'draft_deleted',
      entityType: REF_TYPE[kind],
      entityId: id,
      fromState: 'draft',
      remark: `${row.no}: untouched ${days} days, deleted whole with ${own.length} file(s) (retention)`,
    });
    return own.filter((f) => !f.deleted).length;
  });
}

/** Every draft untouched since `cutoff`, both tables; answers how many drafts and files went. */
export async function deleteStaleDrafts(
  db: Db,
  storage: Storage,
  cutoff: Date,
  now: Date,
): Promise<{ drafts: number; files: number }> {
  const days = Math.round((now.getTime() - cutoff.getTime()) / 86_400_000);
  const out = { drafts: 0, files: 0 };
  for (const kind of ['pan', 'request'] as const) {
    const ids = rowsOf<{ id: number }>(
      await db.execute(
        sql`select r.id from ${sql.raw(DRAFTS[kind].table)} r where ${staleDraft(kind, 'r', cutoff)} order by r.id`,
      ),
    ).map((r) => Number(r.id));
    for (const id of ids) {
      const n = await deleteDraft(db, storage, kind, id, cutoff, days);
      if (n == null) continue;
      out.drafts++;
      out.files += n;
    }
  }
  return out;
}
