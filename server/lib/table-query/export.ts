import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fail, type Problems } from './checks';
import type { ListColumn, ListDefinition } from './definitions';
import type { ListPlan } from './plan';
import { rowsOf, run } from './run';
import { frozen, outputs } from './sql';

const EXPORT_BATCH = 1000;

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

/**
 * Every selected row in list order, a batch at a time. The ordered keys are read first (one array,
 * a few MB at most), then rows are fetched by key, so no transaction or cursor is held open while the
 * client downloads and memory holds one batch.
 */
export async function* listBatches(
  database: Database,
  plan: ListPlan,
  columns: readonly ListColumn[],
  limit: number,
): AsyncGenerator<Record<string, unknown>[]> {
  const { def } = plan;
  const res = rowsOf<{ keys: (string | number)[] | null }>(
    await run(
      database,
      sql`select array(select ${frozen(def.key)}::text from ${frozen(def.from)} where ${plan.where}
        order by ${plan.orderBy} limit ${limit}) as keys`,
    ),
  );
  const keys = res[0]?.keys ?? [];
  for (let i = 0; i < keys.length; i += EXPORT_BATCH) {
    const chunk = keys.slice(i, i + EXPORT_BATCH).map(String);
    const rows = rowsOf<Record<string, unknown>>(
      await run(
        database,
        sql`select ${frozen(def.key)}::text as "__key", ${outputs(def, columns)}
          from ${frozen(def.pageFrom ?? def.from)} where ${frozen(def.key)} in (${sql.join(
            chunk.map((k) => sql`${k}::bigint`),
            sql`, `,
          )})`,
      ),
    );
    const byKey = new Map(rows.map((r) => [String(r.__key), r]));
    yield chunk.map((k) => byKey.get(k)).filter((r): r is Record<string, unknown> => r !== undefined);
  }
}
