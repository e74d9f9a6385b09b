import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { BackupManifest } from '../../../contract/backup';
import { MIGRATIONS_DIR, migrateDatabase, type Database } from '../../db/client';
import { checkObjectName, type Storage } from '../../lib/storage';
import { hashStream, readAll, sha256 } from './parts';
import { partName } from './service';
import { indexTar } from './tar';
import {
  appliedMigration,
  dbRunner,
  foreignKeyOrder,
  ident,
  readJournal,
  readTables,
  txRunner,
  type Runner,
} from './schema-info';

/**
 * Restore (decision 0062) into an empty database and storage: every part checked against the manifest
 * before anything is written, the schema migrated to the backup's migration, the rows of every table
 * inserted in one transaction with triggers and foreign keys out of the way, the sequences set, then the
 * code's later migrations applied. Files get new keys in the target storage and stored_files follows.
 */

/** Where a backup is read from: the storage (by stamp), or a folder (a downloaded tar, unpacked). */
export type BackupSource = { label: string; open(part: string): Promise<Readable> };

export function storageSource(storage: Storage, stamp: string): BackupSource {
  return { label: stamp, open: (part) => storage.getObject(partName(stamp, part)) };
}

export function folderSource(dir: string): BackupSource {
  return {
    label: dir,
    // Parts are named by the manifest, which the folder's owner could have edited: names stay inside it.
    open: async (part) => createReadStream(path.join(dir, checkObjectName(part))),
  };
}

/** A downloaded backup as it came (`<stamp>/manifest.json`, `<stamp>/tables/…` inside one .tar). */
export async function tarSource(file: string): Promise<BackupSource> {
  const handle = await fs.open(file, 'r');
  let entries;
  try {
    const { size } = await handle.stat();
    entries = await indexTar(async (offset, length) => {
      const buf = Buffer.alloc(length);
      await handle.read(buf, 0, length, offset);
      return buf;
    }, size);
  } finally {
    await handle.close();
  }
  const byPart = new Map([...entries].map(([name, e]) => [name.split('/').slice(1).join('/'), e]));
  return {
    label: file,
    open: async (part) => {
      const e = byPart.get(part);
      if (!e) throw new Error(`${part} is not in ${file}`);
      return e.bytes === 0
        ? Readable.from([])
        : createReadStream(file, { start: e.offset, end: e.offset + e.bytes - 1 });
    },
  };
}

export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

export type RestoreSummary = { stamp: string; tables: number; rows: number; files: number; migration: string };

const BATCH_ROWS = 500;

export async function readSourceManifest(source: BackupSource): Promise<BackupManifest> {
  let text: string;
  try {
    text = (await readAll(await source.open('manifest.json'))).toString('utf8');
  } catch {
    throw new RestoreRefused(`No backup at ${source.label}: its manifest.json cannot be read.`);
  }
  const parsed = BackupManifest.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new RestoreRefused(`${source.label}/manifest.json is not a backup manifest of this portal.`);
  return parsed.data;
}

/** The first table that has a row, or null when the database holds no rows at all. */
async function firstNonEmptyTable(run: Runner): Promise<string | null> {
  for (const t of await readTables(run)) {
    const [r] = await run(`select exists (select 1 from ${ident(t.name)}) as has`);
    if (r?.has) return t.name;
  }
  return null;
}

/** Applies the code's migrations up to and including `tag` only (a copy of the journal cut there). */
async function migrateTo(database: Database, tag: string): Promise<void> {
  const entries = readJournal();
  const upTo = entries.slice(0, entries.findIndex((e) => e.tag === tag) + 1);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pan-restore-migrations-'));
  try {
    await fs.mkdir(path.join(dir, 'meta'));
    const journal = JSON.parse(await fs.readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    await fs.writeFile(
      path.join(dir, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo.length) }),
    );
    for (const e of upTo) await fs.copyFile(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
    const config = { migrationsFolder: dir };
    if (database.kind === 'pglite')
      await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], config);
    else await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], config);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

async function* ndjsonLines(stream: Readable): AsyncGenerator<string> {
  for await (const line of readline.createInterface({ input: stream.pipe(createGunzip()), crlfDelay: Infinity }))
    if (line) yield line;
}

/** Everything a restore refuses before it writes: a newer backup, a non-empty target, a damaged part. */
async function preflight(database: Database, source: BackupSource): Promise<BackupManifest> {
  const manifest = await readSourceManifest(source);
  const journal = readJournal();
  const backupAt = journal.findIndex((e) => e.tag === manifest.migration.tag);
  if (backupAt < 0) {
    throw new RestoreRefused(
      `The backup ${manifest.stamp} was made by a newer portal (migration ${manifest.migration.tag}, version ` +
        `${manifest.portalVersion}). Update this portal first, then restore.`,
    );
  }
  const run = dbRunner(database);
  const full = await firstNonEmptyTable(run);
  if (full)
    throw new RestoreRefused(
      `The target database is not empty (table ${full} has rows). Restore only into an empty database or data directory.`,
    );
  const applied = await appliedMigration(run);
  if (applied && applied.idx > backupAt) {
    throw new RestoreRefused(
      `The target database is already migrated past the backup (${applied.tag} after ` +
        `${manifest.migration.tag}). Restore into a new, empty database.`,
    );
  }
  for (const p of [...manifest.tables, ...manifest.files]) {
    let got;
    try {
      got = await hashStream(await source.open(p.part));
    } catch {
      throw new RestoreRefused(`The backup is incomplete: ${p.part} cannot be read. Nothing was restored.`);
    }
    if (got.sha256 !== p.sha256 || got.bytes !== p.bytes)
      throw new RestoreRefused(
        `The backup is damaged: ${p.part} does not match its manifest (sha256). Nothing was restored.`,
      );
  }
  return manifest;
}

