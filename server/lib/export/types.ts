import type { Locale } from '../../../contract/i18n';
import type { ListColumn } from '../table-query';

/** Everything a file writer needs; rows arrive in batches so no writer ever holds the whole list. */
export type ExportSource = {
  title: string;
  /** The filters in words (PDF heading). */
  filters: string[];
  columns: readonly ListColumn[];
  /** Rows that will come, known before the first batch (PDF page numbers "x of y"). */
  count: number;
  batches: AsyncIterable<Record<string, unknown>[]>;
  generatedAt: Date;
  /** The reader's language: headers, enum words, dates and the PDF's own lines (English when left out). */
  locale?: Locale;
};
