import { z } from 'zod';
import { GST_STATE_CODES, gstinProblem, isGstStateCode } from './gst/gstin';
import { SERVICE_CODE_VALUES, type ServiceCode } from './services';
import type { ColumnDef } from './table';

/**
 * The agency's GST tax invoices and credit notes to its merchants (issue 28 §3). Endpoints under these bases:
 *
 *   merchant   GET /gstin, PUT /gstin (the shop's own GSTIN), POST /table (+ /export), GET /:id/pdf
 *   backend    GET /setup, PUT /setup (admin: the agency's GSTIN, state, SAC and rates, invoicing mode),
 *              POST /table (+ /export: every invoice and credit note), GET /:id/pdf, POST /issue (issue what is due now)
 */
export const INVOICES_API = {
  merchant: '/api/merchant/invoices',
  backend: '/api/backend/invoices',
} as const;

export const INVOICE_MODES = ['monthly', 'per_charge'] as const;
export type InvoiceMode = (typeof INVOICE_MODES)[number];
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * Default SAC per service code. PAN applications are a facilitation service with no SAC of their own: 998599
 * ("other support services n.e.c.") is what PAN agencies commonly print; GST registration and return filing are
 * tax preparation (998232, "business tax preparation and review services"). The admin can change either.
 */
export function defaultSac(code: ServiceCode): string {
  return code.startsWith('GST_') ? '998232' : '998599';
}
export const DEFAULT_GST_RATE = 18;

// ----- tax split --------------------------------------------------------------------------------

