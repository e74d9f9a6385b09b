import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/db';
import { memoryStorage } from '../../test/memory-storage';
import { sha256 } from './parts';
import { RestoreRefused, restoreBackup, storageSource } from './restore';
import { deleteBackup, listBackups, makeBackup, partName } from './service';
import { fillEmptyTables, seedPortal, tableRows } from '../../test/backup';

/**
 * A portal with rows in every table and its files, backed up and restored into a fresh
 * database and storage, comes back row for row and byte for byte; what would damage a portal is refused
 * before anything is written.
 */

let source: Database;
const sourceFiles = memoryStorage();
const opened: Database[] = [];
const fresh = async () => {
  const d = await createTestDatabase();
  opened.push(d);
  return d;
};

beforeAll(async () => {
  source = await fresh();
  await seedPortal(source, sourceFiles);
  await fillEmptyTables(source);
}, 120_000);
afterAll(async () => {
  for (const d of opened) await d.close();
});

/** Files by stored_files.id → sha256 of their bytes, read through the storage the rows name. */
async function fileHashes(database: Database, storage: ReturnType<typeof memoryStorage>) {
  const rows = await database.query<{ id: string; key: string }>('select id, key from stored_files order by id');
  return Object.fromEntries(
    await Promise.all(rows.map(async (r) => [r.id, sha256(await storage.get(r.key))] as const)),
  );
}

/** stored_files.key is the target storage's own (new) key; every other column must come back as it was. */
function withoutKeys(rows: Map<string, string[]>) {
  const out = new Map(rows);
  out.set(
    'stored_files',
    rows.get('stored_files')!.map((line) => JSON.stringify({ ...(JSON.parse(line) as object), key: undefined })),
  );
  return out;
}

describe('backup and restore', () => {
  it('the portal under test has rows in every table and its files', async () => {
    const rows = await tableRows(source);
    expect([...rows].filter(([, r]) => r.length === 0).map(([name]) => name)).toEqual([]);
    expect(rows.size).toBeGreaterThan(40);
    expect(sourceFiles.files.size).toBeGreaterThan(50);
  });

  it('restores into a fresh database and storage: every table row for row, every file by its hash', async () => {
    const manifest = await makeBackup(source, sourceFiles, { by: { id: 1, name: 'admin' }, trigger: 'manual' });
    const before = await tableRows(source);
    expect(manifest.tables.map((t) => [t.name, t.rows])).toEqual([...before].map(([name, r]) => [name, r.length]));
    expect(manifest.files).toHaveLength(sourceFiles.files.size);

    const target = await fresh();
    const targetFiles = memoryStorage();
    const summary = await restoreBackup({
      database: target,
      storage: targetFiles,
      source: storageSource(sourceFiles, manifest.stamp),
    });
    expect(summary).toMatchObject({ stamp: manifest.stamp, files: sourceFiles.files.size, tables: before.size });

    expect(withoutKeys(await tableRows(target))).toEqual(withoutKeys(before));
    expect(await fileHashes(target, targetFiles)).toEqual(await fileHashes(source, sourceFiles));

    // The restored portal goes on numbering where the old one stopped.
    const [next] = await target.query<{ id: number }>(
      `insert into audit_events (action, entity_type) values ('after.restore', 'test') returning id`,
    );
    const [max] = await source.query<{ id: number }>('select max(id) as id from audit_events');
    expect(Number(next.id)).toBeGreaterThan(Number(max.id));

    // It shows in the list, and deleting it removes every object it had.
    const [listed] = await listBackups(sourceFiles);
    expect(listed).toMatchObject({
      stamp: manifest.stamp,
      complete: true,
      files: manifest.files.length,
      createdBy: 'admin',
      trigger: 'manual',
    });
    expect(await deleteBackup(sourceFiles, manifest.stamp)).toBe(true);
    expect([...sourceFiles.objects.keys()].filter((k) => k.startsWith(`backups/${manifest.stamp}/`))).toEqual([]);
    expect(await listBackups(sourceFiles)).toEqual([]);
  });

  it('refuses a database that has rows, and writes nothing', async () => {
    const manifest = await makeBackup(source, sourceFiles, { by: null, trigger: 'schedule' });
    const into = memoryStorage();
    const run = restoreBackup({ database: source, storage: into, source: storageSource(sourceFiles, manifest.stamp) });
    await expect(run).rejects.toThrow(RestoreRefused);
    await expect(run).rejects.toThrow(/target database is not empty/);
    expect(into.files.size).toBe(0);
    await deleteBackup(sourceFiles, manifest.stamp);
  });

  it('refuses a damaged part before writing anything', async () => {
    const manifest = await makeBackup(source, sourceFiles, { by: null, trigger: 'manual' });
    const part = partName(manifest.stamp, 'tables/users.ndjson.gz');
    const good = sourceFiles.objects.get(part)!;
    const bad = Buffer.from(good);
    bad[bad.length - 10] ^= 0xff;
    sourceFiles.objects.set(part, bad);
    const target = await fresh();
    const into = memoryStorage();
    await expect(
      restoreBackup({ database: target, storage: into, source: storageSource(sourceFiles, manifest.stamp) }),
    ).rejects.toThrow(
      'The backup is damaged: tables/users.ndjson.gz does not match its manifest (sha256). Nothing was restored.',
    );
    expect(into.files.size).toBe(0);
    expect([...(await tableRows(target)).values()].every((rows) => rows.length === 0)).toBe(true);

    // A manifest from a newer portal (a migration this code does not have) is refused as well.
    sourceFiles.objects.set(part, good);
    const manifestName = partName(manifest.stamp, 'manifest.json');
    sourceFiles.objects.set(
      manifestName,
      Buffer.from(JSON.stringify({ ...manifest, migration: { tag: '9999_from_the_future', when: Date.now() } })),
    );
    await expect(
      restoreBackup({ database: target, storage: into, source: storageSource(sourceFiles, manifest.stamp) }),
    ).rejects.toThrow(/was made by a newer portal \(migration 9999_from_the_future/);
    expect(into.files.size).toBe(0);
    await deleteBackup(sourceFiles, manifest.stamp);
  });
});
