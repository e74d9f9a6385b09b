import { z } from 'zod';
import { gstinProblem, isGstStateCode } from './gstin';
import { GST_RETURN_TYPE_VALUES, parsePeriod, periodProblem } from './periods';
import { isRealDate, problemCollector, type GstProblem, type RequiredDocument } from './registration';

/*
 * A GST return filing request: which return of which GSTIN for which period, and the invoice summary
 * the operator files GSTR-1 from, checked row by row on upload.
 */

const s = (max: number) => z.string().trim().max(max).default('');

export const GstFilingData = z.object({
  gstin: z.string().trim().toUpperCase().max(15).default(''),
  /** The business the GSTIN belongs to (its legal or trade name), so lists show who a filing is for. */
  legalName: s(100),
  returnType: z.enum(['', ...GST_RETURN_TYPE_VALUES]).default(''),
  period: s(10),
  /** Quarterly return, monthly payment: GSTR-1 and GSTR-3B are filed per quarter. */
  qrmp: z.boolean().default(false),
  nilReturn: z.boolean().default(false),
  remarks: s(500),
});
export type GstFilingData = z.infer<typeof GstFilingData>;
export type GstFilingInput = z.input<typeof GstFilingData>;

export const emptyFiling = (): GstFilingData => GstFilingData.parse({});

export const GST_FILING_SECTIONS = { return: 'Return', invoices: 'Invoice summary' } as const;

