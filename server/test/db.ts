import fs from 'node:fs';
import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client';

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
