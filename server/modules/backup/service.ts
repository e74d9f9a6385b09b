import fs from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { BACKUP_FORMAT, BACKUP_STAMP_RE, BackupManifest, type BackupSummary } from '../../../contract/backup';
import type { Database } from '../../db/client';
import { isObjectNotFound, type Storage } from '../../lib/storage';
import { putHashed, readAll } from './parts';
import { appliedMigration, ident, readSequenceNames, readTables, txRunner, type TableInfo } from './schema-info';
import { tarStream } from './tar';

/**
 * Backups (decision 0062): one portable format for both engines. In one snapshot transaction every public
 * table is written as gzipped NDJSON (one row_to_json line a row), then every stored file, then the
 * manifest (written last: a backup without one is incomplete). Everything lives in the storage under
 * backups/<stamp>/, so the list is the storage's own listing: no table of backups to keep in step.
 */

export const BACKUP_PREFIX = 'backups/';
/** Rows fetched from the snapshot's cursor at a time: bounded memory whatever the table's size. */
const BATCH_ROWS = 500;

const PORTAL_VERSION = (
  JSON.parse(fs.readFileSync(fileURLToPath(new URL('../../../package.json', import.meta.url)), 'utf8')) as {
    version: string;
  }
).version;

export type Maker = { id: number; name: string } | null;

export function backupStamp(at: Date): string {
  return at.toISOString().replace(/:/g, '-');
}

export const stampTime = (stamp: string) => new Date(stamp.replace(/T(\d{2})-(\d{2})-(\d{2})/, 'T$1:$2:$3'));

export const partName = (stamp: string, part: string) => `${BACKUP_PREFIX}${stamp}/${part}`;

/** A table's select list for the dump: generated columns are left out (the database makes them again). */
function dumpQuery(t: TableInfo): string {
  const cols = t.columns
    .filter((c) => !c.generated)
    .map((c) => (c.bytea ? `encode(${ident(c.name)}, 'base64') as ${ident(c.name)}` : ident(c.name)))
    .join(', ');
  const order = (t.primaryKey.length ? t.primaryKey : ['ctid']).map((k) => (k === 'ctid' ? k : ident(k))).join(', ');
  return `select row_to_json(x)::text as line from (select ${cols} from ${ident(t.name)} order by ${order}) x`;
}

