import { SQL, sql, type Query } from 'drizzle-orm';
import type { ParsedTableRequest, TableResponse } from '../../../contract/table';
import type { Database } from '../../db/client';
import { listCountsOf } from '../list-counts';
import { listCaches, type CountKeys } from './caches';
import type { ListDefinition, RowScope } from './definitions';
import { encodeCursor } from './cursor';
import { plannedList, withCursor, type ListPlan, type PlanOptions } from './plan';
import {
  SPARSE_LIMIT,
  denseStatement,
  dialect,
  flatten,
  sparseStatement,
  type KnownCounts,
  type PageForm,
} from './sql';

/** Runs a list statement; a reusable one on PostgreSQL as a named (prepared) statement (see ListCaches.statementName). */
export async function run(database: Database, statement: SQL | Query, reusable = false): Promise<unknown> {
  const query = statement instanceof SQL ? dialect.sqlToQuery(flatten(statement)) : statement;
  const name = reusable && database.kind === 'postgres' ? listCaches.statementName(query.sql) : undefined;
  return database.db._.session.prepareQuery(query, undefined, name, false).execute();
}

/** Rows from either driver's result. */
export function rowsOf<T>(res: unknown): T[] {
  return (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];
}

/** A page as the statements hand it back: rows, or the rows' JSON text; with both counts. */
type Answer<T> = { totalRecords: number; filterRecords: number; data?: T[]; json?: string; nextCursor: string | null };

/** The cursor after a full page's last row (the statement's "__last"), null after the last page. */
function nextCursorOf(plan: ListPlan, last: unknown): string | null {
  if (typeof last !== 'string') return null;
  return encodeCursor(plan.orderSig, JSON.parse(last) as (string | null)[]);
}

/** Splits the single-row head (counts) from the page rows of a list statement. */
function answer<T>(plan: ListPlan, rows: Record<string, unknown>[], filteredKey: string): Answer<T> {
  const head = rows[0] ?? { total: 0, [filteredKey]: 0 };
  const data = rows
    .filter((r) => r.__ord !== null && r.__ord !== undefined)
    .map((r) => {
      const { total: _t, [filteredKey]: _f, __ord: _o, __last: _l, ...row } = r;
      return row as T;
    });
  return {
    data,
    totalRecords: Number(head.total),
    filterRecords: Number(head[filteredKey]),
    nextCursor: nextCursorOf(plan, head.__last),
  };
}

function answerIn<T>(plan: ListPlan, form: PageForm, rows: Record<string, unknown>[], filteredKey: string): Answer<T> {
  if (form === 'rows') return answer<T>(plan, rows, filteredKey);
  const head = rows[0];
  return {
    totalRecords: Number(head.total),
    filterRecords: Number(head[filteredKey]),
    json: String(head.page),
    nextCursor: nextCursorOf(plan, head.__last),
  };
}

async function densePage<T>(
  database: Database,
  plan: ListPlan,
  known: KnownCounts,
  form: PageForm,
): Promise<Answer<T>> {
  const render = () => dialect.sqlToQuery(flatten(denseStatement(plan, known, form)));
  // Only a page without known counts is the same statement every time the plan is asked for.
  const plain = known.total === undefined && known.filtered === undefined && !plan.after;
  const query = plain ? listCaches.page(plan, form, render) : render();
  return answerIn<T>(
    plan,
    form,
    rowsOf<Record<string, unknown>>(await run(database, query, plan.reusable)),
    'filtered',
  );
}

async function sparsePage<T>(
  database: Database,
  plan: ListPlan,
  knownTotal: number | undefined,
  form: PageForm,
): Promise<Answer<T> | null> {
  const rows = rowsOf<Record<string, unknown>>(await run(database, sparseStatement(plan, knownTotal, form)));
  if (Number(rows[0]?.matched ?? 0) > SPARSE_LIMIT) return null;
  return answerIn<T>(plan, form, rows, 'matched');
}

