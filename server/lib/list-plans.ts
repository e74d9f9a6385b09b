import { sql, type SQL } from 'drizzle-orm';
import { opsFor, type FilterOp, type ParsedTableRequest, type TableFilter } from '../../contract/table';
import type { Database } from '../db/client';
import { AppError } from './errors';
import { planList, type ListColumn, type ListDefinition, type ListPlan, type RowScope } from './table-query';
import { dialect, flatten, frozen, outputs } from './table-query/sql';
import { run } from './table-query/run';

/*
 * A list definition becomes SQL only when someone asks for the list, so a wrong one (a column the engine
 * filters on left out, a sort on a column that is not there, SQL that does not parse) would first show as
 * a 500 on a user's click. Every definition is therefore planned when its route is registered (a bad one
 * stops the start with the list's and the column's name) and its SQL is checked by the database once, when
 * the app is ready (docs/architecture.md#the-list-engine).
 */

/** One way a list is asked for: the scope its rows are read in and the list's own fixed filters. */
export type PlanSample = { scope: RowScope; extraFilters?: readonly TableFilter[] };

/** A statement of a planned list, with what it checks, for the message when the database refuses it. */
export type PlannedStatement = { what: string; statement: SQL; text: string };

/**
 * A definition planned at start: the statements the database checks, and per column one that reads it
 * alone (made only when a statement is refused, to name the column).
 */
export type PlannedList = { list: string; statements: PlannedStatement[]; columns(): PlannedStatement[] };

const DEFAULT_REQUEST: ParsedTableRequest = { filters: [], search: '', length: 10, start: 0, sorts: [] };
const SAMPLE_DATE = '2024-01-15';
/** A filter's operator per column, the one that tells most about its SQL (a text test on a number fails). */
const OP_PREFERENCE: readonly FilterOp[] = ['contains', 'equals', 'in', 'gte', 'notEmpty'];

function refuse(list: string, problem: string): never {
  throw new Error(`List "${list}" cannot be planned: ${problem}`);
}

