import { z } from 'zod';

/** SPEC §2.9 / §9: the page sizes a list offers; anything else is refused by the server. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

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

/** Which operators make sense for each column type. */
export const OPS_BY_TYPE: Record<ColumnType, readonly FilterOp[]> = {
  text: ['equals', 'notEquals', 'contains', 'startsWith', 'in', 'empty', 'notEmpty'],
  number: ['equals', 'notEquals', 'between', 'gt', 'gte', 'lt', 'lte', 'in', 'empty', 'notEmpty'],
  amount: ['equals', 'notEquals', 'between', 'gt', 'gte', 'lt', 'lte', 'empty', 'notEmpty'],
  date: ['equals', 'between', 'gt', 'gte', 'lt', 'lte', 'empty', 'notEmpty'],
  enum: ['equals', 'notEquals', 'in', 'empty', 'notEmpty'],
};

const scalar = z.union([z.string().max(200), z.number()]);

/** SPEC §3 table request filter: field, opt, value1 (value2 for between; value1 a list for in). */
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

/** SPEC §3 table request. additionFilter carries a list's own fixed filters (e.g. backlog status, dt1, dt2). */
export const TableRequest = z.object({
  filters: z.array(TableFilter).max(30).default([]),
  search: z.string().max(100).default(''),
  length: z.number().int(),
  start: z.number().int().min(0).max(10_000_000),
  sorts: z.array(TableSort).max(5).default([]),
  additionFilter: z.record(z.string(), z.union([scalar, z.null()])).optional(),
});
export type TableRequest = z.input<typeof TableRequest>;
export type ParsedTableRequest = z.output<typeof TableRequest>;

export function tableResponse<T extends z.ZodType>(row: T) {
  return z.object({
    data: z.array(row),
    totalRecords: z.number().int(),
    filterRecords: z.number().int(),
  });
}
export type TableResponse<T> = { data: T[]; totalRecords: number; filterRecords: number };

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
  options?: { value: string; label: string }[];
};

/** SPEC §3 file download response. */
export const FileDownload = z.object({
  file: z.object({ name: z.string() }),
  tempUrl: z.string(),
});
export type FileDownload = z.infer<typeof FileDownload>;

export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