export type TaxSplit = {
  /** The government's fee left out of the taxable value (a pure agent's pass-through), else 0. */
  passThroughPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

/**
 * A tax-inclusive amount split into its taxable value and GST: taxable = round((amount − pass-through) × 100 /
 * (100 + rate)), the tax is the rest, so the parts always add up to the amount to the paisa. Within the agency's
 * state CGST and SGST take half each (the odd paisa to SGST); across states it is all IGST. A negative amount (a
 * refund) splits as the mirror of its positive.
 */
export function splitTax(
  amountPaise: number,
  passThroughPaise: number,
  ratePercent: number,
  intraState: boolean,
): TaxSplit {
  if (amountPaise < 0) {
    const s = splitTax(-amountPaise, -passThroughPaise, ratePercent, intraState);
    return {
      passThroughPaise: -s.passThroughPaise,
      taxablePaise: -s.taxablePaise,
      cgstPaise: -s.cgstPaise,
      sgstPaise: -s.sgstPaise,
      igstPaise: -s.igstPaise,
    };
  }
  const pass = Math.max(0, Math.min(passThroughPaise, amountPaise));
  const net = amountPaise - pass;
  // Basis points keep a rate like 2.5 exact in integers.
  const bp = Math.round(ratePercent * 100);
  const taxable = Math.round((net * 10_000) / (10_000 + bp));
  const tax = net - taxable;
  const cgst = intraState ? Math.floor(tax / 2) : 0;
  return {
    passThroughPaise: pass,
    taxablePaise: taxable,
    cgstPaise: cgst,
    sgstPaise: intraState ? tax - cgst : 0,
    igstPaise: intraState ? 0 : tax,
  };
}

// ----- financial years and numbers ---------------------------------------------------------------

const IST_MS = 330 * 60_000;

/** A moment's calendar date in India (YYYY-MM-DD). */
export const indiaDate = (at: Date) => new Date(at.getTime() + IST_MS).toISOString().slice(0, 10);

/** The Indian financial year (April–March) a date falls in, as '26-27' for 2026-27. */
export function financialYear(date: string): string {
  const [y, m] = date.split('-').map(Number);
  const start = m >= 4 ? y : y - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** An invoice's or credit note's number: at most 16 characters (`INV/26-27/00001`, `CN/26-27/00001`). */
export function documentNumber(kind: InvoiceKind, fy: string, seq: number): string {
  return `${kind === 'invoice' ? 'INV' : 'CN'}/${fy}/${String(seq).padStart(5, '0')}`;
}

/** The last day of a month (YYYY-MM) as YYYY-MM-DD. */
export function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** The state a merchant's profile names (free text), as its GST state; null when no GST state has that name. */
export function gstStateOfName(name: string | null | undefined): { code: string; name: string } | null {
  const n = (name ?? '').trim().toLowerCase().replace(/\s+/g, ' ').replace(/&/g, 'and');
  if (!n) return null;
  const found = GST_STATE_CODES.find((s) => s.name.toLowerCase() === n && !s.name.includes('(before'));
  return found ? { code: found.code, name: found.name } : null;
}

export const gstStateName = (code: string) => GST_STATE_CODES.find((s) => s.code === code)?.name ?? code;

// ----- amounts in words ---------------------------------------------------------------------------

const EN_ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const EN_TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in Hindi: each number has its own word, so a table, not a rule. */
export const HI_UPTO_99 = [
  'शून्य',
  'एक',
  'दो',
  'तीन',
  'चार',
  'पाँच',
  'छह',
  'सात',
  'आठ',
  'नौ',
  'दस',
  'ग्यारह',
  'बारह',
  'तेरह',
  'चौदह',
  'पंद्रह',
  'सोलह',
  'सत्रह',
  'अठारह',
  'उन्नीस',
  'बीस',
  'इक्कीस',
  'बाईस',
  'तेईस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताईस',
  'अट्ठाईस',
  'उनतीस',
  'तीस',
  'इकतीस',
  'बत्तीस',
  'तैंतीस',
  'चौंतीस',
  'पैंतीस',
  'छत्तीस',
  'सैंतीस',
  'अड़तीस',
  'उनतालीस',
  'चालीस',
  'इकतालीस',
  'बयालीस',
  'तैंतालीस',
  'चवालीस',
  'पैंतालीस',
  'छियालीस',
  'सैंतालीस',
  'अड़तालीस',
  'उनचास',
  'पचास',
  'इक्यावन',
  'बावन',
  'तिरेपन',
  'चौवन',
  'पचपन',
  'छप्पन',
  'सत्तावन',
  'अट्ठावन',
  'उनसठ',
  'साठ',
  'इकसठ',
  'बासठ',
  'तिरेसठ',
  'चौंसठ',
  'पैंसठ',
  'छियासठ',
  'सड़सठ',
  'अड़सठ',
  'उनहत्तर',
  'सत्तर',
  'इकहत्तर',
  'बहत्तर',
  'तिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छिहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उन्यासी',
  'अस्सी',
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे',
  'इक्यानवे',
  'बानवे',
  'तिरानवे',
  'चौरानवे',
  'पचानवे',
  'छियानवे',
  'सत्तानवे',
  'अट्ठानवे',
  'निन्यानवे',
];

type Words = { upto99: (n: number) => string; hundred: string; thousand: string; lakh: string; crore: string };

const EN: Words = {
  upto99: (n) => (n < 20 ? EN_ONES[n] : EN_TENS[Math.floor(n / 10)] + (n % 10 ? `-${EN_ONES[n % 10]}` : '')),
  hundred: 'Hundred',
  thousand: 'Thousand',
  lakh: 'Lakh',
  crore: 'Crore',
};
const HI: Words = { upto99: (n) => HI_UPTO_99[n], hundred: 'सौ', thousand: 'हज़ार', lakh: 'लाख', crore: 'करोड़' };

/** A whole number in the Indian system (crore, lakh, thousand, hundred); crores above 99 are said as a number of crores. */
function indianWords(n: number, w: Words): string {
  if (n === 0) return w.upto99(0);
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  if (crore) parts.push(`${indianWords(crore, w)} ${w.crore}`);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  if (lakh) parts.push(`${w.upto99(lakh)} ${w.lakh}`);
  const thousand = Math.floor((n % 100_000) / 1000);
  if (thousand) parts.push(`${w.upto99(thousand)} ${w.thousand}`);
  const hundred = Math.floor((n % 1000) / 100);
  if (hundred) parts.push(`${w.upto99(hundred)} ${w.hundred}`);
  const rest = n % 100;
  if (rest) parts.push(w.upto99(rest));
  return parts.join(' ');
}

/**
 * An amount in words as invoices print it: "Rupees One Lakh Twenty-Five Thousand and Fifty Paise Only", or in Hindi
 * "रुपये एक लाख पच्चीस हज़ार और पचास पैसे मात्र". A negative amount is said as its size.
 */
export function amountInWords(paise: number, locale: 'en' | 'hi' = 'en'): string {
  const p = Math.abs(Math.round(paise));
  const rupees = Math.floor(p / 100);
  const rest = p % 100;
  if (locale === 'hi') {
    const r = `रुपये ${indianWords(rupees, HI)}`;
    return `${rest ? `${r} और ${HI.upto99(rest)} पैसे` : r} मात्र`;
  }
  const r = `Rupees ${indianWords(rupees, EN)}`;
  return `${rest ? `${r} and ${EN.upto99(rest)} Paise` : r} Only`;
}

// ----- forms and answers --------------------------------------------------------------------------

const gstinField = z
  .string()
  .trim()
  .toUpperCase()
  .superRefine((v, ctx) => {
    const p = gstinProblem(v);
    if (p) ctx.addIssue({ code: 'custom', message: p });
  });

export const ServiceTaxCode = z.object({
  code: z.enum(SERVICE_CODE_VALUES),
  sac: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'A SAC is 6 digits'),
  rate: z.number().min(0).max(28).multipleOf(0.01),
  /** The government's fee is passed on as a pure agent (outside the taxable value). */
  govFeePureAgent: z.boolean(),
});
export type ServiceTaxCode = z.infer<typeof ServiceTaxCode>;

/** The admin's tax setup: the agency's GSTIN (its state code must be the chosen state's), how invoices are issued. */
export const TaxSetupForm = z
  .object({
    gstin: gstinField,
    legalName: z.string().trim().min(1).max(200),
    stateCode: z.string().refine(isGstStateCode, 'Choose a state'),
    mode: z.enum(INVOICE_MODES),
    codes: z.array(ServiceTaxCode).max(50),
  })
  .superRefine((v, ctx) => {
    if (!gstinProblem(v.gstin) && v.gstin.slice(0, 2) !== v.stateCode)
      ctx.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: `The GSTIN begins with ${v.gstin.slice(0, 2)}, not the state's code ${v.stateCode}`,
        params: {
          i18n: { id: 'invoices.errors.stateMismatch', values: { has: v.gstin.slice(0, 2), want: v.stateCode } },
        },
      });
  });
