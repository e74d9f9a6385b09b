import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client';
import { seed } from '../seed';

/**
 * A fresh, migrated database for one test file: PGlite by default, a clone of the migrated template
 * on PostgreSQL when TEST_DATABASE_URL is set (as .ci/run does).
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const clone = await clonePostgresDatabase(url, 'pan_t');
    const db = openPostgres(clone.url, 20);
    return {
      ...db,
      async close() {
        await db.close();
        await clone.drop();
      },
    };
  }
  const dump = fs.readFileSync(inject('pgliteDumpPath'));
  return openPglite({ loadDataDir: new Blob([dump]) });
}

/** A new PostgreSQL database cloned from the migrated template (`prefix_<random>`), and how to drop it. */
export async function clonePostgresDatabase(
  url: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * The database of a server a test starts in a process of its own (the crash tests), migrated and seeded as that
 * server's start would leave it, without starting it: on PostgreSQL a clone of the migrated template, on PGlite the
 * migrated dump loaded into DATA_DIR's `pglite` directory. A server started on it then finds nothing to migrate,
 * which saved each crash test a server start of its own (≈ 5–10 s on CI). `env` is what that server needs to find
 * it; `open` opens it from the test (on PGlite only while no server runs: it is one process at a time).
 */
export async function databaseForServer(
  dataDir: string,
  adminPassword: string,
): Promise<{ env: Record<string, string>; open(): Promise<Database>; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const clone = await clonePostgresDatabase(url, 'pan_srv');
    const db = openPostgres(clone.url, 1);
    await seed(db, { adminPassword, log: () => {} });
    await db.close();
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: clone.url },
      open: async () => openPostgres(clone.url, 1),
      drop: clone.drop,
    };
  }
  const dir = path.join(dataDir, 'pglite');
  const db = await openPglite({ dataDir: dir, loadDataDir: new Blob([fs.readFileSync(inject('pgliteDumpPath'))]) });
  await seed(db, { adminPassword, log: () => {} });
  await db.close();
  return { env: { DATA_DIR: dataDir }, open: () => openPglite({ dataDir: dir }), drop: async () => {} };
}