/** planList's 400 (a request the definition cannot answer) as a start-up error naming the list. */
function planOrRefuse(list: string, what: string, make: () => ListPlan): ListPlan {
  try {
    return make();
  } catch (e) {
    if (e instanceof AppError && e.errors) {
      const problems = Object.entries(e.errors).map(([at, msgs]) => `${at}: ${msgs.join('; ')}`);
      refuse(list, `${what}: ${problems.join(', ')}`);
    }
    refuse(list, `${what}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

function render(list: string, what: string, statement: SQL): PlannedStatement {
  try {
    return { what, statement, text: dialect.sqlToQuery(flatten(statement)).sql };
  } catch (e) {
    refuse(list, `${what}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** A filter the column allows, with a value of its type. */
export function sampleFilter(col: ListColumn): TableFilter {
  const ops = opsFor(col);
  const op = OP_PREFERENCE.find((o) => ops.includes(o)) ?? ops[0];
  const value =
    col.type === 'enum'
      ? (col.options?.[0]?.value ?? 'x')
      : col.type === 'date'
        ? SAMPLE_DATE
        : col.type === 'number' || col.type === 'amount'
          ? 1
          : 'abc';
  const empty = op === 'empty' || op === 'notEmpty';
  return { field: col.field, opt: op, value1: empty ? null : op === 'in' ? [value] : value } as TableFilter;
}

/**
 * Plans a definition the ways it is asked for: its default page in each sample scope (the scope, the
 * fixed filters, the default order and the counts), one request that filters on every filterable column,
 * sorts by every sortable one and searches (every column's SQL, read the way a page reads it), and the
 * counts of each count table. Throws, naming the list and what is wrong, when one cannot be planned.
 */
export function planDefinition(def: ListDefinition, samples: readonly PlanSample[] = [{ scope: 'all' }]): PlannedList {
  const list = def.name;
  const seen = new Set<string>();
  for (const c of def.columns) {
    if (seen.has(c.field)) refuse(list, `column "${c.field}" is declared twice`);
    seen.add(c.field);
  }
  const statements: PlannedStatement[] = [];
  const counts = (plan: ListPlan) => sql`select ${plan.total}::bigint as total, ${plan.filtered}::bigint as filtered`;
  samples.forEach((s, i) => {
    const what = `its default page (sample ${i + 1})`;
    const plan = planOrRefuse(list, what, () =>
      planList(def, DEFAULT_REQUEST, s.scope, { extraFilters: s.extraFilters }),
    );
    statements.push(render(list, what, counts(plan)));
  });

  const searches = !!def.search || def.columns.some((c) => c.searchable);
  const every: ParsedTableRequest = {
    ...DEFAULT_REQUEST,
    filters: def.columns.filter((c) => c.filterable !== false).map(sampleFilter),
    sorts: def.columns.filter((c) => c.sortable).map((c) => ({ column: c.field, dir: 'asc' as const })),
    search: searches ? 'abcd' : '',
  };
  const what = 'every filter, sort and search';
  const all = planOrRefuse(list, what, () => planList(def, every, 'all'));
  // Words of an exact shape are looked up by their own column; 'abcd' matches none of the patterns.
  const exact = (def.exactWords ?? []).map((e) => sql` or ${frozen(e.expr)} = ${'x'}`);
  const keys = sql`select ${frozen(def.key)} from ${frozen(def.from)} where ${all.where}${sql.join(exact)}
    order by ${all.orderBy} limit 10`;
  statements.push(
    render(
      list,
      what,
      sql`select ${outputs(def)} from ${frozen(def.pageFrom ?? def.from)} where ${frozen(def.key)} in (${keys})`,
    ),
  );

  (def.rollups ?? []).forEach((r, i) => {
    const rwhat = `count table ${i + 1}`;
    const fields = Object.keys(r.columns);
    const cols = fields.map((f) => def.columns.find((c) => c.field === f && c.filterable !== false));
    const missing = fields.filter((_, j) => !cols[j]);
    if (missing.length) refuse(list, `${rwhat} counts by ${missing.join(', ')}, which the list cannot filter by`);
    const req = { ...DEFAULT_REQUEST, filters: cols.map((c) => sampleFilter(c!)) };
    statements.push(render(list, rwhat, counts(planOrRefuse(list, rwhat, () => planList(def, req, 'all')))));
  });

  const columns = () =>
    def.columns.map((c) => {
      const where = c.filterable === false ? sql`` : sql` where ${columnFilter(def, c)}`;
      const order = c.sortable ? sql` order by ${c.expr}` : sql``;
      const from = def.pageFrom ?? def.from;
      return render(
        list,
        `column "${c.field}"`,
        sql`select ${c.expr}, ${c.output ?? c.expr} from ${from}${where}${order}`,
      );
    });
  return { list, statements, columns };
}

/** The column's sample filter alone, for the column's own statement. */
function columnFilter(def: ListDefinition, c: ListColumn): SQL {
  const only: ListDefinition = { ...def, columns: [c], rollups: [], defaultSort: [] };
  const req = { ...DEFAULT_REQUEST, filters: [sampleFilter(c)] };
  return planOrRefuse(def.name, `column "${c.field}"`, () => planList(only, req, 'all', { paged: false })).where;
}

/**
 * What the database is asked: to parse and check each statement (names, types, operators) without
 * planning or running it. `false and exists (…)` is folded away before the planner reaches the subquery,
 * so the check costs what parsing costs; EXPLAIN makes sure nothing is read even so.
 */
async function check(database: Database, statements: readonly SQL[]): Promise<string | null> {
  const checked = sql.join(
    statements.map((s) => sql`(false and exists (${s}))`),
    sql`, `,
  );
  try {
    await run(database, sql`explain select ${checked}`);
    return null;
  } catch (e) {
    // drizzle's error quotes the whole statement; the database's own message, its cause, says what is wrong.
    const cause = e instanceof Error && e.cause instanceof Error ? e.cause : e;
    return cause instanceof Error ? cause.message : String(cause);
  }
}

type Pending = { path: string; planned: PlannedList };
const pending = new WeakMap<Database, Pending[]>();
/** Statement texts the database has accepted: a workflow's lists differ in bound values, and share texts. */
const accepted = new WeakMap<Database, Set<string>>();
const plannedPaths = new WeakMap<Database, Set<string>>();

function setOf<T>(map: WeakMap<Database, Set<T>>, database: Database): Set<T> {
  let known = map.get(database);
  if (!known) map.set(database, (known = new Set()));
  return known;
}

/** Keeps a planned list route for checkPlanned, which checks every route kept for the database at once. */
export function keepPlanned(database: Database, path: string, planned: PlannedList): void {
  let queue = pending.get(database);
  if (!queue) pending.set(database, (queue = []));
  queue.push({ path, planned });
}

/**
 * Has the database check every statement of the kept routes in one round trip (a round trip per statement
 * made the check ten times as long on PGlite). When it refuses, the routes are checked one by one and then
 * the refused route's columns, so that the error names the route, the list and the column.
 */
export async function checkPlanned(database: Database): Promise<void> {
  const queue = pending.get(database) ?? [];
  pending.delete(database);
  const known = setOf(accepted, database);
  const fresh = new Map<string, SQL>();
  for (const { planned } of queue)
    for (const s of planned.statements) if (!known.has(s.text)) fresh.set(s.text, s.statement);
  const together = fresh.size ? await check(database, [...fresh.values()]) : null;
  if (together !== null) {
    for (const { path, planned } of queue)
      for (const s of planned.statements) {
        const problem = await check(database, [s.statement]);
        if (problem === null) continue;
        for (const c of planned.columns()) {
          const own = await check(database, [c.statement]);
          if (own !== null)
            throw new Error(`POST ${path}: List "${planned.list}" cannot be planned: ${c.what}: ${own}`);
        }
        throw new Error(`POST ${path}: List "${planned.list}" cannot be planned: ${s.what}: ${problem}`);
      }
    throw new Error(`The lists' statements, each accepted alone, were refused together: ${together}`);
  }
  for (const text of fresh.keys()) known.add(text);
  const paths = setOf(plannedPaths, database);
  for (const { path } of queue) paths.add(path);
}

/** The list routes whose definitions were planned and checked on this database. */
export function plannedLists(database: Database): ReadonlySet<string> {
  return plannedPaths.get(database) ?? new Set();
}
