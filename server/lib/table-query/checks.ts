import { sql, type SQL } from 'drizzle-orm';
import { OP_LABELS, opsFor, type FilterOp, type TableFilter, type TableSort } from '../../../contract/table';
import { AppError } from '../errors';
import type { ListColumn, ListDefinition } from './definitions';
import { frozen } from './sql';

/** Problems with a request, by the field they concern, as a 400 carries them. */
export type Problems = Record<string, string[]>;

export type Scalar = string | number;

/** A filter that passed its checks: its column, and values of the type the column compares with. */
export type CheckedFilter = { col: ListColumn; op: FilterOp; values: Scalar[]; value2?: Scalar };

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export function isRealDate(v: string): boolean {
  if (!DATE_RE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

export function fail(problems: Problems): never {
  const [first] = Object.entries(problems);
  throw new AppError(400, first[1][0], problems);
}

/** Turns one raw value into what the column compares with, or an error message. */
function coerce(col: ListColumn, raw: Scalar): { value: Scalar } | { error: string } {
  switch (col.type) {
    case 'text':
      return { value: String(raw) };
    case 'enum': {
      const v = String(raw);
      if (col.options && !col.options.some((o) => o.value === v))
        return { error: `"${v}" is not one of ${col.options.map((o) => o.value).join(', ')}` };
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
      // Amounts are rupees on the wire and integer paise in the database (docs/architecture.md#money).
      return { value: col.type === 'amount' ? Math.round(n * 100) : n };
    }
  }
}

/** Checks one filter against the definition; what is wrong goes into problems under `at`. */
export function checkFilter(def: ListDefinition, f: TableFilter, at: string, problems: Problems): CheckedFilter | null {
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
export function byEquality(f: CheckedFilter): boolean {
  if (f.col.type === 'date' && f.col.timestamp) return false; // a day on a timestamp is a range
  return f.op === 'equals' || f.op === 'notEquals' || f.op === 'in' || f.op === 'empty' || f.op === 'notEmpty';
}

/** Checks the sort columns; answers the ORDER BY with the key as the last tie-break. */
export function orderFor(def: ListDefinition, sorts: readonly TableSort[], problems: Problems): SQL {
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
