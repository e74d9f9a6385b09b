import { sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZES, SEARCH_MIN_CHARS, type ParsedTableRequest, type TableFilter } from '../../../contract/table';
import { listCaches } from './caches';
import { byEquality, checkFilter, fail, orderFor, type CheckedFilter, type Problems } from './checks';
import { predicate, searchCondition } from './conditions';
import type { ListDefinition, Rollup, RowScope } from './definitions';
import { frozen } from './sql';
import { afterCondition, decodeCursor, orderKeys, type OrderKey } from './cursor';

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
  /** The order as columns, the key last, and its name in a cursor (cursor.ts). */
  order: OrderKey[];
  orderSig: string;
  /** The rows after a cursor (withCursor): the page starts there instead of at `start`. */
  after?: SQL;
};

export type PlanOptions = { paged?: boolean; extraFilters?: readonly TableFilter[] };

/**
 * Checks a request against a definition and builds its SQL. `extraFilters` are the list's own fixed
 * filters (what a service makes of additionFilter), checked like the user's.
 */
export function planList(
  def: ListDefinition,
  req: ParsedTableRequest,
  scope: RowScope,
  opts: PlanOptions = {},
): ListPlan {
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
  if (scope !== 'all')
    conditions.push(
      'where' in scope
        ? sql`(${scope.where})`
        : sql.join(
            scoped.map((f) => predicate(def, f)),
            sql` and `,
          ),
    );
  for (const f of checked) conditions.push(predicate(def, f));
  const search = searchCondition(def, req.search);
  if (search) conditions.push(search);
  const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
  const narrowed = checked.length > 0 || search !== null;

  const scopeWhere =
    scope === 'all'
      ? sql`true`
      : 'where' in scope
        ? scope.where
        : sql.join(
            scoped.map((f) => predicate(def, f)),
            sql` and `,
          );
  const rollupFor = (fields: string[]) =>
    scope === 'all' || 'filters' in scope ? def.rollups?.find((r) => fields.every((f) => r.columns[f])) : undefined;
  const rollupSum = (r: Rollup, fs: CheckedFilter[]) => {
    const preds = fs.map((f) => predicate(def, f, r.columns[f.col.field]));
    return sql`(select coalesce(sum(${frozen(r.count)}), 0) from ${frozen(r.from)}
      where ${preds.length ? sql.join(preds, sql` and `) : sql`true`})`;
  };
  const all = rollupFor(scoped.map((f) => f.col.field));
  const total = all ? rollupSum(all, scoped) : sql`(select count(*) from ${frozen(def.from)} where ${scopeWhere})`;

  let filtered = sql`(select count(*) from ${frozen(def.from)} where ${where})`;
  const rollup = search ? undefined : rollupFor([...scoped, ...checked].map((f) => f.col.field));
  if (rollup) filtered = rollupSum(rollup, [...scoped, ...checked]);
  const fuzzy = search !== null || checked.some((f) => f.op === 'contains' || f.op === 'startsWith');
  const reusable = !fuzzy && [...scoped, ...checked].every(byEquality);
  const { keys: order, sig: orderSig } = orderKeys(def, req.sorts);
  return {
    order,
    orderSig,
    def,
    where,
    orderBy,
    total,
    filtered,
    narrowed,
    countScans: narrowed && !rollup,
    totalScans: !all,
    fuzzy,
    reusable,
    length: req.length,
    start: req.start,
  };
}

/**
 * The plan of a request that gives a cursor: the same checked plan (remembered without it), its page taken
 * after the cursor's row. A cursor of another order, or one this server did not make, is a 400 on `after`.
 */
export function withCursor(plan: ListPlan, after: string | undefined): ListPlan {
  if (after === undefined) return plan;
  return { ...plan, after: afterCondition(plan.order, decodeCursor(after, plan.orderSig, plan.order.length)) };
}

/** What identifies a request's plan; null for a scope written as SQL, which cannot be keyed. */
function planKey(req: ParsedTableRequest, scope: RowScope, opts: PlanOptions): string | null {
  if (scope !== 'all' && 'where' in scope) return null;
  return JSON.stringify([
    scope === 'all' ? 0 : scope.filters,
    req.filters,
    req.search,
    req.sorts,
    req.length,
    req.start,
    opts.paged ?? true,
    opts.extraFilters ?? [],
  ]);
}

/** planList, remembered by request (see ListCaches.plan); a scope written as SQL is planned every time. */
export function plannedList(
  def: ListDefinition,
  req: ParsedTableRequest,
  scope: RowScope,
  opts: PlanOptions,
): ListPlan {
  const key = planKey(req, scope, opts);
  if (key === null) return planList(def, req, scope, opts);
  return listCaches.plan(def, key, () => planList(def, req, scope, opts));
}
