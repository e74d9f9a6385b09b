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
    const name = `pan_t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    const db = openPostgres(u.toString(), 20);
    return {
      ...db,
      async close() {
        await db.close();
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const dump = fs.readFileSync(inject('pgliteDumpPath'));
  return openPglite({ loadDataDir: new Blob([dump]) });
}
