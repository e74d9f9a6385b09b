import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a service receives inside db.transaction(). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL with positional parameters; rows come back as plain objects on both drivers. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections at this moment (the metrics endpoint reports them). */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
  /** PGlite only: the data directory as a tarball (tests load it instead of migrating again). */
  dump?: () => Promise<Blob>;
  /**
   * Receives NOTIFY on the given channels until the returned function is called. `state(true)` once
   * listening, `state(false)` whenever notifications may have been missed (connection lost; it reconnects).
   */
  listen(channels: readonly string[], on: ListenHandlers): Promise<() => Promise<void>>;
};

export type ListenHandlers = { notify(channel: string, payload: string): void; state(live: boolean): void };

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<Database> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'pglite',
    async query<T>(text: string, params: unknown[] = []) {
      const r = await client.query<T>(text, params);
      return r.rows;
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await client.close();
    },
    dump: () => client.dumpDataDir('none'),
    async listen(channels, on) {
      // In-process: a notification is handed over before the committing query's promise resolves.
      const unlisten = await Promise.all(channels.map((ch) => client.listen(ch, (payload) => on.notify(ch, payload))));
      on.state(true);
      const stop = async () => {
        if (!listeners.delete(stop)) return;
        on.state(false);
        if (!client.closed) await Promise.all(unlisten.map((u) => u()));
      };
      listeners.add(stop);
      return stop;
    },
  };
}

const INT8_OID = 20;

export function openPostgres(url: string, poolSize = 10): Database {
  // int8 (bigint: ids, counts, paise) as a JS number, as PGlite gives it; values stay far below 2^53.
  // Set globally because drizzle passes its own per-query parsers, which fall back to the global ones.
  pg.types.setTypeParser(INT8_OID, (v: string) => Number(v));
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool replaces it.
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = new Set<() => Promise<void>>();
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    async query<T>(text: string, params: unknown[] = []) {
      const r = await pool.query(text, params);
      return r.rows as T[];
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
    // Once: a server stopping on SIGTERM closes its database, and whoever stops it later (a test, the cluster's
    // primary) may close it again; pg's pool throws on a second end().
    close() {
      closing ??= (async () => {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      })();
      return closing;
    },
    async listen(channels, on) {
      const unlisten = await listenPostgres(url, channels, on);
      const stop = async () => {
        if (listeners.delete(stop)) await unlisten();
      };
      listeners.add(stop);
      return stop;
    },
  };
}

/**
 * A connection of its own that only listens, reconnecting with a growing pause (0.1 s … 5 s) when lost.
 * Between loss and the next LISTEN notifications are missed, which `state(false)` tells the caller.
 */
async function listenPostgres(
  url: string,
  channels: readonly string[],
  on: ListenHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let pause = 100;
  let timer: NodeJS.Timeout | null = null;

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    on.state(false);
    c.end().catch(() => {});
    if (!stopped) timer = setTimeout(() => void connect(), pause);
    pause = Math.min(pause * 2, 5000);
  };
  const connect = async () => {
    timer = null;
    const c = new pg.Client({ connectionString: url });
    client = c;
    c.on('notification', (m) => on.notify(m.channel, m.payload ?? ''));
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      for (const ch of channels) await c.query(`LISTEN ${pg.escapeIdentifier(ch)}`);
      if (client !== c || stopped) return;
      pause = 100;
      on.state(true);
    } catch (err) {
      if (client === c) console.warn(`PostgreSQL listener: ${(err as Error).message}`);
      lost(c);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const c = client;
    client = null;
    on.state(false);
    await c?.end().catch(() => {});
  };
}

export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string;
  poolSize?: number;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize);
  return openPglite({ dataDir: path.join(opts.dataDir, 'pglite') });
}

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], config);
  } else {
    await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], config);
  }
}
