import { sql, type SQL } from 'drizzle-orm';
import type { CheckedFilter, Scalar } from './checks';
import type { ListColumn, ListDefinition } from './definitions';
import { frozen } from './sql';

/** The SQL conditions of checked filters and of a search: every value from the request is bound. */

const TZ = 'Asia/Kolkata';
const MAX_SEARCH_WORDS = 5;

/** LIKE treats %, _ and \ specially; user text must match literally. */
export function likeEscape(v: string): string {
  return v.replace(/[\\%_]/g, (c) => `\\${c}`);
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

/** The SQL for one checked filter, against the column or (for counts) a rollup's copy of it. */
export function predicate(def: ListDefinition, f: CheckedFilter, rollupExpr?: SQL): SQL {
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
      if (col.type === 'date' && col.timestamp)
        return sql`not coalesce(${compare(col, expr, 'equals', values[0])}, false)`;
      return sql`${expr} is distinct from ${bind(col, values[0])}`;
    case 'in':
      if (col.type === 'number' || col.type === 'amount') {
        const ok = values
          .map((v) => (col.decimal ? v : integral('equals', v as number)))
          .filter((v): v is Scalar => v !== null);
        return ok.length
          ? sql`${expr} in (${sql.join(
              ok.map((v) => bind(col, v)),
              sql`, `,
            )})`
          : sql`false`;
      }
      return sql`${expr} in (${sql.join(
        values.map((v) => bind(col, v)),
        sql`, `,
      )})`;
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

export function searchCondition(def: ListDefinition, search: string): SQL | null {
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
      return sql`(${frozen(def.search)} like lower(${`%${likeEscape(fragment)}%`})
        and (${frozen(def.search)} || '') like lower(${pattern}))`;
    }
    return sql`(${sql.join(
      searchable.map((c) => sql`${c.expr}::text ilike ${pattern}`),
      sql` or `,
    )})`;
  });
  return sql.join(parts, sql` and `);
}