export type TaxSetupForm = z.input<typeof TaxSetupForm>;

export const TaxSetup = z.object({
  gstin: z.string(),
  legalName: z.string(),
  stateCode: z.string(),
  mode: z.enum(INVOICE_MODES),
  codes: z.array(ServiceTaxCode.extend({ label: z.string(), govFee: z.number() })),
});
export type TaxSetup = z.infer<typeof TaxSetup>;

/** A merchant's own GSTIN (empty: none, so its invoices are B2C). */
export const MerchantGstinForm = z.object({ gstin: z.union([z.literal(''), gstinField]) });
export type MerchantGstinForm = z.input<typeof MerchantGstinForm>;
export const MerchantGstin = z.object({ gstin: z.string() });
export type MerchantGstin = z.infer<typeof MerchantGstin>;

/** The merchant list's month (YYYY-MM), sent as the table's additionFilter; none: every month. */
export const InvoiceMonth = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
});
export type InvoiceMonth = z.infer<typeof InvoiceMonth>;

export const IssueResult = z.object({ invoices: z.number(), creditNotes: z.number() });
export type IssueResult = z.infer<typeof IssueResult>;

export const INVOICE_KIND_OPTIONS = [
  { value: 'invoice', label: 'Tax invoice' },
  { value: 'credit_note', label: 'Credit note' },
] as const;

/** The invoices list, the merchant's and the back office's (which adds the merchant). */
export const INVOICE_COLUMNS: readonly ColumnDef[] = [
  { field: 'number', label: 'Invoice No', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'dated', label: 'Date', type: 'date', sortable: true, filterable: true },
  { field: 'month', label: 'Month', type: 'text', sortable: true, filterable: true, hidden: true },
  { field: 'kind', label: 'Type', type: 'enum', sortable: true, filterable: true, options: [...INVOICE_KIND_OPTIONS] },
  { field: 'merchantCode', label: 'Merchant', type: 'text', sortable: true, searchable: true, filterable: true },
  {
    field: 'buyerGstin',
    label: 'GSTIN',
    type: 'text',
    sortable: true,
    searchable: true,
    filterable: true,
    hidden: true,
  },
  { field: 'placeOfSupply', label: 'Place of supply', type: 'text', sortable: true, filterable: true, hidden: true },
  { field: 'taxable', label: 'Taxable value', type: 'amount', sortable: true, filterable: true },
  { field: 'tax', label: 'GST', type: 'amount', sortable: true, filterable: true },
  { field: 'amount', label: 'Total', type: 'amount', sortable: true, filterable: true },
];
