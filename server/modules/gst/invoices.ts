import {
  GST_INVOICE_COLUMNS,
  GST_INVOICE_MAX_ROWS,
  invoiceFieldOf,
  invoiceRowProblems,
  type GstInvoiceField,
  type GstInvoiceRow,
  type InvoiceRowProblem,
} from '../../../contract/gst';
import { AppError, msg } from '../../lib/errors';
import { contractText, errorText, translate, type Values } from '../../lib/i18n';
import { DEFAULT_LOCALE, type Locale, type MessageId } from '../../../contract/i18n';
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
  ctx: { supplierGstin?: string; period?: string; locale?: Locale },
): { problems: InvoiceRowProblem[]; rows: number } {
  const problems: InvoiceRowProblem[] = [];
  const locale = ctx.locale ?? DEFAULT_LOCALE;
  const say = (id: MessageId, values?: Values) => translate(locale, id, values);
  const [head, ...body] = sheet;
  if (!head)
    return {
      rows: 0,
      problems: [{ row: 1, field: 'file', message: say('outcomes.import.noRows') }],
    };

  const at = new Map<GstInvoiceField, number>();
  head.cells.forEach((h, i) => {
    const name = cellText(h);
    if (!name) return;
    const field = invoiceFieldOf(name);
    if (!field) problems.push({ row: head.row, field: name, message: say('outcomes.import.unknownColumn', { name }) });
    else if (at.has(field))
      problems.push({ row: head.row, field, message: say('outcomes.import.columnTwice', { name }) });
    else at.set(field, i);
  });
  for (const c of GST_INVOICE_COLUMNS) {
    if (c.required && !at.has(c.field))
      problems.push({
        row: head.row,
        field: c.field,
        message: say('outcomes.import.columnMissing', { label: contractText(locale, c.label) }),
      });
  }
  if (problems.length) return { rows: 0, problems };
  if (body.length === 0)
    return {
      rows: 0,
      problems: [{ row: head.row + 1, field: 'file', message: say('outcomes.import.noInvoices') }],
    };
  if (body.length > GST_INVOICE_MAX_ROWS) {
    return {
      rows: body.length,
      problems: [
        {
          row: body[GST_INVOICE_MAX_ROWS].row,
          field: 'file',
          message: say('outcomes.import.tooManyInvoices', { max: GST_INVOICE_MAX_ROWS.toLocaleString('en-IN') }),
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
    for (const p of invoiceRowProblems(values, ctx))
      problems.push({ row, field: p.field, message: invoiceProblemText(locale, p.message) });
    const no = String(values.invoice_no ?? '').toUpperCase();
    if (no && seen.has(no))
      problems.push({
        row,
        field: 'invoice_no',
        message: say('outcomes.import.invoiceAlsoOnRow', { invoiceNo: String(values.invoice_no), row: seen.get(no) }),
      });
    else if (no) seen.set(no, row);
  }
  return { rows: body.length, problems };
}

/** The 422 a wrong summary gets: how many problems in how many rows, and the rows (the first REPORT_LIMIT). */
export function invoiceReport(problems: InvoiceRowProblem[]): AppError {
  const rows = new Set(problems.map((p) => p.row)).size;
  // The sentence in the caller's language by the error handler; the lines are in the language checkInvoiceSheet was given.
  const message = msg('outcomes.gst.summaryRefused', {
    problems: problems.length,
    rows,
    listed: problems.length > REPORT_LIMIT ? 'yes' : 'no',
    limit: REPORT_LIMIT,
  });
  return new AppError(422, message, undefined, { report: problems.slice(0, REPORT_LIMIT) });
}

/** The contract's fixed sentences of a row (invoiceRowProblems), by their English. */
const FIXED_INVOICE_PROBLEMS = [
  'outcomes.invoice.noRequired',
  'outcomes.invoice.noFormat',
  'outcomes.invoice.dateRequired',
  'outcomes.invoice.dateInvalid',
  'outcomes.invoice.placeRequired',
  'outcomes.invoice.placeCode',
  'outcomes.invoice.taxableRequired',
  'outcomes.invoice.igstOrCgst',
  'outcomes.invoice.halves',
  'outcomes.invoice.ownState',
  'outcomes.invoice.otherState',
] as const satisfies readonly MessageId[];
const fixedInvoiceProblem = new Map<string, MessageId>(
  FIXED_INVOICE_PROBLEMS.map((id) => [translate(DEFAULT_LOCALE, id), id]),
);

/**
 * A row's problem as invoiceRowProblems (contract/gst/filing.ts) says it in English, in the reader's language: its
 * fixed sentences by their words, the three with parts by their shape (the parts are the file's data, a column's
 * label or a GSTIN's problem from the errors catalogue). English, or a sentence not known here, is given as it is.
 */
export function invoiceProblemText(locale: Locale, english: string): string {
  if (locale === DEFAULT_LOCALE) return english;
  const fixed = fixedInvoiceProblem.get(english);
  if (fixed) return translate(locale, fixed);
  const outside = /^Invoice date (\S+) is outside the return period \((\S+) to (\S+)\)$/.exec(english);
  if (outside)
    return translate(locale, 'outcomes.invoice.dateOutside', { date: outside[1], start: outside[2], end: outside[3] });
  const gstin = /^Recipient GSTIN: (.+)$/.exec(english);
  if (gstin) return translate(locale, 'outcomes.invoice.recipientGstin', { problem: errorText(locale, gstin[1]) });
  const amount = /^(.+): an amount in rupees, like 1500 or 1500\.50$/.exec(english);
  if (amount) return translate(locale, 'outcomes.invoice.amount', { label: contractText(locale, amount[1]) });
  return english;
}

/** Reads and checks a summary; throws the report when any row is wrong. */
export async function inspectInvoiceSummary(
  data: Buffer,
  ctx: { supplierGstin?: string; period?: string; locale?: Locale },
): Promise<{ mime: string; data: Buffer; rows: number }> {
  const { mime, sheet } = await readSheet(data);
  const { problems, rows } = checkInvoiceSheet(sheet, ctx);
  if (problems.length) throw invoiceReport(problems);
  return { mime, data, rows };
}
