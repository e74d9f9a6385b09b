import { isDeepStrictEqual } from 'node:util';
import { SQL, StringChunk, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Query } from 'drizzle-orm';
import { OP_LABELS, PAGE_SIZES, SEARCH_MIN_CHARS, opsFor, type ColumnDef, type FilterOp, type ParsedTableRequest, type TableFilter, type TableResponse, type TableSort } from '../../contract/table';
import { formatDate } from '../../contract/format';
import type { Database } from '../db/client';
import { listCountsOf } from './list-counts';
import { AppError } from './errors';

/**
 * DESIGN §6 list mechanism: a SPEC §3 table request, checked against a list's declared columns, becomes
 * parameterised SQL answering a page and both counts in one round trip (two for a broad search; see
 * docs/decisions/0020). Nothing from the request reaches SQL except as a bound value: fields, operators
 * and sort columns are looked up in the definition, and anything unknown is a 400 naming it.
 */

/** One column as the server sees it: the shared definition plus the SQL behind it. */
export type ListColumn = ColumnDef & {
  /** What filters and sorts use; an indexed column, so filtering and sorting stay index scans. */
  expr: SQL;
  /** What the answer carries under `field`, when it differs from expr (dates as text, masked values). */
  output?: SQL;
  /** A date column over timestamptz: compared by calendar day in India (IST). */
  timestamp?: boolean;
  /** A number column holding fractions; others are integers and compare without casting the column. */
  decimal?: boolean;
  /** Relative width in PDF and Excel exports (about the characters a typical value needs). */
  weight?: number;
};

/**
 * A pre-aggregated table that can answer counts when the filters touch only its columns, e.g. rows per
 * status and day. `count` is the column to sum; `columns` maps a list field to the rollup's column.
 */
export type Rollup = { from: SQL; count: SQL; columns: Record<string, SQL> };

/**
 * Requests whose filters cannot walk an index in list order (a search, "contains", "starts with") are
 * first tried as a small set: when at most this many rows match, they are found through the trigram
 * index, counted and sorted as a set. Walking the sort index instead would read rows until ten match,
 * which for a rare term means most of the table.
 */
export const SPARSE_LIMIT = 2000;

const dialect = new PgDialect();
const frozenCache = new WeakMap<SQL, SQL>();

/**
 * A definition's fixed fragments (columns, FROM, key) rendered to text once: drizzle walks every chunk of
 * a statement on each request, and these are most of the chunks of every list statement.
 */
function frozen(fragment: SQL): SQL {
  let raw = frozenCache.get(fragment);
  if (!raw) {
    const q = dialect.sqlToQuery(fragment);
    raw = q.params.length ? fragment : sql.raw(q.sql);
    frozenCache.set(fragment, raw);
  }
  return raw;
}

export type ListDefinition = {
  /** File names of exports: `<name>-<YYYY-MM-DD>.<ext>`. */
  name: string;
  /** Heading of a PDF export. */
  title: string;
  /** The FROM clause, with the alias the column expressions use. */
  from: SQL;
  /**
   * The FROM of the page's and the export's rows when their outputs read more than `from` has (a join
   * only the shown rows need, such as the merchant's name): the key query and the counts never pay for it.
   */
  pageFrom?: SQL;
  /** A unique bigint key: the last sort key (stable pages) and how exported rows are fetched. */
  key: SQL;
  columns: readonly ListColumn[];
  defaultSort: readonly TableSort[];
  /**
   * Lower-cased text of the searchable columns with a trigram index (a stored column), matched with LIKE
   * against a lower-cased pattern. Without it the search ORs ILIKE over the searchable columns.
   */
  search?: SQL;
  /** Count tables for the unscoped list, coarsest first: the first that has every filtered field is used. */
  rollups?: readonly Rollup[];
  /**
   * Search words of a shape only one column can contain, and only as its whole value (a 15-digit ack
   * number, a token number): such a word is looked up by that column's unique index instead of the
   * trigram index, where a long number's fragments match thousands of digit-heavy rows.
   */
  exactWords?: readonly { pattern: RegExp; expr: SQL; normalise?: (word: string) => string }[];
  /**
   * The table whose changes the database notifies on `list_changes` (migration 0019). When set, a
   * filtered count that has to scan rows is kept in memory until the table next changes (decision 0041).
   */
  changes?: string;
};

/**
 * Which rows the caller may see at all, decided by the service from the signed-in user and ANDed with
 * everything the request asks for. 'all' must be said explicitly, so no list is unscoped by omission.
 */
export type RowScope = 'all' | { where: SQL } | ListScope;
/**
 * A scope made of the list's own columns (e.g. the states a workflow list shows to the back office): it
 * narrows the total as well as the page, and since it names columns, count tables can still answer it.
 */
export type ListScope = { filters: readonly TableFilter[] };

type Problems = Record<string, string[]>;

