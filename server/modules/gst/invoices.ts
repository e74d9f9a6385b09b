import {
  GST_INVOICE_COLUMNS,
  GST_INVOICE_MAX_ROWS,
  invoiceFieldOf,
  invoiceRowProblems,
  type GstInvoiceField,
  type GstInvoiceRow,
  type InvoiceRowProblem,
} from '../../../contract/gst';
import { AppError } from '../../lib/errors';
import { decodeText, isXlsx, parseCsv, parseDay, readXlsx, type Sheet } from '../backlog/import';

/*
 * The invoice summary of a GSTR-1 filing (CSV or Excel), read and checked row by row like the backlog
 * import: a file with any wrong row is refused whole, with a report naming each row as the file numbers it.
 */

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const REPORT_LIMIT = 200;

/** A spreadsheet upload told by its bytes: an .xlsx is a zip Excel can open, a CSV is text. */
export async function readSheet(data: Buffer): Promise<{ mime: string; sheet: Sheet }> {
  if (data.length === 0) throw new AppError(400, 'The file is empty.', { file: ['The file is empty'] });
  if (isXlsx(data)) {
    const sheet = await readXlsx(data).catch(() => {
      throw new AppError(415, 'The Excel file could not be read. Save it again as .xlsx or as CSV.', {
        file: ['Unreadable Excel file'],
      });
    });
    return { mime: XLSX_MIME, sheet };
  }
  // Text has no control byte but tab and line ends; anything else (a PDF, an image, an old .xls) is not a sheet we read.
  if (CONTROL_BYTE.test(data.toString('latin1')) || data.subarray(0, 5).toString('latin1') === '%PDF-') {
    throw new AppError(415, 'The file must be a CSV or Excel (.xlsx) file.', { file: ['Must be CSV or .xlsx'] });
  }
  const text = decodeText(data);
  // A page or an image in text (HTML, SVG, XML) is no sheet, whatever its name: a browser would run it.
  if (MARKUP.test(text)) {
    throw new AppError(415, 'The file holds web page or SVG markup ("<" and a tag), so it is not a CSV file.', {
      file: ['Must be CSV or .xlsx, without markup'],
    });
  }
  return { mime: 'text/csv', sheet: parseCsv(text) };
}

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_BYTE = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/;
/** Where HTML starts a tag, a comment, a declaration or an end tag: "<" then a letter, "!", "?" or "/". */
const MARKUP = /<[A-Za-z!?/]/;

/** Checks a spreadsheet that is only kept (an "other" document): it must open as a sheet with at least one row. */
export async function checkSpreadsheet(data: Buffer): Promise<{ mime: string; data: Buffer }> {
  const { mime, sheet } = await readSheet(data);
  if (sheet.length === 0)
    throw new AppError(415, 'The spreadsheet has no rows.', { file: ['The spreadsheet has no rows'] });
  return { mime, data };
}

const cellText = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10);
  if (typeof v === 'number') return String(v);
  return String(v).trim();
};

/** Every problem of the summary, by the file's row (header = row 1) and field; empty when it is right. */
export function checkInvoiceSheet(
  sheet: Sheet,
  ctx: { supplierGstin?: string; period?: string },
): { problems: InvoiceRowProblem[]; rows: number } {
  const problems: InvoiceRowProblem[] = [];
  const [head, ...body] = sheet;
  if (!head)
    return {
      rows: 0,
      problems: [{ row: 1, field: 'file', message: 'The file has no rows. The first row must name the columns.' }],
    };

  const at = new Map<GstInvoiceField, number>();
  head.cells.forEach((h, i) => {
    const name = cellText(h);
    if (!name) return;
    const field = invoiceFieldOf(name);
    if (!field) problems.push({ row: head.row, field: name, message: `Unknown column "${name}"` });
    else if (at.has(field)) problems.push({ row: head.row, field, message: `Column "${name}" appears twice` });
    else at.set(field, i);
  });
  for (const c of GST_INVOICE_COLUMNS) {
    if (c.required && !at.has(c.field))
      problems.push({ row: head.row, field: c.field, message: `Column "${c.label}" is missing` });
  }
  if (problems.length) return { rows: 0, problems };
  if (body.length === 0)
    return {
      rows: 0,
      problems: [{ row: head.row + 1, field: 'file', message: 'The file has a header but no invoices.' }],
    };
  if (body.length > GST_INVOICE_MAX_ROWS) {
    return {
      rows: body.length,
      problems: [
        {
          row: body[GST_INVOICE_MAX_ROWS].row,
          field: 'file',
          message: `At most ${GST_INVOICE_MAX_ROWS.toLocaleString('en-IN')} invoices per file; split it.`,
        },
      ],
    };
  }

  const seen = new Map<string, number>();
  for (const { row, cells } of body) {
    const values: GstInvoiceRow = {};
    for (const [field, i] of at) {
      const v = cells[i];
      // Excel gives a date cell as a Date, or a typed date as its serial day number.
      values[field] =
        field === 'invoice_date' && (v instanceof Date || typeof v === 'number')
          ? (parseDay(v) ?? cellText(v))
          : cellText(v);
    }
    for (const p of invoiceRowProblems(values, ctx)) problems.push({ row, field: p.field, message: p.message });
    const no = String(values.invoice_no ?? '').toUpperCase();
    if (no && seen.has(no))
      problems.push({
        row,
        field: 'invoice_no',
        message: `Invoice number ${String(values.invoice_no)} is also on row ${seen.get(no)}`,
      });
    else if (no) seen.set(no, row);
  }
  return { rows: body.length, problems };
}

/** The 422 a wrong summary gets: how many problems in how many rows, and the rows (the first REPORT_LIMIT). */
export function invoiceReport(problems: InvoiceRowProblem[]): AppError {
  const rows = new Set(problems.map((p) => p.row)).size;
  const message =
    `The invoice summary was not accepted: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ` +
    `${rows} row${rows === 1 ? '' : 's'}` +
    (problems.length > REPORT_LIMIT ? ` (the first ${REPORT_LIMIT} are listed)` : '') +
    '. Correct the file and upload it again.';
  return new AppError(422, message, undefined, { report: problems.slice(0, REPORT_LIMIT) });
}

/** Reads and checks a summary; throws the report when any row is wrong. */
export async function inspectInvoiceSummary(
  data: Buffer,
  ctx: { supplierGstin?: string; period?: string },
): Promise<{ mime: string; data: Buffer; rows: number }> {
  const { mime, sheet } = await readSheet(data);
  const { problems, rows } = checkInvoiceSheet(sheet, ctx);
  if (problems.length) throw invoiceReport(problems);
  return { mime, data, rows };
}