export async function restoreBackup(opts: {
  database: Database;
  storage: Storage;
  source: BackupSource;
  log?: (line: string) => void;
}): Promise<RestoreSummary> {
  const { database, storage, source } = opts;
  const log = opts.log ?? (() => {});
  const manifest = await preflight(database, source);
  log(`Backup ${manifest.stamp} checked: ${manifest.tables.length} tables, ${manifest.files.length} files.`);

  await migrateTo(database, manifest.migration.tag);

  // Files first, each checked again as it is written; a failure later removes them again.
  const newKeys = new Map<string, string>();
  let rows = 0;
  try {
    for (const f of manifest.files) {
      const data = await readAll(await source.open(f.part));
      if (sha256(data) !== f.sha256)
        throw new RestoreRefused(`${f.part} changed during the restore. Nothing was restored.`);
      newKeys.set(f.key, await storage.put(data));
    }
    log(`Files restored: ${newKeys.size}.`);

    await database.db.transaction(async (tx) => {
      const run = txRunner(tx);
      const tables = new Map((await readTables(run)).map((t) => [t.name, t]));
      const [su] = await run(`select current_setting('is_superuser') = 'on' as yes`);
      const byName = new Map(manifest.tables.map((t) => [t.name, t]));
      let order = manifest.tables.map((t) => t.name);
      const userTriggers: string[] = [];
      if (su?.yes) {
        // Neither triggers (the count tables come from the backup as they were) nor foreign keys fire.
        await run(`set local session_replication_role = replica`);
      } else {
        // Not a superuser: parents before children, and the portal's own triggers off on tables it owns.
        order = await foreignKeyOrder(run, order);
        const withTriggers = await run(
          `select distinct c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid
            join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and not g.tgisinternal`,
        );
        for (const r of withTriggers) {
          await run(`alter table ${ident(String(r.name))} disable trigger user`);
          userTriggers.push(String(r.name));
        }
      }
      for (const name of order) {
        const part = byName.get(name)!;
        const target = tables.get(name);
        if (!target)
          throw new Error(`The table ${name} of the backup is missing after migrating to ${manifest.migration.tag}.`);
        const columns = part.columns.map((c) => {
          const col = target.columns.find((x) => x.name === c);
          if (!col)
            throw new Error(
              `The column ${name}.${c} of the backup is missing after migrating to ${manifest.migration.tag}.`,
            );
          return col;
        });
        const into = columns.map((c) => ident(c.name)).join(', ');
        const select = columns
          .map((c) => (c.bytea ? `decode(r.${ident(c.name)}, 'base64')` : `r.${ident(c.name)}`))
          .join(', ');
        const shape = columns.map((c) => `${ident(c.name)} ${c.bytea ? 'text' : c.type}`).join(', ');
        const insert = `insert into ${ident(name)} (${into}) select ${select} from json_to_recordset($1::json) as r(${shape})`;
        const rekey = name === 'stored_files';
        let batch: string[] = [];
        let count = 0;
        const flush = async () => {
          if (batch.length === 0) return;
          await run(insert, [`[${batch.join(',')}]`]);
          count += batch.length;
          batch = [];
        };
        for await (const line of ndjsonLines(await source.open(part.part))) {
          if (rekey) {
            const row = JSON.parse(line) as { key: string };
            row.key = newKeys.get(row.key) ?? row.key;
            batch.push(JSON.stringify(row));
          } else batch.push(line);
          if (batch.length >= BATCH_ROWS) await flush();
        }
        await flush();
        if (count !== part.rows)
          throw new Error(`${part.part} held ${count} rows where the manifest says ${part.rows}.`);
        rows += count;
      }
      for (const s of manifest.sequences)
        await run(`select setval($1::regclass, $2, $3)`, [ident(s.name), s.lastValue, s.isCalled]);
      for (const name of userTriggers) await run(`alter table ${ident(name)} enable trigger user`);
    });
  } catch (err) {
    for (const key of newKeys.values()) await storage.remove(key).catch(() => {});
    throw err;
  }
  log(`Rows restored: ${rows} in ${manifest.tables.length} tables.`);

  // A backup made before later migrations gets them now, as an upgrade of that portal would.
  await migrateDatabase(database);
  return {
    stamp: manifest.stamp,
    tables: manifest.tables.length,
    rows,
    files: newKeys.size,
    migration: manifest.migration.tag,
  };
}
