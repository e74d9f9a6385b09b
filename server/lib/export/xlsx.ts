import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ListColumn } from '../table-query';
import type { ExportSource } from './types';
import type { Locale } from '../../../contract/i18n';
import { exportText } from './titles';
import { cellText } from './format';

function cellValue(col: ListColumn, v: unknown, locale: Locale): string | number | Date | null {
  if (v === null || v === undefined || v === '') return null;
  if (col.format) return cellText(col, v, locale);
  if (col.type === 'date' && typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return new Date(`${v}T00:00:00Z`);
  if (col.type === 'number' || col.type === 'amount') return Number(v);
  return cellText(col, v, locale);
}

function width(col: ListColumn, label: string): number {
  if (col.type === 'date') return 13;
  if (col.type === 'number' || col.type === 'amount') return 14;
  return Math.max(12, Math.min(40, label.length + 4, col.weight ? col.weight * 2 : 24));
}

/**
 * An Excel workbook written row by row with exceljs's streaming writer: each row is committed (turned
 * into XML and zipped) as it is added, and the writer waits whenever the client is slower than the
 * database, so memory stays at about one batch whatever the row count.
 */
export function xlsxStream(src: ExportSource): Readable {
  const locale = src.locale ?? 'en';
  const out = new PassThrough();
  (async () => {
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    wb.creator = 'PAN services portal';
    wb.created = src.generatedAt;
    const title = exportText(locale, src.title);
    const ws = wb.addWorksheet(title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    ws.columns = src.columns.map((c) => ({
      header: exportText(locale, c.label),
      key: c.field,
      width: width(c, exportText(locale, c.label)),
      style: c.type === 'date' ? { numFmt: 'dd-mmm-yyyy' } : c.type === 'amount' ? { numFmt: '#,##0.00' } : {},
    }));
    ws.getRow(1).font = { bold: true };
    ws.getRow(1).commit();
    for await (const batch of src.batches) {
      for (const row of batch) {
        ws.addRow(src.columns.map((c) => cellValue(c, row[c.field], locale))).commit();
      }
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    ws.commit();
    await wb.commit();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}