/** What identifies each count: its statement and values. */
function countKeys(plan: ListPlan): CountKeys {
  return listCaches.countKeys(plan, () => {
    const key = (s: SQL) => {
      const q = dialect.sqlToQuery(flatten(s));
      return `${q.sql}\u0000${JSON.stringify(q.params)}`;
    };
    return { total: key(plan.total), filtered: key(plan.filtered) };
  });
}

async function answerPlan<T>(database: Database, plan: ListPlan, form: PageForm): Promise<Answer<T>> {
  const table = plan.def.changes;
  const counts = table && (plan.countScans || plan.totalScans) ? listCountsOf(database) : null;
  if (!table || !counts) {
    if (plan.fuzzy) {
      const sparse = await sparsePage<T>(database, plan, undefined, form);
      if (sparse) return sparse;
    }
    return densePage<T>(database, plan, {}, form);
  }
  const keys = countKeys(plan);
  const mark = counts.mark(table);
  const known: KnownCounts = {
    total: plan.totalScans ? counts.get(table, keys.total) : undefined,
    filtered: plan.countScans ? counts.get(table, keys.filtered) : undefined,
  };
  const keep = (res: Answer<T>) => {
    if (plan.totalScans && known.total === undefined) counts.store(table, keys.total, res.totalRecords, mark);
    if (plan.countScans && known.filtered === undefined) counts.store(table, keys.filtered, res.filterRecords, mark);
    return res;
  };
  // A count known to be over the probe's limit says the probe would find too many: straight to the walk.
  if (plan.fuzzy && !(known.filtered !== undefined && known.filtered > SPARSE_LIMIT)) {
    const sparse = await sparsePage<T>(database, plan, known.total, form);
    if (sparse) return keep(sparse);
  }
  return keep(await densePage<T>(database, plan, known, form));
}

export async function runList<T = Record<string, unknown>>(
  database: Database,
  plan: ListPlan,
): Promise<TableResponse<T>> {
  const a = await answerPlan<T>(database, plan, 'rows');
  return { data: a.data!, totalRecords: a.totalRecords, filterRecords: a.filterRecords, nextCursor: a.nextCursor };
}

/** Looks at every JSON page before it is sent; the tests set one (server/test/json-pages.ts). */
export type JsonPageCheck = (database: Database, plan: ListPlan, json: string) => Promise<void>;
let jsonPageCheck: JsonPageCheck | undefined;

export function setJsonPageCheck(check: JsonPageCheck | undefined): void {
  jsonPageCheck = check;
}

/** The page as the JSON text of a TableResponse, ready to send (see pageJson). */
export async function runListJson(database: Database, plan: ListPlan): Promise<string> {
  const a = await answerPlan(database, plan, 'json');
  const counts = `"totalRecords":${a.totalRecords},"filterRecords":${a.filterRecords}`;
  const json = `{"data":${a.json},${counts},"nextCursor":${JSON.stringify(a.nextCursor)}}`;
  if (jsonPageCheck) await jsonPageCheck(database, plan, json);
  return json;
}

/** Checks and answers a list request in one go. */
export async function queryList<T = Record<string, unknown>>(
  database: Database,
  def: ListDefinition,
  req: ParsedTableRequest,
  scope: RowScope,
  opts: PlanOptions = {},
): Promise<TableResponse<T>> {
  return runList<T>(database, withCursor(plannedList(def, req, scope, opts), req.after));
}

/** queryList's answer as JSON text, for a route to send as it is. */
export async function queryListJson(
  database: Database,
  def: ListDefinition,
  req: ParsedTableRequest,
  scope: RowScope,
  opts: PlanOptions = {},
): Promise<string> {
  return runListJson(database, withCursor(plannedList(def, req, scope, opts), req.after));
}

/** The filtered count alone (rollup-aware), e.g. to refuse an export before reading anything. */
export async function countList(database: Database, plan: ListPlan): Promise<number> {
  const rows = rowsOf<{ n: string | number }>(
    await run(database, sql`select ${plan.narrowed ? plan.filtered : plan.total}::bigint as n`),
  );
  return Number(rows[0].n);
}
