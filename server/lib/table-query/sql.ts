import { SQL, StringChunk, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { listCaches } from './caches';
import { cursorValues } from './cursor';
import type { ListColumn, ListDefinition } from './definitions';
import type { ListPlan } from './plan';

/**
 * Requests whose filters cannot walk an index in list order (a search, "contains", "starts with") are
 * first tried as a small set: when at most this many rows match, they are found through the trigram
 * index, counted and sorted as a set. Walking the sort index instead would read rows until ten match,
 * which for a rare term means most of the table.
 */
export const SPARSE_LIMIT = 2000;

export const dialect = new PgDialect();

/**
 * A definition's fixed fragments (columns, FROM, key) rendered to text once: drizzle walks every chunk of
 * a statement on each request, and these are most of the chunks of every list statement.
 */
export function frozen(fragment: SQL): SQL {
  return listCaches.fragment(fragment, () => {
    const q = dialect.sqlToQuery(fragment);
    return q.params.length ? fragment : sql.raw(q.sql);
  });
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

/** The select list of the given columns, or (remembered) of all the definition's columns. */
export function outputs(def: ListDefinition, columns?: readonly ListColumn[]): SQL {
  const build = (cols: readonly ListColumn[]) =>
    sql.join(
      cols.map((c) => sql`${frozen(c.output ?? c.expr)} as ${sql.identifier(c.field)}`),
      sql`, `,
    );
  if (columns) return build(columns);
  return listCaches.outputs(def, () => frozen(build(def.columns)));
}

/** The page's rows from an ordered array of keys, joined back in order. */
function pageRows(def: ListDefinition, keys: SQL): SQL {
  return sql`select k.ord as "__ord", ${outputs(def)}
      from unnest(${keys}) with ordinality as k(key, ord)
      join ${frozen(def.pageFrom ?? def.from)} on ${frozen(def.key)} = k.key`;
}

/**
 * The same page as one JSON array, built by PostgreSQL: the server sends it on as text instead of
 * parsing every field of every row into objects and serialising them again (a sixth of its work on a
 * page). Field names are the definitions' own identifiers, written into the text.
 */
function pageJson(def: ListDefinition, keys: SQL): SQL {
  const pairs = listCaches.jsonPairs(def, () =>
    frozen(
      sql.join(
        def.columns.map((c) => sql`${sql.raw(`'${c.field.replace(/'/g, "''")}'`)}, ${frozen(c.output ?? c.expr)}`),
        sql`, `,
      ),
    ),
  );
  return sql`(select coalesce(json_agg(json_build_object(${pairs}) order by k.ord), '[]'::json)::text
      from unnest(${keys}) with ordinality as k(key, ord)
      join ${frozen(def.pageFrom ?? def.from)} on ${frozen(def.key)} = k.key)`;
}

/**
 * The order's values of the page's last row as a JSON array of text, when the page is full (a shorter page is
 * the last): what the next page's cursor records. Read by the key, so the statement reads one row more.
 */
function lastValues(plan: ListPlan, keys: SQL): SQL {
  const { def } = plan;
  return sql`case when cardinality(${keys}) = ${sql.raw(String(plan.length))} then
      (select json_build_array(${cursorValues(plan.order)})::text from ${frozen(def.from)}
        where ${frozen(def.key)} = (${keys})[${sql.raw(String(plan.length))}]) end`;
}

/** How a statement hands back its page: as rows (one per record, counts on each), or as JSON text. */
export type PageForm = 'rows' | 'json';

/** Counts already known (decision 0041): they replace the counting subqueries. */
export type KnownCounts = { total?: number; filtered?: number };

/**
 * One page and both counts in a single statement. The page is found as keys first (an index-only scan
 * even at a deep offset), then only those rows are read; the counts ride along in the same round trip.
 */
export function denseStatement(plan: ListPlan, known: KnownCounts = {}, form: PageForm = 'rows'): SQL {
  const { def } = plan;
  // The page size (one of PAGE_SIZES) and a first page's offset are written into the text: with them as
  // parameters PostgreSQL costs a generic plan for "some" limit and offset and so never reuses one, and
  // planning is most of what a first page costs it (0.32 → 0.12 ms with a reused plan). Any other
  // offset stays a parameter, so paging does not make a statement per page.
  const literal = (n: number) => (Number.isSafeInteger(n) && n >= 0 ? sql.raw(String(n)) : sql`${n}`);
  // After a cursor the page starts at its row: no rows are read to be skipped.
  const offset = plan.after || plan.start === 0 ? literal(0) : sql`${plan.start}`;
  const where = plan.after ? sql`${plan.where} and ${plan.after}` : plan.where;
  const keySet = sql`array(select ${frozen(def.key)} from ${frozen(def.from)} where ${where}
    order by ${plan.orderBy} limit ${literal(plan.length)} offset ${offset})`;
  // A name no list's own FROM uses (a list may call its packages `pk`).
  const keys = sql`list_page_keys.keys`;
  // offset 0 keeps the total a single subquery: without it the planner would inline (and run) it twice.
  const counts = sql`(select t0.total,
    ${known.filtered !== undefined ? sql`${known.filtered}::bigint` : plan.narrowed ? sql`${plan.filtered}::bigint` : sql`t0.total`}
      as filtered
          from (select ${known.total !== undefined ? sql`${known.total}` : plan.total}::bigint as total offset 0) t0) c`;
  // The keys once, in a lateral: the page and the last row's values both read them.
  const pageKeys = sql`cross join lateral (select ${keySet} as keys offset 0) list_page_keys`;
  if (form === 'json')
    return sql`select c.total, c.filtered, ${pageJson(def, keys)} as page, ${lastValues(plan, keys)} as "__last"
      from ${counts} ${pageKeys}`;
  return sql`
    select c.total, c.filtered, ${lastValues(plan, keys)} as "__last", p.*
    from ${counts} ${pageKeys}
    left join lateral (${pageRows(def, keys)}) p on true
    order by p."__ord"`;
}

/**
 * For a search or contains filter: at most SPARSE_LIMIT + 1 matching keys are collected with no order
 * (the planner takes the trigram index), and if that is all of them they are the count and, sorted, the
 * page. null when more rows match: the dense path then walks the sort index, which finds ten quickly.
 */
export function sparseStatement(plan: ListPlan, knownTotal?: number, form: PageForm = 'rows'): SQL {
  const { def } = plan;
  // Names no list's own aliases use (a list may call its table m or c).
  const ctes = sql`
    with sparse_keys as materialized (select array(select ${frozen(def.key)} from ${frozen(def.from)}
      where ${plan.where} limit ${SPARSE_LIMIT + 1}) as keys),
    sparse_page as (select (${knownTotal !== undefined ? sql`${knownTotal}` : plan.total})::bigint as total,
                 cardinality(sparse_keys.keys) as matched,
                 case when cardinality(sparse_keys.keys) <= ${SPARSE_LIMIT}
                      then array(select ${frozen(def.key)} from ${frozen(def.from)}
                        where ${frozen(def.key)} = any(sparse_keys.keys)${plan.after ? sql` and ${plan.after}` : sql``}
                        order by ${plan.orderBy} limit ${plan.length} offset ${plan.after ? 0 : plan.start})
                 end as page
          from sparse_keys)`;
  if (form === 'json')
    return sql`${ctes} select sparse_page.total, sparse_page.matched, ${pageJson(def, sql`sparse_page.page`)} as page,
      ${lastValues(plan, sql`sparse_page.page`)} as "__last" from sparse_page`;
  return sql`${ctes}
    select sparse_page.total, sparse_page.matched, ${lastValues(plan, sql`sparse_page.page`)} as "__last", sparse_row.*
    from sparse_page left join lateral (${pageRows(def, sql`sparse_page.page`)}) sparse_row on true
    order by sparse_row."__ord"`;
}
