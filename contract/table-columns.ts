/*
 * The lists' page sizes, filter operators, columns and export formats (docs/product.md#lists), without zod: every
 * list screen reads them, and a list's first visit need not load the schemas (issue 29). contract/table.ts holds the
 * table request's schemas and exports all of this too.
 */

/**
 * docs/product.md#lists and docs/product.md#formats-and-constants: the page sizes a list offers; anything else is
 * refused by the server.
 */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/**
 * A global search needs at least one word this long: shorter words have no trigram, so nothing indexed
 * could find them and the server would read the whole table. Shorter words beside a long one are kept.
 */
export const SEARCH_MIN_CHARS = 3;

export const COLUMN_TYPES = ['text', 'number', 'date', 'enum', 'amount'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export const FILTER_OPS = [
  'equals',
  'notEquals',
  'contains',
  'startsWith',
  'between',
  'gt',
  'gte',
  'lt',
  'lte',
  'in',
  'empty',
  'notEmpty',
] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

/** Words for each operator, for header filter menus and the "filters applied" line of a PDF export. */
export const OP_LABELS: Record<FilterOp, string> = {
  equals: 'equals',
  notEquals: 'is not',
  contains: 'contains',
  startsWith: 'starts with',
  between: 'between',
  gt: 'greater than',
  gte: 'at least',
  lt: 'less than',
  lte: 'at most',
  in: 'is one of',
  empty: 'is empty',
  notEmpty: 'is not empty',
};

/** Which operators make sense for each column type. */
export const OPS_BY_TYPE: Record<ColumnType, readonly FilterOp[]> = {
  text: ['equals', 'notEquals', 'contains', 'startsWith', 'in', 'empty', 'notEmpty'],
  number: ['equals', 'notEquals', 'between', 'gt', 'gte', 'lt', 'lte', 'in', 'empty', 'notEmpty'],
  amount: ['equals', 'notEquals', 'between', 'gt', 'gte', 'lt', 'lte', 'empty', 'notEmpty'],
  date: ['equals', 'between', 'gt', 'gte', 'lt', 'lte', 'empty', 'notEmpty'],
  enum: ['equals', 'notEquals', 'in', 'empty', 'notEmpty'],
};

/** One column of a list, shared by the server (SQL whitelist) and the DataTable (header filter widgets). */
export type ColumnDef = {
  field: string;
  label: string;
  type: ColumnType;
  sortable?: boolean;
  /** Included in the global search. */
  searchable?: boolean;
  /** Offers a header filter. */
  filterable?: boolean;
  /** For enum columns: value → label. */
  options?: readonly { value: string; label: string }[];
  /** The operators this column allows, when fewer than OPS_BY_TYPE[type]. */
  ops?: readonly FilterOp[];
  /**
   * Not in the table until picked in its columns menu (docs/decisions/0072): a list's first view holds what
   * a user works with and fits 1366 px without a sideways scroll. Filters, search, sorting and the phone's
   * cards still use the column; an export takes what is shown.
   */
  hidden?: boolean;
  /**
   * The words a stored value reads as where its type's own formatting does not say it (GST's period
   * '2026-10' is "Oct 2026"): the DataTable's cell and every export write this, so a file says what the screen does.
   */
  format?: (value: string) => string;
  /** A long text (a reason) is cut to this many lines in a laptop's cell, the whole of it in the cell's title. */
  lines?: number;
};

/** A shared column left out of one list's first view (ColumnDef.hidden), for lists that share its definition. */
export const inColumnsMenu = (col: ColumnDef): ColumnDef => ({ ...col, hidden: true });

/**
 * One list's first view where its columns' `hidden` flags would hide what the list is for (a rejection list's
 * reason, an acknowledged list's number; decision 0072): exactly `show` is in the table, the rest in the
 * columns menu. Throws for a field the columns lack, so a misspelt or area-less column fails its list's test.
 */
export function firstView(columns: readonly ColumnDef[], show: readonly string[] | undefined): readonly ColumnDef[] {
  if (!show) return columns;
  const unknown = show.filter((f) => !columns.some((c) => c.field === f));
  if (unknown.length) throw new Error(`No column ${unknown.join(', ')} to show first`);
  return columns.map((c) => ({ ...c, hidden: !show.includes(c.field) }));
}

/** The operators a column accepts: its own subset, or all of its type's. */
export function opsFor(col: Pick<ColumnDef, 'type' | 'ops'>): readonly FilterOp[] {
  return col.ops ?? OPS_BY_TYPE[col.type];
}

export type TableResponse<T> = { data: T[]; totalRecords: number; filterRecords: number; nextCursor?: string | null };

export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * Most rows one export file may hold; a larger export is refused with 422 and a message asking for
 * narrower filters. A PDF is for reading and printing, so it stops much earlier than a data file.
 */
export const EXPORT_ROW_CAP: Record<ExportFormat, number> = { csv: 200_000, xlsx: 200_000, pdf: 20_000 };
