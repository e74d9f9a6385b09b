import { z } from 'zod';
import { MONTHS } from './format';
import { GST_STATE_CODES } from './gst/gstin';

/**
 * The accountant's GSTR-1 export (issue 28 §3): the agency's invoices and credit notes of a return period, in the
 * GST portal's offline tool's sheets. Endpoints under INVOICES_API.backend (back office):
 *
 *   GET /gstr1?kind=month|quarter&month=YYYY-MM             the period's summary per section
 *   GET /gstr1/export?kind=…&month=…&file=<section>|workbook  one section as CSV, or every section as one workbook
 */
export const GSTR1_KINDS = ['month', 'quarter'] as const;
export type Gstr1Kind = (typeof GSTR1_KINDS)[number];

/** A return period: a month, or (QRMP filers) the quarter holding `month`. */
export const Gstr1Period = z.object({
  kind: z.enum(GSTR1_KINDS).default('month'),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
});
export type Gstr1Period = z.input<typeof Gstr1Period>;

/** The offline tool's sheets, in its order; `sheet` is the tool's own sheet name (also the CSV's file name). */
export const GSTR1_SHEETS = [
  { key: 'b2b', sheet: 'b2b' },
  { key: 'b2cl', sheet: 'b2cl' },
  { key: 'b2cs', sheet: 'b2cs' },
  { key: 'cdnr', sheet: 'cdnr' },
  { key: 'cdnur', sheet: 'cdnur' },
  { key: 'hsnB2b', sheet: 'hsn(b2b)' },
  { key: 'hsnB2c', sheet: 'hsn(b2c)' },
  { key: 'docs', sheet: 'docs' },
] as const;
export type Gstr1SectionKey = (typeof GSTR1_SHEETS)[number]['key'];
export const GSTR1_SECTION_KEYS = GSTR1_SHEETS.map((s) => s.key) as [Gstr1SectionKey, ...Gstr1SectionKey[]];

export const Gstr1Export = Gstr1Period.extend({ file: z.enum([...GSTR1_SECTION_KEYS, 'workbook']) });
export type Gstr1Export = z.input<typeof Gstr1Export>;

/** The first and last day of a period and its months; a quarter is the GST one (Apr–Jun, Jul–Sep, Oct–Dec, Jan–Mar). */
export function gstr1Range(p: { kind: Gstr1Kind; month: string }): { from: string; to: string; months: string[] } {
  const [y, m] = p.month.split('-').map(Number);
  const first = p.kind === 'quarter' ? m - ((m - 1) % 3) : m;
  const count = p.kind === 'quarter' ? 3 : 1;
  const months = Array.from({ length: count }, (_, i) => `${y}-${String(first + i).padStart(2, '0')}`);
  const last = first + count - 1;
  const lastDay = new Date(Date.UTC(y, last, 0)).getUTCDate();
  return {
    from: `${months[0]}-01`,
    to: `${y}-${String(last).padStart(2, '0')}-${String(lastDay).padStart(2, '0')}`,
    months,
  };
}

/** The offline tool's date: '05-Nov-26'. */
export function gstr1Date(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}-${MONTHS[Number(m) - 1]}-${y.slice(2)}`;
}

/**
 * The offline tool's place of supply: '09-Uttar Pradesh'. Its list writes "&" where GSTN's names say "and"
 * ('26-Dadra & Nagar Haveli & Daman & Diu') and has no "(before …)" notes.
 */
export function gstr1PlaceOfSupply(code: string): string {
  const name = GST_STATE_CODES.find((s) => s.code === code)?.name ?? '';
  return `${code}-${name
    .replace(/\s*\(before \d+\)/, '')
    .replace(/ and /g, ' & ')
    .trim()}`;
}

/** Rupees as the tool's CSV import reads them: two decimals, a point, no thousands separators ('-12.50'). */
export function gstr1Amount(paise: number): string {
  const abs = Math.abs(Math.round(paise));
  return `${paise < 0 && abs > 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const Figures = z.object({
  /** Rows in the section's sheet. */
  rows: z.number(),
  /** Invoices or credit notes behind them. */
  documents: z.number(),
  value: z.number(),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
});
export type Gstr1Figures = z.infer<typeof Figures>;

/** A period's figures per section, in rupees; `net` is the invoices less the credit notes (the HSN sheets' sum). */
export const Gstr1Summary = z.object({
  from: z.string(),
  to: z.string(),
  invoices: z.number(),
  creditNotes: z.number(),
  sections: z.array(Figures.extend({ section: z.enum(GSTR1_SECTION_KEYS) })),
  net: Figures.omit({ rows: true }),
});
export type Gstr1Summary = z.infer<typeof Gstr1Summary>;
