import type { TableFilter, TableRequest, TableSort } from '../../../contract/table';
// The zod-free part: a list's first visit need not load the request's schemas (issue 29).
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  SEARCH_MIN_CHARS,
  opsFor,
  type ColumnDef,
  type FilterOp,
} from '../../../contract/table-columns';

/** What the user has chosen in a table; page is zero-based (docs/product.md#session-and-screen-states), shown one-based. */
export type TableViewState = {
  page: number;
  size: number;
  sorts: TableSort[];
  filters: TableFilter[];
  search: string;
};

export type AdditionFilter = NonNullable<TableRequest['additionFilter']>;

/** The contract refuses more than five sorts; the oldest secondary sort gives way. */
export const MAX_SORTS = 5;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
// Filter values in the URL are `opt~value1[~value2]`; only range ops carry a second value, and range
// values (numbers, ISO dates) never contain '~', so text values may contain it freely.
const SEP = '~';

/**
 * URL parameter names. A prefix lets two tables share one page without fighting over `page`.
 */
export function paramNames(key?: string) {
  const p = key ? `${key}.` : '';
  return { page: `${p}page`, size: `${p}size`, sort: `${p}sort`, search: `${p}q`, filterPrefix: `${p}f.` };
}

export const emptyState = (): TableViewState => ({
  page: 0,
  size: DEFAULT_PAGE_SIZE,
  sorts: [],
  filters: [],
  search: '',
});

function isNumeric(type: ColumnDef['type']): boolean {
  return type === 'number' || type === 'amount';
}

/** Coerces one filter value to what the column's type expects, or undefined when it is not one. */
function coerce(def: ColumnDef, raw: string): string | number | undefined {
  if (isNumeric(def.type)) {
    if (raw.trim() === '') return undefined;
    const n = Number(raw);
    return Number.isFinite(n) ? n : undefined;
  }
  if (def.type === 'date') return DATE_RE.test(raw) ? raw : undefined;
  return raw;
}

const NO_VALUE_OPS: readonly FilterOp[] = ['empty', 'notEmpty'];

function parseFilter(def: ColumnDef, raw: string): TableFilter | null {
  const cut = raw.indexOf(SEP);
  const opt = (cut < 0 ? raw : raw.slice(0, cut)) as FilterOp;
  if (!opsFor(def).includes(opt)) return null;
  if (NO_VALUE_OPS.includes(opt)) return { field: def.field, opt };
  if (cut < 0) return null;
  const rest = raw.slice(cut + 1);
  if (opt === 'between') {
    const [a, b] = rest.split(SEP);
    const value1 = coerce(def, a ?? '');
    const value2 = coerce(def, b ?? '');
    // The contract allows an open end; a range with neither end is no filter.
    if (value1 === undefined && value2 === undefined) return null;
    return { field: def.field, opt, value1: value1 ?? null, value2: value2 ?? null };
  }
  if (opt === 'in') {
    const values = rest
      .split(SEP)
      .map((v) => coerce(def, v))
      .filter((v): v is string | number => v !== undefined);
    return values.length ? { field: def.field, opt, value1: values } : null;
  }
  const value1 = coerce(def, rest);
  if (value1 === undefined || value1 === '') return null;
  return { field: def.field, opt, value1 };
}

function formatFilter(f: TableFilter): string {
  if (f.value1 === undefined || f.value1 === null) return f.opt;
  const v1 = Array.isArray(f.value1) ? f.value1.join(SEP) : String(f.value1);
  return f.opt === 'between' ? [f.opt, v1, String(f.value2 ?? '')].join(SEP) : [f.opt, v1].join(SEP);
}

/**
 * Reads a table's state from the URL, dropping whatever the columns do not allow, so a hand-edited
 * or stale link yields a valid request rather than a 400.
 */
export function readTableState(params: URLSearchParams, columns: readonly ColumnDef[], key?: string): TableViewState {
  const names = paramNames(key);
  const byField = new Map(columns.map((c) => [c.field, c]));
  const state = emptyState();

  const page = Number(params.get(names.page));
  if (Number.isInteger(page) && page >= 1) state.page = page - 1;

  const size = Number(params.get(names.size));
  if ((PAGE_SIZES as readonly number[]).includes(size)) state.size = size;

  for (const part of (params.get(names.sort) ?? '').split(',')) {
    if (!part) continue;
    const desc = part.startsWith('-');
    const column = desc ? part.slice(1) : part;
    if (!byField.get(column)?.sortable || state.sorts.some((s) => s.column === column)) continue;
    if (state.sorts.length < MAX_SORTS) state.sorts.push({ column, dir: desc ? 'desc' : 'asc' });
  }

  for (const [name, value] of params) {
    if (!name.startsWith(names.filterPrefix)) continue;
    const def = byField.get(name.slice(names.filterPrefix.length));
    if (!def?.filterable) continue;
    const filter = parseFilter(def, value);
    if (filter && !state.filters.some((f) => f.field === filter.field)) state.filters.push(filter);
  }

  state.search = (params.get(names.search) ?? '').slice(0, 100);
  return state;
}

