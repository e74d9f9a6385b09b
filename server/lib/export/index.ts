import type { Readable } from 'node:stream';
import { EXPORT_ROW_CAP, type ExportFormat, type ParsedTableRequest, type TableFilter } from '../../../contract/table';
import type { Locale } from '../../../contract/i18n';
import type { Database } from '../../db/client';
import { msg, unprocessable } from '../errors';
import {
  countList,
  describeFilters,
  listBatches,
  pickColumns,
  planList,
  type ListDefinition,
  type RowScope,
} from '../table-query';
import { csvStream } from './csv';
import { xlsxStream } from './xlsx';
import { pdfStream } from './pdf';
import { indiaDate } from './format';
import type { ExportSource } from './types';

export const EXPORT_MIME: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

export type ExportFile = {
  name: string;
  mime: string;
  rows: number;
  /** The filters and search in English words, as the access log records them (the PDF says them in the reader's language). */
  filters: string[];
  stream: Readable;
};

/**
 * Every row a list request selects (not just a page), with the columns asked for, as a streamed file.
 * The count is checked first: above the format's cap the answer is a 422 before anything is read.
 */
export async function exportList(
  database: Database,
  def: ListDefinition,
  req: Omit<ParsedTableRequest, 'length' | 'start'> & { length?: number; start?: number },
  scope: RowScope,
  opts: {
    format: ExportFormat;
    columns: readonly string[];
    extraFilters?: readonly TableFilter[];
    now?: Date;
    /** The requester's language (requestLocale): headers, enum words, dates, the PDF's lines. English if left out. */
    locale?: Locale;
  },
): Promise<ExportFile> {
  const plan = planList(def, { ...req, length: 0, start: 0 }, scope, { paged: false, extraFilters: opts.extraFilters });
  const columns = pickColumns(def, opts.columns);
  const cap = EXPORT_ROW_CAP[opts.format];
  const count = await countList(database, plan);
  assertExportFits(count, opts.format);
  const now = opts.now ?? new Date();
  const locale = opts.locale ?? 'en';
  const source = {
    title: def.title,
    filters: describeFilters(def, req, opts.extraFilters, locale),
    columns,
    count,
    batches: listBatches(database, plan, columns, cap),
    generatedAt: now,
    locale,
  };
  const stream = exportStream(source, opts.format);
  return {
    name: `${def.name}-${indiaDate(now)}.${opts.format}`,
    mime: EXPORT_MIME[opts.format],
    rows: count,
    // The access log's words stay English, whoever downloaded the file.
    filters: locale === 'en' ? source.filters : describeFilters(def, req, opts.extraFilters),
    stream,
  };
}

/** The 422 an export of more rows than its format holds gets, before anything is read. */
export function assertExportFits(count: number, format: ExportFormat): void {
  const cap = EXPORT_ROW_CAP[format];
  if (count > cap)
    throw unprocessable(
      msg('errors.export.tooManyRows', {
        count: count.toLocaleString('en-IN'),
        format,
        cap: cap.toLocaleString('en-IN'),
      }),
    );
}

/** A source's rows as a file of the format asked for. */
export function exportStream(source: ExportSource, format: ExportFormat): Readable {
  return format === 'csv' ? csvStream(source) : format === 'xlsx' ? xlsxStream(source) : pdfStream(source);
}

/** content-disposition for a file name we made (ASCII) or one a user gave (UTF-8 form as well). */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