/** A request checked against a definition: every SQL fragment the statements need. */
export type ListPlan = {
  def: ListDefinition;
  /** Scope AND filters AND search. */
  where: SQL;
  orderBy: SQL;
  /** Counts: of the scoped table, and of what the request selects. */
  total: SQL;
  filtered: SQL;
  narrowed: boolean;
  /** The filtered count reads the rows themselves (no count table answers it). */
  countScans: boolean;
  /** The total reads the rows themselves (a scope no count table answers). */
  totalScans: boolean;
  /** Has a search or a contains/starts-with filter: selectivity unknown, no index in list order. */
  fuzzy: boolean;
  /**
   * Filters only by equality (equals, not equals, in, empty): the page statement may be a named one
   * that PostgreSQL keeps (see run). A range or pattern is left out, since a generic plan made for
   * "some range" could serve a one-day range and a three-year one alike, and only one of them well.
   */
  reusable: boolean;
  length: number;
  start: number;
};

const TZ = 'Asia/Kolkata';
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_SEARCH_WORDS = 5;

function isRealDate(v: string): boolean {
  if (!DATE_RE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** LIKE treats %, _ and \ specially; user text must match literally. */
export function likeEscape(v: string): string {
  return v.replace(/[\\%_]/g, (c) => `\\${c}`);
}

type Scalar = string | number;

/** Turns one raw value into what the column compares with, or an error message. */
function coerce(col: ListColumn, raw: Scalar): { value: Scalar } | { error: string } {
  switch (col.type) {
    case 'text':
      return { value: String(raw) };
    case 'enum': {
      const v = String(raw);
      if (col.options && !col.options.some((o) => o.value === v)) return { error: `"${v}" is not one of ${col.options.map((o) => o.value).join(', ')}` };
      return { value: v };
    }
    case 'date': {
      const v = String(raw);
      return isRealDate(v) ? { value: v } : { error: 'Must be a date as YYYY-MM-DD' };
    }
    case 'number':
    case 'amount': {
      const n = typeof raw === 'number' ? raw : raw.trim() === '' ? NaN : Number(raw);
      if (!Number.isFinite(n)) return { error: 'Must be a number' };
      // Amounts are rupees on the wire and integer paise in the database (DESIGN §4).
      return { value: col.type === 'amount' ? Math.round(n * 100) : n };
    }
  }
}

/** A bound value with the type the column needs, so the planner compares like with like. */
function bind(col: ListColumn, v: Scalar): SQL {
  if (col.type === 'date') return sql`${v}::date`;
  if (col.type === 'number' || col.type === 'amount') return col.decimal ? sql`${v}::numeric` : sql`${v}::bigint`;
  return sql`${v}`;
}

/** Integer columns: a fractional bound is rounded the way that keeps the comparison's meaning. */
function integral(op: 'gt' | 'gte' | 'lt' | 'lte' | 'equals', v: number): number | null {
  if (Number.isInteger(v)) return v;
  if (op === 'equals') return null;
  return op === 'gt' || op === 'lte' ? Math.floor(v) : Math.ceil(v);
}

function dayStart(v: Scalar, plusDays = 0): SQL {
  return sql`((${v}::date + ${plusDays}::int)::timestamp at time zone ${TZ})`;
}

/** One comparison on a column (or a rollup's copy of it). */
function compare(col: ListColumn, expr: SQL, op: 'equals' | 'gt' | 'gte' | 'lt' | 'lte', v: Scalar): SQL {
  if (col.type === 'date' && col.timestamp) {
    if (op === 'equals') return sql`(${expr} >= ${dayStart(v)} and ${expr} < ${dayStart(v, 1)})`;
    if (op === 'gt') return sql`${expr} >= ${dayStart(v, 1)}`;
    if (op === 'gte') return sql`${expr} >= ${dayStart(v)}`;
    if (op === 'lt') return sql`${expr} < ${dayStart(v)}`;
    return sql`${expr} < ${dayStart(v, 1)}`;
  }
  if ((col.type === 'number' || col.type === 'amount') && !col.decimal) {
    const n = integral(op, v as number);
    if (n === null) return sql`false`;
    v = n;
  }
  const b = bind(col, v);
  switch (op) {
    case 'equals':
      return sql`${expr} = ${b}`;
    case 'gt':
      return sql`${expr} > ${b}`;
    case 'gte':
      return sql`${expr} >= ${b}`;
    case 'lt':
      return sql`${expr} < ${b}`;
    case 'lte':
      return sql`${expr} <= ${b}`;
  }
}

type CheckedFilter = { col: ListColumn; op: FilterOp; values: Scalar[]; value2?: Scalar };

function checkFilter(def: ListDefinition, f: TableFilter, at: string, problems: Problems): CheckedFilter | null {
  const col = def.columns.find((c) => c.field === f.field);
  const add = (key: string, msg: string) => (problems[key] ??= []).push(msg);
  if (!col || col.filterable === false) {
    add(`${at}.field`, `Unknown filter field "${f.field}"`);
    return null;
  }
  const op = f.opt as FilterOp;
  if (!opsFor(col).includes(op)) {
    add(`${at}.opt`, `Unknown operator "${f.opt}" for ${col.label} (allowed: ${opsFor(col).join(', ')})`);
    return null;
  }
  if (op === 'empty' || op === 'notEmpty') return { col, op, values: [] };

  const one = (raw: unknown, key: string): Scalar | undefined => {
    if (raw === null || raw === undefined || raw === '' || Array.isArray(raw)) {
      add(key, `${col.label}: a value is needed for "${OP_LABELS[op]}"`);
      return undefined;
    }
    const c = coerce(col, raw as Scalar);
    if ('error' in c) {
      add(key, `${col.label}: ${c.error}`);
      return undefined;
    }
    return c.value;
  };

  if (op === 'in') {
    const list = Array.isArray(f.value1) ? f.value1 : f.value1 == null || f.value1 === '' ? [] : [f.value1];
    if (list.length === 0) {
      add(`${at}.value1`, `${col.label}: choose at least one value`);
      return null;
    }
    const values: Scalar[] = [];
    for (const raw of list) {
      const c = coerce(col, raw);
      if ('error' in c) add(`${at}.value1`, `${col.label}: ${c.error}`);
      else values.push(c.value);
    }
    return values.length === list.length ? { col, op, values } : null;
  }

  if (op === 'between') {
    // Either end may be open (a date range with only "from"); both missing is a mistake.
    const has1 = f.value1 !== null && f.value1 !== undefined && f.value1 !== '';
    const has2 = f.value2 !== null && f.value2 !== undefined && f.value2 !== '';
    if (!has1 && !has2) {
      add(`${at}.value1`, `${col.label}: give at least one end of the range`);
      return null;
    }
    const a = has1 ? one(f.value1, `${at}.value1`) : undefined;
    const b = has2 ? one(f.value2, `${at}.value2`) : undefined;
    if ((has1 && a === undefined) || (has2 && b === undefined)) return null;
    return { col, op, values: a === undefined ? [] : [a], value2: b };
  }

  const v = one(f.value1, `${at}.value1`);
  return v === undefined ? null : { col, op, values: [v] };
}

/** Equality tests, whose selectivity does not swing with the value the way a range's does. */
function byEquality(f: CheckedFilter): boolean {
  if (f.col.type === 'date' && f.col.timestamp) return false; // a day on a timestamp is a range
  return f.op === 'equals' || f.op === 'notEquals' || f.op === 'in' || f.op === 'empty' || f.op === 'notEmpty';
}

/** The SQL for one checked filter, against the column or (for counts) a rollup's copy of it. */
function predicate(def: ListDefinition, f: CheckedFilter, rollupExpr?: SQL): SQL {
  const { col, op, values } = f;
  const expr = frozen(rollupExpr ?? col.expr);
  const isText = col.type === 'text' || col.type === 'enum';
  switch (op) {
    case 'empty':
      return isText ? sql`(${expr} is null or ${expr} = '')` : sql`${expr} is null`;
    case 'notEmpty':
      return isText ? sql`(${expr} is not null and ${expr} <> '')` : sql`${expr} is not null`;
    case 'equals':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return compare(col, expr, op, values[0]);
    case 'notEquals':
      if (col.type === 'date' && col.timestamp) return sql`not coalesce(${compare(col, expr, 'equals', values[0])}, false)`;
      return sql`${expr} is distinct from ${bind(col, values[0])}`;
    case 'in':
      if (col.type === 'number' || col.type === 'amount') {
        const ok = values.map((v) => (col.decimal ? v : integral('equals', v as number))).filter((v): v is Scalar => v !== null);
        return ok.length ? sql`${expr} in (${sql.join(ok.map((v) => bind(col, v)), sql`, `)})` : sql`false`;
      }
      return sql`${expr} in (${sql.join(values.map((v) => bind(col, v)), sql`, `)})`;
    case 'between': {
      const parts: SQL[] = [];
      if (values.length) parts.push(compare(col, expr, 'gte', values[0]));
      if (f.value2 !== undefined) parts.push(compare(col, expr, 'lte', f.value2));
      return sql.join(parts, sql` and `);
    }
    case 'contains':
    case 'startsWith': {
      const v = String(values[0]);
      const pattern = op === 'contains' ? `%${likeEscape(v)}%` : `${likeEscape(v)}%`;
      const own = sql`${expr} ilike ${pattern}`;
      // The search expression holds this column and has a trigram index: matching it first lets the
      // index find the candidates, and the column's own test keeps the answer exact.
      if (def.search && col.searchable && v.length >= 3 && !rollupExpr) {
        return sql`(${frozen(def.search)} like lower(${`%${likeEscape(indexFragment(v))}%`}) and ${own})`;
      }
      return own;
    }
  }
}

/**
 * What the trigram index is asked to find for a word. A trigram index intersects the posting list of
 * every trigram in the pattern, and numbers share their leading digits (every ack number starts 881,
 * mobiles 6–9): a full 15-digit ack number costs four times what its last six digits cost, and those
 * six are as selective. So a word ending in six or more digits is looked up by its last six.
 */
export function indexFragment(word: string): string {
  return word.length > 6 && /\d{6}$/.test(word) ? word.slice(-6) : word;
}

function searchCondition(def: ListDefinition, search: string): SQL | null {
  const words = search.trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  if (!words.length) return null;
  const searchable = def.columns.filter((c) => c.searchable);
  const parts = words.map((w) => {
    const exact = def.exactWords?.find((e) => e.pattern.test(w));
    if (exact) return sql`${frozen(exact.expr)} = ${exact.normalise ? exact.normalise(w) : w}`;
    const pattern = `%${likeEscape(w)}%`;
    if (def.search) {
      const fragment = indexFragment(w);
      if (fragment === w) return sql`${frozen(def.search)} like lower(${pattern})`;
      // The index looks for the fragment; the whole word is checked on those few rows only ("|| ''"
      // keeps the planner from handing this second pattern to the index as well).
      return sql`(${frozen(def.search)} like lower(${`%${likeEscape(fragment)}%`}) and (${frozen(def.search)} || '') like lower(${pattern}))`;
    }
    return sql`(${sql.join(
      searchable.map((c) => sql`${c.expr}::text ilike ${pattern}`),
      sql` or `,
    )})`;
  });
  return sql.join(parts, sql` and `);
}

function fail(problems: Problems): never {
  const [first] = Object.entries(problems);
  throw new AppError(400, first[1][0], problems);
}

/** Checks the sort columns; answers the ORDER BY with the key as the last tie-break. */
function orderFor(def: ListDefinition, sorts: readonly TableSort[], problems: Problems): SQL {
  const chosen = sorts.length ? sorts : def.defaultSort;
  const seen = new Set<string>();
  const parts: SQL[] = [];
  let lastDir: 'asc' | 'desc' = 'asc';
  for (const [i, s] of chosen.entries()) {
    const col = def.columns.find((c) => c.field === s.column);
    if (!col || !col.sortable) {
      (problems[`sorts.${i}.column`] ??= []).push(`Unknown sort column "${s.column}"`);
      continue;
    }
    if (seen.has(col.field)) continue;
    seen.add(col.field);
    parts.push(s.dir === 'desc' ? sql`${frozen(col.expr)} desc` : sql`${frozen(col.expr)} asc`);
    lastDir = s.dir;
  }
  // The key in the same direction as the last sort lets one index (col, id) serve the whole ORDER BY.
  parts.push(lastDir === 'desc' ? sql`${frozen(def.key)} desc` : sql`${frozen(def.key)} asc`);
  return sql.join(parts, sql`, `);
}

export type PlanOptions = { paged?: boolean; extraFilters?: readonly TableFilter[] };

/**
 * Checks a request against a definition and builds its SQL. `extraFilters` are the list's own fixed
 * filters (what a service makes of additionFilter), checked like the user's.
 */
export function planList(def: ListDefinition, req: ParsedTableRequest, scope: RowScope, opts: PlanOptions = {}): ListPlan {
  const problems: Problems = {};
  const paged = opts.paged !== false;
  if (paged && !(PAGE_SIZES as readonly number[]).includes(req.length)) {
    problems.length = [`Page size must be one of ${PAGE_SIZES.join(', ')}`];
  }
  const checked: CheckedFilter[] = [];
  req.filters.forEach((f, i) => {
    const c = checkFilter(def, f, `filters.${i}`, problems);
    if (c) checked.push(c);
  });
  (opts.extraFilters ?? []).forEach((f, i) => {
    const c = checkFilter(def, f, `additionFilter.${i}`, problems);
    if (c) checked.push(c);
  });
  const orderBy = orderFor(def, req.sorts, problems);
  const words = req.search.trim().split(/\s+/).filter(Boolean);
  if (words.length && !words.some((w) => w.length >= SEARCH_MIN_CHARS)) {
    problems.search = [`Type at least ${SEARCH_MIN_CHARS} characters to search`];
  }
  if (Object.keys(problems).length) fail(problems);

  const scoped: CheckedFilter[] = [];
  if (scope !== 'all' && 'filters' in scope) {
    scope.filters.forEach((f, i) => {
      const c = checkFilter(def, f, `scope.${i}`, problems);
      if (!c) throw new Error(`List ${def.name}: bad scope filter ${JSON.stringify(f)}`);
      scoped.push(c);
    });
  }
  const conditions: SQL[] = [];
  if (scope !== 'all') conditions.push('where' in scope ? sql`(${scope.where})` : sql.join(scoped.map((f) => predicate(def, f)), sql` and `));
  for (const f of checked) conditions.push(predicate(def, f));
  const search = searchCondition(def, req.search);
  if (search) conditions.push(search);
  const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
  const narrowed = checked.length > 0 || search !== null;

  const scopeWhere = scope === 'all' ? sql`true` : 'where' in scope ? scope.where : sql.join(scoped.map((f) => predicate(def, f)), sql` and `);
  const rollupFor = (fields: string[]) => (scope === 'all' || 'filters' in scope ? def.rollups?.find((r) => fields.every((f) => r.columns[f])) : undefined);
  const rollupSum = (r: Rollup, fs: CheckedFilter[]) => {
    const preds = fs.map((f) => predicate(def, f, r.columns[f.col.field]));
    return sql`(select coalesce(sum(${frozen(r.count)}), 0) from ${frozen(r.from)} where ${preds.length ? sql.join(preds, sql` and `) : sql`true`})`;
  };
  const all = rollupFor(scoped.map((f) => f.col.field));
  const total = all ? rollupSum(all, scoped) : sql`(select count(*) from ${frozen(def.from)} where ${scopeWhere})`;

  let filtered = sql`(select count(*) from ${frozen(def.from)} where ${where})`;
  const rollup = search ? undefined : rollupFor([...scoped, ...checked].map((f) => f.col.field));
  if (rollup) filtered = rollupSum(rollup, [...scoped, ...checked]);
  const fuzzy = search !== null || checked.some((f) => f.op === 'contains' || f.op === 'startsWith');
  const reusable = !fuzzy && [...scoped, ...checked].every(byEquality);
  return { def, where, orderBy, total, filtered, narrowed, countScans: narrowed && !rollup, totalScans: !all, fuzzy, reusable, length: req.length, start: req.start };
}

/**
 * A statement as one run of text between its values. drizzle renders a statement by testing every chunk
 * against a dozen entity classes (≈ 0.6 µs a chunk, ≈ 50 µs for a list statement of ~85 chunks, on
 * every request); list statements are text, nested SQL and plain values, joined here in one pass.
 * Anything else (a column, a table, a value with an encoder from a scope written with drizzle's
 * operators, an identifier, a list) stays a chunk of its own for drizzle, so the text and the
 * parameters drizzle makes of the result are exactly those of the statement.
 */
export function flatten(statement: SQL): SQL {
  // Values inlined into the text (sql`…`.inlineParams()) are drizzle's to render: such SQL is left whole.
  const inlined = (s: SQL) => (s as unknown as { shouldInlineParams?: boolean }).shouldInlineParams === true;
  if (inlined(statement)) return statement;
  const chunks: unknown[] = [];
  let text = '';
  const walk = (s: SQL) => {
    for (const c of s.queryChunks) {
      if (c instanceof StringChunk) text += c.value.join('');
      else if (c instanceof SQL && !inlined(c)) walk(c);
      else if (c !== undefined) {
        if (text) chunks.push(new StringChunk(text));
        text = '';
        chunks.push(c);
      }
    }
  };
  walk(statement);
  if (text) chunks.push(new StringChunk(text));
  return new SQL(chunks as SQL['queryChunks']);
}

/**
 * Names given to reusable list statements, by their text. PostgreSQL then parses each once per
 * connection and keeps it; it still plans each execution for its values unless a generic plan is as
 * cheap, which it decides per statement. Capped so that requests of unusual shapes (long "in" lists,
 * many filters) cannot make every connection hold an ever-growing set of statements: those run unnamed.
 */
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 200;

/** Runs a list statement; a reusable one on PostgreSQL as a named (prepared) statement. */
async function run(database: Database, statement: SQL | Query, reusable = false): Promise<unknown> {
  const query = statement instanceof SQL ? dialect.sqlToQuery(flatten(statement)) : statement;
  let name: string | undefined;
  if (reusable && database.kind === 'postgres') {
    name = statementNames.get(query.sql);
    if (!name && statementNames.size < MAX_NAMED_STATEMENTS) statementNames.set(query.sql, (name = `list_${statementNames.size + 1}`));
  }
  return database.db._.session.prepareQuery(query, undefined, name, false).execute();
}

/**
 * Checked plans and their rendered page statements, by the request that made them. Planning and rendering
 * are a pure function of the definition, the request and the scope, and cost more than the rest of the
 * server's work on a page; operators' lists repeat the same few requests all day. A scope written as SQL
 * (not as the list's own filters) cannot be keyed and is planned every time. Bounded per list.
 */
const plans = new WeakMap<ListDefinition, Map<string, ListPlan>>();
const renderedPages = new WeakMap<ListPlan, Partial<Record<PageForm, Query>>>();
const MAX_PLANS = 500;

function planKey(req: ParsedTableRequest, scope: RowScope, opts: PlanOptions): string | null {
  if (scope !== 'all' && 'where' in scope) return null;
  return JSON.stringify([scope === 'all' ? 0 : scope.filters, req.filters, req.search, req.sorts, req.length, req.start, opts.paged ?? true, opts.extraFilters ?? []]);
}

function plannedList(def: ListDefinition, req: ParsedTableRequest, scope: RowScope, opts: PlanOptions): ListPlan {
  const key = planKey(req, scope, opts);
  if (key === null) return planList(def, req, scope, opts);
  let known = plans.get(def);
  const hit = known?.get(key);
  if (hit) return hit;
  const plan = planList(def, req, scope, opts);
  if (!known) plans.set(def, (known = new Map()));
  if (known.size >= MAX_PLANS) known.delete(known.keys().next().value!);
  known.set(key, plan);
  return plan;
}

/** Rows from either driver's result. */
export function rowsOf<T>(res: unknown): T[] {
  return (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];
}

const allOutputs = new WeakMap<ListDefinition, SQL>();

function outputs(def: ListDefinition, columns?: readonly ListColumn[]): SQL {
  const build = (cols: readonly ListColumn[]) =>
    sql.join(
      cols.map((c) => sql`${frozen(c.output ?? c.expr)} as ${sql.identifier(c.field)}`),
      sql`, `,
    );
  if (columns) return build(columns);
  let all = allOutputs.get(def);
  if (!all) allOutputs.set(def, (all = frozen(build(def.columns))));
  return all;
}

/** Splits the single-row head (counts) from the page rows of a list statement. */
function answer<T>(rows: Record<string, unknown>[], filteredKey: string): TableResponse<T> {
  const head = rows[0] ?? { total: 0, [filteredKey]: 0 };
  const data = rows
    .filter((r) => r.__ord !== null && r.__ord !== undefined)
    .map((r) => {
      const { total: _t, [filteredKey]: _f, __ord: _o, ...row } = r;
      return row as T;
    });
  return { data, totalRecords: Number(head.total), filterRecords: Number(head[filteredKey]) };
}

/** The page's rows from an ordered array of keys, joined back in order. */
function pageRows(def: ListDefinition, keys: SQL): SQL {
  return sql`select k.ord as "__ord", ${outputs(def)}
      from unnest(${keys}) with ordinality as k(key, ord)
      join ${frozen(def.pageFrom ?? def.from)} on ${frozen(def.key)} = k.key`;
}

const jsonPairs = new WeakMap<ListDefinition, SQL>();

/**
 * The same page as one JSON array, built by PostgreSQL: the server sends it on as text instead of
 * parsing every field of every row into objects and serialising them again (a sixth of its work on a
 * page). Field names are the definitions' own identifiers, written into the text.
 */
function pageJson(def: ListDefinition, keys: SQL): SQL {
  let pairs = jsonPairs.get(def);
  if (!pairs) {
    pairs = frozen(sql.join(def.columns.map((c) => sql`${sql.raw(`'${c.field.replace(/'/g, "''")}'`)}, ${frozen(c.output ?? c.expr)}`), sql`, `));
    jsonPairs.set(def, pairs);
  }
  return sql`(select coalesce(json_agg(json_build_object(${pairs}) order by k.ord), '[]'::json)::text
      from unnest(${keys}) with ordinality as k(key, ord)
      join ${frozen(def.pageFrom ?? def.from)} on ${frozen(def.key)} = k.key)`;
}

/** How a statement hands back its page: as rows (one per record, counts on each), or as JSON text. */
export type PageForm = 'rows' | 'json';

/**
 * One page and both counts in a single statement. The page is found as keys first (an index-only scan
 * even at a deep offset), then only those rows are read; the counts ride along in the same round trip.
 */
/** Counts already known (decision 0041): they replace the counting subqueries. */
export type KnownCounts = { total?: number; filtered?: number };

export function denseStatement(plan: ListPlan, known: KnownCounts = {}, form: PageForm = 'rows'): SQL {
  const { def } = plan;
  // The page size (one of PAGE_SIZES) and a first page's offset are written into the text: with them as
  // parameters PostgreSQL costs a generic plan for "some" limit and offset and so never reuses one, and
  // planning is most of what a first page costs it (0.32 → 0.12 ms with a reused plan). Any other
  // offset stays a parameter, so paging does not make a statement per page.
  const literal = (n: number) => (Number.isSafeInteger(n) && n >= 0 ? sql.raw(String(n)) : sql`${n}`);
  const offset = plan.start === 0 ? literal(0) : sql`${plan.start}`;
  const keys = sql`array(select ${frozen(def.key)} from ${frozen(def.from)} where ${plan.where} order by ${plan.orderBy} limit ${literal(plan.length)} offset ${offset})`;
  // offset 0 keeps the total a single subquery: without it the planner would inline (and run) it twice.
  const counts = sql`(select t0.total, ${known.filtered !== undefined ? sql`${known.filtered}::bigint` : plan.narrowed ? sql`${plan.filtered}::bigint` : sql`t0.total`} as filtered
          from (select ${known.total !== undefined ? sql`${known.total}` : plan.total}::bigint as total offset 0) t0) c`;
  if (form === 'json') return sql`select c.total, c.filtered, ${pageJson(def, keys)} as page from ${counts}`;
  return sql`
    select c.total, c.filtered, p.*
    from ${counts}
    left join lateral (${pageRows(def, keys)}) p on true
    order by p."__ord"`;
}

/** A page as the statements hand it back: rows, or the rows' JSON text; with both counts. */
type Answer<T> = { totalRecords: number; filterRecords: number; data?: T[]; json?: string };

function answerIn<T>(form: PageForm, rows: Record<string, unknown>[], filteredKey: string): Answer<T> {
  if (form === 'rows') return answer<T>(rows, filteredKey);
  const head = rows[0];
  return { totalRecords: Number(head.total), filterRecords: Number(head[filteredKey]), json: String(head.page) };
}

async function densePage<T>(database: Database, plan: ListPlan, known: KnownCounts, form: PageForm): Promise<Answer<T>> {
  const plain = known.total === undefined && known.filtered === undefined;
  const rendered = renderedPages.get(plan);
  let query = plain ? rendered?.[form] : undefined;
  if (!query) {
    query = dialect.sqlToQuery(flatten(denseStatement(plan, known, form)));
    if (plain) renderedPages.set(plan, { ...rendered, [form]: query });
  }
  return answerIn<T>(form, rowsOf<Record<string, unknown>>(await run(database, query, plan.reusable)), 'filtered');
}

/**
 * For a search or contains filter: at most SPARSE_LIMIT + 1 matching keys are collected with no order
 * (the planner takes the trigram index), and if that is all of them they are the count and, sorted, the
 * page. null when more rows match: the dense path then walks the sort index, which finds ten quickly.
 */
export function sparseStatement(plan: ListPlan, knownTotal?: number, form: PageForm = 'rows'): SQL {
  const { def } = plan;
  const ctes = sql`
    with m as materialized (select array(select ${frozen(def.key)} from ${frozen(def.from)} where ${plan.where} limit ${SPARSE_LIMIT + 1}) as keys),
    c as (select (${knownTotal !== undefined ? sql`${knownTotal}` : plan.total})::bigint as total, cardinality(m.keys) as matched,
                 case when cardinality(m.keys) <= ${SPARSE_LIMIT}
                      then array(select ${frozen(def.key)} from ${frozen(def.from)} where ${frozen(def.key)} = any(m.keys) order by ${plan.orderBy} limit ${plan.length} offset ${plan.start})
                 end as page
          from m)`;
  if (form === 'json') return sql`${ctes} select c.total, c.matched, ${pageJson(def, sql`c.page`)} as page from c`;
  return sql`${ctes}
    select c.total, c.matched, p.*
    from c left join lateral (${pageRows(def, sql`c.page`)}) p on true
    order by p."__ord"`;
}

async function sparsePage<T>(database: Database, plan: ListPlan, knownTotal: number | undefined, form: PageForm): Promise<Answer<T> | null> {
  const rows = rowsOf<Record<string, unknown>>(await run(database, sparseStatement(plan, knownTotal, form)));
  if (Number(rows[0]?.matched ?? 0) > SPARSE_LIMIT) return null;
  return answerIn<T>(form, rows, 'matched');
}

export async function runList<T = Record<string, unknown>>(database: Database, plan: ListPlan): Promise<TableResponse<T>> {
  const a = await answerPlan<T>(database, plan, 'rows');
  return { data: a.data!, totalRecords: a.totalRecords, filterRecords: a.filterRecords };
}

/** The page as the JSON text of a TableResponse, ready to send (see pageJson). */
export async function runListJson(database: Database, plan: ListPlan): Promise<string> {
  const a = await answerPlan(database, plan, 'json');
  const json = `{"data":${a.json},"totalRecords":${a.totalRecords},"filterRecords":${a.filterRecords}}`;
  if (jsonPagesChecked) {
    const rows = await runList(database, plan);
    const sent: unknown = JSON.parse(json);
    if (!isDeepStrictEqual(sent, JSON.parse(JSON.stringify(rows)))) {
      throw new Error(`List ${plan.def.name}: the JSON page differs from its rows:\n${json}\n${JSON.stringify(rows)}`);
    }
  }
  return json;
}

let jsonPagesChecked = false;
/** Tests: every JSON page is also read as rows and must say exactly the same. */
export function checkJsonPagesAgainstRows(on: boolean): void {
  jsonPagesChecked = on;
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

const renderedCounts = new WeakMap<ListPlan, { total: string; filtered: string }>();

/** What identifies each count: its statement and values. */
function countKeys(plan: ListPlan): { total: string; filtered: string } {
  let keys = renderedCounts.get(plan);
  if (!keys) {
    const key = (s: SQL) => {
      const q = dialect.sqlToQuery(flatten(s));
      return `${q.sql}\u0000${JSON.stringify(q.params)}`;
    };
    renderedCounts.set(plan, (keys = { total: key(plan.total), filtered: key(plan.filtered) }));
  }
  return keys;
}

/** Checks and answers a list request in one go. */
export async function queryList<T = Record<string, unknown>>(database: Database, def: ListDefinition, req: ParsedTableRequest, scope: RowScope, opts: PlanOptions = {}): Promise<TableResponse<T>> {
  return runList<T>(database, plannedList(def, req, scope, opts));
}

/** queryList's answer as JSON text, for a route to send as it is. */
export async function queryListJson(database: Database, def: ListDefinition, req: ParsedTableRequest, scope: RowScope, opts: PlanOptions = {}): Promise<string> {
  return runListJson(database, plannedList(def, req, scope, opts));
}

/** The filtered count alone (rollup-aware), e.g. to refuse an export before reading anything. */
export async function countList(database: Database, plan: ListPlan): Promise<number> {
  const rows = rowsOf<{ n: string | number }>(await run(database, sql`select ${plan.narrowed ? plan.filtered : plan.total}::bigint as n`));
  return Number(rows[0].n);
}

/** The requested columns in the requested order; unknown names are a 400. */
export function pickColumns(def: ListDefinition, fields: readonly string[]): ListColumn[] {
  const problems: Problems = {};
  const cols: ListColumn[] = [];
  fields.forEach((f, i) => {
    const col = def.columns.find((c) => c.field === f);
    if (!col) (problems[`columns.${i}`] ??= []).push(`Unknown column "${f}"`);
    else if (!cols.includes(col)) cols.push(col);
  });
  if (Object.keys(problems).length) fail(problems);
  return cols;
}

const EXPORT_BATCH = 1000;

/**
 * Every selected row in list order, a batch at a time. The ordered keys are read first (one array,
 * a few MB at most), then rows are fetched by key, so no transaction or cursor is held open while the
 * client downloads and memory holds one batch.
 */
export async function* listBatches(database: Database, plan: ListPlan, columns: readonly ListColumn[], limit: number): AsyncGenerator<Record<string, unknown>[]> {
  const { def } = plan;
  const res = rowsOf<{ keys: (string | number)[] | null }>(
    await run(database, sql`select array(select ${frozen(def.key)}::text from ${frozen(def.from)} where ${plan.where} order by ${plan.orderBy} limit ${limit}) as keys`),
  );
  const keys = res[0]?.keys ?? [];
  for (let i = 0; i < keys.length; i += EXPORT_BATCH) {
    const chunk = keys.slice(i, i + EXPORT_BATCH).map(String);
    const rows = rowsOf<Record<string, unknown>>(
      await run(database, sql`select ${frozen(def.key)}::text as "__key", ${outputs(def, columns)} from ${frozen(def.pageFrom ?? def.from)} where ${frozen(def.key)} in (${sql.join(
        chunk.map((k) => sql`${k}::bigint`),
        sql`, `,
      )})`),
    );
    const byKey = new Map(rows.map((r) => [String(r.__key), r]));
    yield chunk.map((k) => byKey.get(k)).filter((r): r is Record<string, unknown> => r !== undefined);
  }
}

/** The filters of a plan's request in words, for the "filters applied" line of a PDF. */
export function describeFilters(def: ListDefinition, req: Pick<ParsedTableRequest, 'filters' | 'search'>, extra: readonly TableFilter[] = []): string[] {
  const fmt = (col: ListColumn | undefined, v: unknown): string => {
    if (v === null || v === undefined) return '';
    if (col?.type === 'enum') return col.options?.find((o) => o.value === String(v))?.label ?? String(v);
    if (col?.type === 'date' && typeof v === 'string' && isRealDate(v)) return formatDate(v);
    return String(v);
  };
  const lines = [...extra, ...req.filters].map((f) => {
    const col = def.columns.find((c) => c.field === f.field);
    const label = col?.label ?? f.field;
    const op = f.opt as FilterOp;
    if (op === 'empty' || op === 'notEmpty') return `${label} ${OP_LABELS[op]}`;
    if (op === 'between') {
      const a = fmt(col, f.value1);
      const b = fmt(col, f.value2);
      if (a && b) return `${label} from ${a} to ${b}`;
      return a ? `${label} from ${a}` : `${label} up to ${b}`;
    }
    const v = Array.isArray(f.value1) ? f.value1.map((x) => fmt(col, x)).join(', ') : fmt(col, f.value1);
    return `${label} ${OP_LABELS[op] ?? op} ${v}`;
  });
  if (req.search.trim()) lines.push(`Search "${req.search.trim()}"`);
  return lines;
}