export function filingProblems(d: GstFilingData, todayIso: string): GstProblem[] {
  const out: GstProblem[] = [];
  const ret = problemCollector(out)('return');
  if (!d.gstin) ret.need('gstin', 'GSTIN is required');
  else {
    const p = gstinProblem(d.gstin);
    if (p) ret.bad('gstin', p);
  }
  if (!d.legalName) ret.need('legalName', 'Name of the business is required');
  else if (!/^[A-Za-z0-9 .&'()/,-]*$/.test(d.legalName))
    ret.bad('legalName', "Name: use letters, digits, spaces and . & ' ( ) / , - only");
  if (!d.returnType) ret.need('returnType', 'Choose the return to file');
  if (!d.period) ret.need('period', 'Choose the period');
  else if (d.returnType) {
    const p = periodProblem(d.returnType, d.period, d.qrmp, todayIso);
    if (p) ret.bad('period', p);
  }
  return out;
}

// ----- documents ------------------------------------------------------------------------------

export const INVOICE_SUMMARY_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

export const GST_FILING_DOCUMENTS = [
  {
    value: 'invoice_summary',
    label: 'Invoice summary (CSV or Excel)',
    accept: INVOICE_SUMMARY_TYPES,
    when: 'For GSTR-1, unless it is a nil return',
  },
  {
    value: 'other',
    label: 'Other document',
    accept: ['image/jpeg', 'image/png', 'application/pdf', ...INVOICE_SUMMARY_TYPES],
  },
] as const satisfies readonly { value: string; label: string; accept: readonly string[]; when?: string }[];
export type GstFilingDocument = (typeof GST_FILING_DOCUMENTS)[number]['value'];

export function requiredFilingDocuments(d: GstFilingData): RequiredDocument[] {
  if (d.returnType !== 'GSTR-1' || d.nilReturn) return [];
  return [{ kind: 'invoice_summary', label: GST_FILING_DOCUMENTS[0].label, count: 1 }];
}

// ----- the invoice summary --------------------------------------------------------------------

/** Columns of the invoice summary; headers may be the field or the label, in any order and case. */
export const GST_INVOICE_COLUMNS = [
  { field: 'invoice_no', label: 'Invoice No', required: true, hint: 'up to 16 letters, digits, / or -' },
  { field: 'invoice_date', label: 'Invoice Date', required: true, hint: 'YYYY-MM-DD, DD-MM-YYYY or DD/MM/YYYY' },
  { field: 'recipient_gstin', label: 'Recipient GSTIN', required: false, hint: 'empty for a sale to a consumer (B2C)' },
  {
    field: 'place_of_supply',
    label: 'Place of Supply',
    required: true,
    hint: 'state code, 01–38 (97 other territory)',
  },
  { field: 'taxable_value', label: 'Taxable Value', required: true, hint: 'rupees' },
  { field: 'igst', label: 'IGST', required: false, hint: 'rupees; inter-state supplies' },
  { field: 'cgst', label: 'CGST', required: false, hint: 'rupees; intra-state supplies, equal to SGST' },
  { field: 'sgst', label: 'SGST', required: false, hint: 'rupees; intra-state supplies, equal to CGST' },
  { field: 'cess', label: 'Cess', required: false, hint: 'rupees' },
] as const;
export type GstInvoiceField = (typeof GST_INVOICE_COLUMNS)[number]['field'];
export const GST_INVOICE_MAX_ROWS = 10_000;

/** One row as read from the file: cell text (or a number from Excel) by field; a missing cell is empty. */
export type GstInvoiceRow = Partial<Record<GstInvoiceField, string | number | null>>;

/** The field a header names, or null for a column the summary does not use. */
export function invoiceFieldOf(header: string): GstInvoiceField | null {
  const h = header
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');
  const col = GST_INVOICE_COLUMNS.find((c) => c.field.replace(/_/g, ' ') === h || c.label.toLowerCase() === h);
  return col?.field ?? null;
}

/** An invoice date as YYYY-MM-DD, from YYYY-MM-DD, DD-MM-YYYY or DD/MM/YYYY; null when it is none of these or not a real day. */
export function invoiceDate(v: string): string | null {
  const dmy = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(v);
  const isoDay = dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : v;
  return isRealDate(isoDay) ? isoDay : null;
}

/** Places of supply beyond the state codes: 97 other territory (GSTN's code for supplies outside any state). */
const isPlaceOfSupply = (code: string) => isGstStateCode(code) || code === '97';
const MONEY_RE = /^\d+(\.\d{1,2})?$/;

/**
 * Every problem of one invoice row. `ctx` narrows it to the filing: the supplier's GSTIN (its state tells
 * an intra-state supply, CGST + SGST, from an inter-state one, IGST) and the period the invoice must fall in.
 */
export function invoiceRowProblems(
  row: GstInvoiceRow,
  ctx: { supplierGstin?: string; period?: string } = {},
): { field: GstInvoiceField; message: string }[] {
  const out: { field: GstInvoiceField; message: string }[] = [];
  const cell = (f: GstInvoiceField) => String(row[f] ?? '').trim();
  const bad = (field: GstInvoiceField, message: string) => out.push({ field, message });

  const no = cell('invoice_no');
  if (!no) bad('invoice_no', 'Invoice number is required');
  else if (!/^[A-Za-z0-9/-]{1,16}$/.test(no)) bad('invoice_no', 'Invoice number is up to 16 letters, digits, / or -');

  const rawDate = cell('invoice_date');
  const date = rawDate ? invoiceDate(rawDate) : null;
  if (!rawDate) bad('invoice_date', 'Invoice date is required');
  else if (!date) bad('invoice_date', 'Invoice date is not a real date (YYYY-MM-DD, DD-MM-YYYY or DD/MM/YYYY)');
  else if (ctx.period) {
    const p = parsePeriod(ctx.period);
    if (p && (date < p.start || date > p.end))
      bad('invoice_date', `Invoice date ${date} is outside the return period (${p.start} to ${p.end})`);
  }

  const recipient = cell('recipient_gstin').toUpperCase();
  if (recipient) {
    const p = gstinProblem(recipient);
    if (p) bad('recipient_gstin', `Recipient GSTIN: ${p}`);
  }

  // Excel drops the leading zero of a code like 07.
  const rawPos = cell('place_of_supply');
  const pos = /^\d$/.test(rawPos) ? `0${rawPos}` : rawPos;
  if (!pos) bad('place_of_supply', 'Place of supply (state code) is required');
  else if (!isPlaceOfSupply(pos))
    bad('place_of_supply', 'Place of supply is a state code, 01–38 (or 97 for other territory)');

  const amounts: Partial<Record<GstInvoiceField, number>> = {};
  for (const f of ['taxable_value', 'igst', 'cgst', 'sgst', 'cess'] as const) {
    const v = cell(f).replace(/,/g, '');
    if (!v) {
      if (f === 'taxable_value') bad(f, 'Taxable value is required');
      else amounts[f] = 0;
      continue;
    }
    if (!MONEY_RE.test(v))
      bad(f, `${GST_INVOICE_COLUMNS.find((c) => c.field === f)!.label}: an amount in rupees, like 1500 or 1500.50`);
    else amounts[f] = Number(v);
  }
  const { igst, cgst, sgst } = amounts;
  if (igst !== undefined && cgst !== undefined && sgst !== undefined) {
    if (igst > 0 && (cgst > 0 || sgst > 0))
      bad('igst', 'An invoice carries IGST (inter-state) or CGST and SGST (intra-state), not both');
    else if (cgst !== sgst) bad('sgst', 'CGST and SGST are equal halves of the tax');
    else if (ctx.supplierGstin && isPlaceOfSupply(pos)) {
      const intra = ctx.supplierGstin.trim().toUpperCase().slice(0, 2) === pos;
      if (intra && igst > 0) bad('igst', 'Place of supply is in your own state: charge CGST and SGST, not IGST');
      if (!intra && cgst > 0) bad('cgst', 'Place of supply is in another state: charge IGST, not CGST and SGST');
    }
  }
  return out;
}

/** One problem of the invoice summary, by row as in the file (header = row 1) and field. */
export const InvoiceRowProblem = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type InvoiceRowProblem = z.infer<typeof InvoiceRowProblem>;
