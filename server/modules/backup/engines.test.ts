import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openPglite, openPostgres, type Database } from '../../db/client';
import { memoryStorage } from '../../test/memory-storage';
import { sha256 } from './parts';
import { restoreBackup, storageSource } from './restore';
import { makeBackup } from './service';
import { fillEmptyTables, seedPortal, tableRows } from '../../test/backup';

/**
 * The office that outgrows the embedded database. A backup made on PGlite restores into an
 * empty PostgreSQL database (never migrated: the restore migrates it), as the server's superuser and as
 * an ordinary role that only owns its database, and both compare row for row and file for file.
 */

const url = process.env.TEST_DATABASE_URL;
const suffix = crypto.randomBytes(5).toString('hex');
const role = `pan_restorer_${suffix}`;
const created: string[] = [];
const opened: Database[] = [];

async function admin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

/** A new, empty database (no tables at all), optionally owned by `owner` and opened as them. */
async function emptyPostgres(owner?: { role: string; password: string }): Promise<Database> {
  const name = `pan_restore_${suffix}_${created.length}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}${owner ? ` OWNER ${owner.role}` : ''}`));
  created.push(name);
  const u = new URL(url!);
  u.pathname = `/${name}`;
  if (owner) {
    u.username = owner.role;
    u.password = owner.password;
  }
  const d = openPostgres(u.toString(), 4);
  opened.push(d);
  return d;
}

let source: Database;
const sourceFiles = memoryStorage();

beforeAll(async () => {
  if (!url) return;
  source = await openPglite();
  opened.push(source);
  await migrateDatabase(source);
  await seedPortal(source, sourceFiles);
  await fillEmptyTables(source);
}, 180_000);

afterAll(async () => {
  for (const d of opened) await d.close();
  if (!url) return;
  await admin(async (c) => {
    for (const name of created) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.query(`DROP ROLE IF EXISTS ${role}`);
  });
});

async function fileHashes(database: Database, storage: ReturnType<typeof memoryStorage>) {
  const rows = await database.query<{ id: string; key: string }>('select id, key from stored_files order by id');
  return Object.fromEntries(
    await Promise.all(rows.map(async (r) => [r.id, sha256(await storage.get(r.key))] as const)),
  );
}

const withoutKeys = (rows: Map<string, string[]>) =>
  new Map(
    [...rows].map(([name, r]) => [
      name,
      name === 'stored_files'
        ? r.map((line) => JSON.stringify({ ...(JSON.parse(line) as object), key: undefined }))
        : r,
    ]),
  );

describe.skipIf(!url)('a PGlite backup restored into PostgreSQL', () => {
  it.each([
    ['as the superuser (triggers and foreign keys set aside by session_replication_role)', false],
    ['as a role that only owns the database (foreign-key order, its own triggers off)', true],
  ])('%s', async (_label, ordinary) => {
    const manifest = await makeBackup(source, sourceFiles, { by: { id: 1, name: 'admin' }, trigger: 'manual' });
    expect(manifest.engine).toBe('pglite');
    const password = crypto.randomBytes(12).toString('hex');
    if (ordinary)
      await admin((c) =>
        c.query(
          `DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${role}') THEN CREATE ROLE
            ${role} LOGIN PASSWORD '${password}'; ELSE ALTER ROLE ${role} PASSWORD '${password}'; END IF; END $$`,
        ),
      );
    const target = await emptyPostgres(ordinary ? { role, password } : undefined);
    expect(target.kind).toBe('postgres');
    const [who] = await target.query<{ su: string }>(`select current_setting('is_superuser') as su`);
    expect(who.su).toBe(ordinary ? 'off' : 'on');
    const targetFiles = memoryStorage();

    await restoreBackup({ database: target, storage: targetFiles, source: storageSource(sourceFiles, manifest.stamp) });

    const before = await tableRows(source);
    expect([...before].filter(([, r]) => r.length === 0)).toEqual([]);
    expect(withoutKeys(await tableRows(target))).toEqual(withoutKeys(before));
    expect(await fileHashes(target, targetFiles)).toEqual(await fileHashes(source, sourceFiles));
    // The count tables the triggers keep are as the backup had them, not counted twice.
    const [counts] = await target.query<{ n: number }>('select sum(n)::int as n from pan_state_counts');
    const [apps] = await target.query<{ n: number }>('select count(*)::int as n from pan_applications');
    expect(counts.n).toBe(apps.n);
  });
});