/** Writes a table's state into a copy of the URL params, leaving defaults out and other params alone. */
export function writeTableState(params: URLSearchParams, state: TableViewState, key?: string): URLSearchParams {
  const names = paramNames(key);
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));

  set(names.page, state.page > 0 ? String(state.page + 1) : null);
  set(names.size, state.size !== DEFAULT_PAGE_SIZE ? String(state.size) : null);
  set(names.sort, state.sorts.map((s) => (s.dir === 'desc' ? '-' : '') + s.column).join(',') || null);
  set(names.search, state.search || null);
  for (const name of [...next.keys()]) if (name.startsWith(names.filterPrefix)) next.delete(name);
  for (const f of state.filters) next.set(names.filterPrefix + f.field, formatFilter(f));
  return next;
}

/** Drops the page param, for callers whose own filters (additionFilter) just changed. */
export function withFirstPage(params: URLSearchParams, key?: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(paramNames(key).page);
  return next;
}

/**
 * Header click: a plain click makes this column the only sort (asc → desc → off); a shift-click adds
 * it to, or cycles it within, the existing sorts.
 */
export function nextSorts(sorts: readonly TableSort[], column: string, multi: boolean): TableSort[] {
  const current = sorts.find((s) => s.column === column);
  if (!multi) {
    if (!current || sorts.length > 1) return [{ column, dir: 'asc' }];
    return current.dir === 'asc' ? [{ column, dir: 'desc' }] : [];
  }
  if (!current) return [...sorts, { column, dir: 'asc' as const }].slice(-MAX_SORTS);
  if (current.dir === 'asc') return sorts.map((s) => (s.column === column ? { column, dir: 'desc' as const } : s));
  return sorts.filter((s) => s.column !== column);
}

/** Replaces (or with null removes) the filter of one field. */
export function withFilter(filters: readonly TableFilter[], field: string, filter: TableFilter | null): TableFilter[] {
  const rest = filters.filter((f) => f.field !== field);
  return filter ? [...rest, filter] : rest;
}

/**
 * A from/to pair as one filter: both ends → between, one end → gte or lte, neither → none. A column
 * that narrows its operators and lacks gte/lte gets an open-ended between, which the contract allows.
 */
export function rangeFilter(
  def: Pick<ColumnDef, 'field' | 'type' | 'ops'>,
  from: string | number | null | undefined,
  to: string | number | null | undefined,
): TableFilter | null {
  const { field } = def;
  const ops = opsFor(def);
  const has = (v: unknown) => v !== null && v !== undefined && v !== '';
  if (!has(from) && !has(to)) return null;
  if (has(from) && has(to)) return { field, opt: 'between', value1: from, value2: to };
  if (has(from) && ops.includes('gte')) return { field, opt: 'gte', value1: from };
  if (has(to) && ops.includes('lte')) return { field, opt: 'lte', value1: to };
  return { field, opt: 'between', value1: has(from) ? from : null, value2: has(to) ? to : null };
}

/** The operator a single typed value filters with: the first of `preferred` the column allows. */
export function singleOp(def: Pick<ColumnDef, 'type' | 'ops'>, preferred: readonly FilterOp[]): FilterOp | null {
  const ops = opsFor(def);
  return preferred.find((op) => ops.includes(op)) ?? null;
}

/** The from/to a range widget shows for a filter, whichever range op it was written with. */
export function rangeOf(filter: TableFilter | undefined): [string | number | null, string | number | null] {
  if (!filter || Array.isArray(filter.value1)) return [null, null];
  const v1 = filter.value1 ?? null;
  switch (filter.opt) {
    case 'between':
      return [v1, filter.value2 ?? null];
    case 'gte':
    case 'gt':
    case 'equals':
      return [v1, filter.opt === 'equals' ? v1 : null];
    case 'lte':
    case 'lt':
      return [null, v1];
    default:
      return [null, null];
  }
}

/** The server searches by words of at least SEARCH_MIN_CHARS; shorter input is not sent (the box says so). */
export function searchReady(search: string): boolean {
  return search
    .trim()
    .split(/\s+/)
    .some((w) => w.length >= SEARCH_MIN_CHARS);
}

export function toTableRequest(state: TableViewState, additionFilter?: AdditionFilter): TableRequest {
  return {
    filters: state.filters,
    search: searchReady(state.search) ? state.search : '',
    length: state.size,
    start: state.page * state.size,
    sorts: state.sorts,
    ...(additionFilter ? { additionFilter } : {}),
  };
}
