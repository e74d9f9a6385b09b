import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, type Database, type Tx } from '../../db/client';
import { rowsOf } from '../../lib/table-query';

/** What backup and restore read about the database itself, the same way on PGlite and PostgreSQL. */

export type Runner = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** Raw SQL on a transaction (the snapshot, or the restore's one transaction). */
export function txRunner(tx: Tx): Runner {
  return async (text, params = []) => {
    if (params.length === 0) return rowsOf<Record<string, unknown>>(await tx.execute(sql.raw(text)));
    // Numbered parameters ($1…) become drizzle's bound values, in order.
    const parts = text.split(/\$(\d+)/);
    const chunks = parts.map((p, i) => (i % 2 === 0 ? sql.raw(p) : sql`${params[Number(p) - 1]}`));
    return rowsOf<Record<string, unknown>>(await tx.execute(sql.join(chunks, sql.raw(''))));
  };
}

export const dbRunner =
  (database: Database): Runner =>
  (text, params) =>
    database.query(text, params);

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export type Column = { name: string; type: string; generated: boolean; bytea: boolean };
export type TableInfo = { name: string; columns: Column[]; primaryKey: string[] };

/** Every base table of the public schema with its columns (in order) and primary key. */
export async function readTables(run: Runner): Promise<TableInfo[]> {
  const tables = await run(
    `select table_name as name from information_schema.tables where table_schema = 'public'
      and table_type = 'BASE TABLE' order by table_name`,
  );
  const cols = await run(`
    select c.relname as "table", a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
           a.attgenerated <> '' as generated, a.atttypid = 'bytea'::regtype as bytea
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attnum`);
  const keys = await run(`
    select c.relname as "table", a.attname as name
      from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
      cross join lateral unnest(i.indkey) with ordinality k(attnum, pos)
      join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
     where n.nspname = 'public' and i.indisprimary
     order by c.relname, k.pos`);
  return tables.map((t) => {
    const name = String(t.name);
    return {
      name,
      columns: cols
        .filter((c) => c.table === name)
        .map((c) => ({
          name: String(c.name),
          type: String(c.type),
          generated: Boolean(c.generated),
          bytea: Boolean(c.bytea),
        })),
      primaryKey: keys.filter((k) => k.table === name).map((k) => String(k.name)),
    };
  });
}

/** The public schema's sequences (serial ids and the standalone number series such as pan_token_seq). */
export async function readSequenceNames(run: Runner): Promise<string[]> {
  const rows = await run(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  return rows.map((r) => String(r.name));
}

/** Parent tables before the tables whose foreign keys point at them (a cycle keeps name order). */
export async function foreignKeyOrder(run: Runner, names: string[]): Promise<string[]> {
  const edges = await run(`
    select c.relname as child, p.relname as parent
      from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`);
  const parents = new Map(names.map((n) => [n, new Set<string>()]));
  for (const e of edges) parents.get(String(e.child))?.add(String(e.parent));
  const done = new Set<string>();
  const order: string[] = [];
  while (order.length < names.length) {
    const ready = names.filter(
      (n) => !done.has(n) && [...parents.get(n)!].every((p) => done.has(p) || !parents.has(p)),
    );
    const next = ready.length > 0 ? ready : names.filter((n) => !done.has(n)).slice(0, 1);
    for (const n of next) {
      done.add(n);
      order.push(n);
    }
  }
  return order;
}

export type JournalEntry = { idx: number; when: number; tag: string };

/** The code's migrations, oldest first (drizzle's journal). */
export function readJournal(dir = MIGRATIONS_DIR): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** The last migration applied to the database (null: none, a database never migrated). */
export async function appliedMigration(run: Runner): Promise<JournalEntry | null> {
  const [exists] = await run(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!exists?.present) return null;
  const [last] = await run(`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`);
  if (!last) return null;
  const when = Number(last.created_at);
  const entry = readJournal().find((e) => e.when === when);
  // A migration this code does not know: a newer portal migrated it.
  return entry ?? { idx: Number.MAX_SAFE_INTEGER, when, tag: `unknown migration of ${new Date(when).toISOString()}` };
}
