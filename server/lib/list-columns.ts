import { sql, type SQL } from 'drizzle-orm';
import type { ColumnDef } from '../../contract/table';
import type { ListColumn } from './table-query';

/** Joins a contract's column definitions with the SQL behind each; a column without SQL is a start-up error. */
export function withSql(
  name: string,
  defs: readonly ColumnDef[],
  sqlFor: Record<string, { expr: SQL; output?: SQL; timestamp?: boolean; weight?: number }>,
): ListColumn[] {
  return defs.map((c) => {
    const s = sqlFor[c.field];
    if (!s) throw new Error(`No SQL for column ${c.field} of list ${name}`);
    return { ...c, ...s };
  });
}

/** A timestamptz shown as its Indian date and time, filtered by calendar day in IST. */
export function istTimestamp(expr: SQL, weight = 14) {
  return {
    expr,
    output: sql`to_char(${expr} at time zone 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI')`,
    timestamp: true,
    weight,
  };
}