export async function makeBackup(
  database: Database,
  storage: Storage,
  opts: { by: Maker; trigger: 'manual' | 'schedule'; now?: Date },
): Promise<BackupManifest> {
  const createdAt = opts.now ?? new Date();
  const stamp = backupStamp(createdAt);
  const snapshot = await database.db.transaction(
    async (tx) => {
      const run = txRunner(tx);
      const migration = await appliedMigration(run);
      if (!migration) throw new Error('The database has never been migrated; there is nothing to back up.');
      const tables: BackupManifest['tables'] = [];
      for (const t of await readTables(run)) {
        let rows = 0;
        // A cursor reads the snapshot in batches; the rows stream through gzip straight into the storage.
        async function* lines() {
          await run(`declare backup_rows no scroll cursor for ${dumpQuery(t)}`);
          for (;;) {
            const batch = await run(`fetch forward ${BATCH_ROWS} from backup_rows`);
            if (batch.length === 0) break;
            rows += batch.length;
            yield Buffer.from(batch.map((r) => `${String(r.line)}\n`).join(''));
          }
          await run('close backup_rows');
        }
        const part = `tables/${t.name}.ndjson.gz`;
        const stored = await putHashed(storage, partName(stamp, part), Readable.from(lines()), { gzip: true });
        tables.push({
          name: t.name,
          rows,
          part,
          ...stored,
          columns: t.columns.filter((c) => !c.generated).map((c) => c.name),
        });
      }
      // Read after the tables: a sequence is never behind a row the snapshot holds.
      const sequences: BackupManifest['sequences'] = [];
      for (const name of await readSequenceNames(run)) {
        const [s] = await run(`select last_value, is_called from ${ident(name)}`);
        sequences.push({ name, lastValue: Number(s.last_value), isCalled: Boolean(s.is_called) });
      }
      // A file retention or an erasure deleted has no bytes to copy: the backup keeps no more than the portal.
      const keys = (await run('select distinct key from stored_files where deleted_at is null order by key')).map((r) =>
        String(r.key),
      );
      return { migration, tables, sequences, keys };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  // Files after the snapshot's transaction (on PGlite it holds the only connection): a stored file's key
  // never gets new bytes, so what a snapshot row names is what is read now, unless it was deleted since.
  const files: BackupManifest['files'] = [];
  const missingFiles: string[] = [];
  for (const key of snapshot.keys) {
    let data: Buffer;
    try {
      data = await storage.get(key);
    } catch (err) {
      if (!isObjectNotFound(err)) throw err;
      missingFiles.push(key);
      continue;
    }
    const part = `files/${key}`;
    files.push({
      key,
      part,
      ...(await putHashed(storage, partName(stamp, part), Readable.from([data]), { gzip: false })),
    });
  }

  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    stamp,
    createdAt: createdAt.toISOString(),
    trigger: opts.trigger,
    createdBy: opts.by,
    portalVersion: PORTAL_VERSION,
    engine: database.kind,
    migration: { tag: snapshot.migration.tag, when: snapshot.migration.when },
    tables: snapshot.tables,
    sequences: snapshot.sequences,
    files,
    missingFiles,
  };
  await storage.putObject(
    partName(stamp, 'manifest.json'),
    Readable.from([Buffer.from(JSON.stringify(manifest, null, 1))]),
  );
  return manifest;
}

export async function readManifest(storage: Storage, stamp: string): Promise<BackupManifest | null> {
  try {
    return BackupManifest.parse(
      JSON.parse((await readAll(await storage.getObject(partName(stamp, 'manifest.json')))).toString('utf8')),
    );
  } catch (err) {
    if (isObjectNotFound(err)) return null;
    throw err;
  }
}

/** The storage's objects grouped by backup; names outside backups/<stamp>/ are not ours and are ignored. */
async function objectsByStamp(storage: Storage): Promise<Map<string, { name: string; bytes: number }[]>> {
  const byStamp = new Map<string, { name: string; bytes: number }[]>();
  for (const o of await storage.listObjects(BACKUP_PREFIX)) {
    const stamp = o.name.slice(BACKUP_PREFIX.length).split('/')[0];
    if (!BACKUP_STAMP_RE.test(stamp)) continue;
    byStamp.set(stamp, [...(byStamp.get(stamp) ?? []), o]);
  }
  return byStamp;
}

/** Newest first. */
export async function listBackups(storage: Storage): Promise<BackupSummary[]> {
  const out: BackupSummary[] = [];
  for (const [stamp, objects] of await objectsByStamp(storage)) {
    const m = await readManifest(storage, stamp);
    out.push({
      stamp,
      createdAt: m?.createdAt ?? stampTime(stamp).toISOString(),
      complete: m !== null,
      bytes: objects.reduce((s, o) => s + o.bytes, 0),
      tables: m?.tables.length ?? 0,
      rows: m?.tables.reduce((s, t) => s + t.rows, 0) ?? 0,
      files: m?.files.length ?? 0,
      trigger: m?.trigger ?? null,
      createdBy: m ? (m.createdBy?.name ?? null) : null,
      portalVersion: m?.portalVersion ?? null,
      migration: m?.migration.tag ?? null,
    });
  }
  return out.sort((a, b) => (a.stamp < b.stamp ? 1 : -1));
}

/** Removes every object of one backup; false when there was none. */
export async function deleteBackup(storage: Storage, stamp: string): Promise<boolean> {
  const objects = (await objectsByStamp(storage)).get(stamp) ?? [];
  // The manifest first: a backup half-deleted is then shown as incomplete, never as whole.
  const ordered = [
    ...objects.filter((o) => o.name.endsWith('/manifest.json')),
    ...objects.filter((o) => !o.name.endsWith('/manifest.json')),
  ];
  for (const o of ordered) await storage.removeObject(o.name);
  return objects.length > 0;
}

/** One backup as a tar of its objects (`<stamp>/manifest.json`, `<stamp>/tables/…`, `<stamp>/files/…`). */
export async function backupTar(storage: Storage, stamp: string): Promise<Readable | null> {
  const objects = (await objectsByStamp(storage)).get(stamp);
  if (!objects || !(await readManifest(storage, stamp))) return null;
  return Readable.from(
    tarStream(
      objects.map((o) => ({
        name: o.name.slice(BACKUP_PREFIX.length),
        bytes: o.bytes,
        open: () => storage.getObject(o.name),
      })),
      stampTime(stamp),
    ),
  );
}
