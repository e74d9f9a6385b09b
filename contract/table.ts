import { z } from 'zod';
import { EXPORT_FORMATS } from './table-columns';

/*
 * The table request and the file download's schemas, for the server's routes. The lists' columns, operators and page
 * sizes are in contract/table-columns.ts, without zod for the list screens (issue 29); they are exported from here too.
 */
export * from './table-columns';

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

/** docs/product.md#records-and-fields file download response. */
export const FileDownload = z.object({
  file: z.object({ name: z.string() }),
  tempUrl: z.string(),
});
export type FileDownload = z.infer<typeof FileDownload>;

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
