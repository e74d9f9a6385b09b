import { z } from 'zod';

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

const scalar = z.union([z.string().max(200), z.number()]);

/**
 * docs/product.md#records-and-fields table request filter: field, opt, value1. `between` takes value1 (from) and value2 (to), either
 * may be left out for an open range; `in` takes a list in value1; `empty`/`notEmpty` take no value.
 * Dates are YYYY-MM-DD; amounts are rupees (the server compares them with integer paise).
 */
export const TableFilter = z.object({
  field: z.string().min(1).max(64),
  opt: z.string().min(1).max(32),
  value1: z.union([scalar, z.array(scalar).max(100)]).nullish(),
  value2: scalar.nullish(),
});
export type TableFilter = z.infer<typeof TableFilter>;

export const TableSort = z.object({
  column: z.string().min(1).max(64),
  dir: z.enum(['asc', 'desc']),
});
export type TableSort = z.infer<typeof TableSort>;

/**
 * The next page's place in a list (the sort values and id of the last row seen), as the server signed it in
 * `nextCursor`: opaque to the client, which sends it back as `after` to move one page on (decision 0054).
 */
export const TableCursor = z
  .string()
  .max(2000)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);

/** docs/product.md#records-and-fields table request. additionFilter carries a list's own fixed filters (e.g. backlog status, dt1, dt2). */
export const TableRequest = z.object({
  filters: z.array(TableFilter).max(30).default([]),
  search: z.string().max(100).default(''),
  length: z.number().int(),
  start: z.number().int().min(0).max(10_000_000),
  sorts: z.array(TableSort).max(5).default([]),
  additionFilter: z.record(z.string(), z.union([scalar, z.null()])).optional(),
  /** The page after this cursor instead of at `start` (start still says which page it is). */
  after: TableCursor.optional(),
});
export type TableRequest = z.input<typeof TableRequest>;
export type ParsedTableRequest = z.output<typeof TableRequest>;

export function tableResponse<T extends z.ZodType>(row: T) {
  return z.object({
    data: z.array(row),
    totalRecords: z.number().int(),
    filterRecords: z.number().int(),
    nextCursor: z.string().nullable().optional(),
  });
}
export type TableResponse<T> = { data: T[]; totalRecords: number; filterRecords: number; nextCursor?: string | null };

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

/** docs/product.md#records-and-fields file download response. */
export const FileDownload = z.object({
  file: z.object({ name: z.string() }),
  tempUrl: z.string(),
});
export type FileDownload = z.infer<typeof FileDownload>;

export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * Most rows one export file may hold; a larger export is refused with 422 and a message asking for
 * narrower filters. A PDF is for reading and printing, so it stops much earlier than a data file.
 */
export const EXPORT_ROW_CAP: Record<ExportFormat, number> = { csv: 200_000, xlsx: 200_000, pdf: 20_000 };

/**
 * Body of POST <list>/export?format=csv|xlsx|pdf: the list's current table request (length and start are
 * ignored: every filtered row is exported) and the visible columns, in order. Answer: the file itself,
 * streamed, with content-disposition naming it `<list>-<YYYY-MM-DD>.<ext>`.
 */
export const ExportRequest = TableRequest.extend({
  length: z.number().int().optional(),
  start: z.number().int().min(0).optional(),
  columns: z.array(z.string().min(1).max(64)).min(1, 'Choose at least one column').max(50),
  /** Sent by the web client for its fallback file name; the server titles and names files by the list. */
  title: z.string().max(200).optional(),
});
export type ExportRequest = z.input<typeof ExportRequest>;
export const ExportQuery = z.object({ format: z.enum(EXPORT_FORMATS) });
