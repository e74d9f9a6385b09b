import { sql, type SQL } from 'drizzle-orm';
import { formatDate } from '../../../contract/format';
import type { Db, Tx } from '../../db/client';
import { AppError, msg } from '../../lib/errors';
import { isObjectNotFound, type Storage } from '../../lib/storage';
import { rowsOf } from '../../lib/table-query';

/* The stored files of applications and requests, as retention sees them (docs/decisions/0068). */

/** An NSDL PAN physical application (pan_applications) or a shared request (service_requests). */
export type Kind = 'pan' | 'request';

export type FileRef = { fileId: string; key: string; kind: string; deleted: boolean };

/**
 * Every stored file a record holds, deleted or not: for an application its uploads (replaced ones too),
 * the merged scan and the crops; for a shared request the shop's documents, and with `allSides` the back
 * office's results as well. Retention keeps those results (a GST certificate, an ARN receipt): they are
 * the service the shop paid for, not the applicant's proofs; a draft deleted whole has none.
 */
export function filesOfSql(kind: Kind, id: number | SQL, allSides = false): SQL {
  return kind === 'pan'
    ? sql`select f.file_id, f.kind from pan_application_files f where f.application_id = ${id}
        union all select a.scan_file_id, 'merged scan' from pan_applications a where a.id = ${id} and a.scan_file_id is not null
        union all select c.file_id, c.kind || ' crop' from pan_application_crops c where c.application_id = ${id}`
    : allSides
      ? sql`select f.file_id, f.kind from service_request_files f where f.request_id = ${id}`
      : sql`select f.file_id, f.kind from service_request_files f where f.request_id = ${id} and f.side = 'merchant'`;
}

export async function filesOf(db: Db | Tx, kind: Kind, id: number, allSides = false): Promise<FileRef[]> {
  const rows = rowsOf<{ id: string; key: string; kind: string; deleted: boolean }>(
    await db.execute(sql`select s.id, s.key, min(x.kind) as kind, bool_or(s.deleted_at is not null) as deleted
      from (${filesOfSql(kind, id, allSides)}) x join stored_files s on s.id = x.file_id group by s.id, s.key order by s.id`),
  );
  return rows.map((r) => ({ fileId: r.id, key: r.key, kind: r.kind, deleted: r.deleted }));
}

/**
 * Which records other than `self` hold each of these files, as 'pan:<id>' or 'request:<id>': a reapplied
 * application or a corrected request starts as a draft sharing its original's files.
 */
export async function holdersOf(
  db: Db | Tx,
  fileIds: string[],
  self: { kind: Kind; id: number },
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!fileIds.length) return out;
  const rows = rowsOf<{ file_id: string; holder: string }>(
    await db.execute(sql`
      select file_id, 'pan:' || application_id as holder from pan_application_files where file_id in ${fileIds}
      union select scan_file_id, 'pan:' || id from pan_applications where scan_file_id in ${fileIds}
      union select file_id, 'pan:' || application_id from pan_application_crops where file_id in ${fileIds}
      union select file_id, 'request:' || request_id from service_request_files where file_id in ${fileIds}`),
  );
  for (const r of rows) {
    if (r.holder === `${self.kind}:${self.id}`) continue;
    out.set(r.file_id, [...(out.get(r.file_id) ?? []), r.holder]);
  }
  return out;
}

/**
 * The bytes of a stored file for a download; a file retention (or an erasure) deleted answers 410 with the
 * day it went, instead of a storage error. The row is read only when the bytes are missing, so a
 * download costs nothing more.
 */
export async function keptBytes(db: Db, storage: Storage, key: string): Promise<Buffer> {
  try {
    return await storage.get(key);
  } catch (err) {
    if (!isObjectNotFound(err)) throw err;
    const [row] = rowsOf<{ deleted_at: string | Date; deleted_why: string | null }>(
      await db.execute(sql`select deleted_at, deleted_why from stored_files
        where key = ${key} and deleted_at is not null limit 1`),
    );
    if (!row) throw err;
    throw new AppError(
      410,
      msg('errors.privacy.fileDeleted', {
        date: formatDate(row.deleted_at),
        why: row.deleted_why === 'retention' ? 'retention' : 'erasure',
      }),
    );
  }
}
