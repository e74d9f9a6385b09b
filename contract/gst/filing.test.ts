import { describe, expect, it } from 'vitest';
import {
  GstFilingData,
  emptyFiling,
  filingProblems,
  invoiceDate,
  invoiceFieldOf,
  invoiceRowProblems,
  requiredFilingDocuments,
  type GstInvoiceRow,
} from './filing';

const today = '2026-11-05';
const filing = (over: Partial<GstFilingData> = {}) =>
  GstFilingData.parse({
    gstin: '27AAPFU0939F1ZV',
    legalName: 'Umesh & Sons',
    returnType: 'GSTR-1',
    period: '2026-10',
    ...over,
  });

describe('filingProblems', () => {
  it('a complete filing has none', () => {
    expect(filingProblems(filing(), today)).toEqual([]);
    expect(filingProblems(filing({ returnType: 'GSTR-3B', qrmp: true, period: '2026-27-Q2' }), today)).toEqual([]);
  });
  it('an empty draft misses everything and has nothing wrong', () => {
    expect(filingProblems(emptyFiling(), today).map((p) => [p.field, p.kind])).toEqual([
      ['gstin', 'missing'],
      ['legalName', 'missing'],
      ['returnType', 'missing'],
      ['period', 'missing'],
    ]);
  });
  it('checks the GSTIN, upper-casing it as it parses', () => {
    expect(filing({ gstin: ' 27aapfu0939f1zv ' }).gstin).toBe('27AAPFU0939F1ZV');
    expect(filingProblems(filing({ gstin: '27AAPFU0939F1ZW' }), today)).toEqual([
      {
        field: 'gstin',
        section: 'return',
        kind: 'format',
        message: 'The last character (check character) does not match: look for a mistyped character',
      },
    ]);
  });
  it('checks the period against the return type, QRMP and today', () => {
    expect(filingProblems(filing({ qrmp: true }), today)[0]).toMatchObject({
      field: 'period',
      message: 'GSTR-1 is filed for a quarter under QRMP: choose a quarter, not a month',
    });
    expect(filingProblems(filing({ period: '2026-11' }), today)[0].message).toMatch(/has not ended yet/);
    expect(filingProblems(filing({ returnType: 'GSTR-9', period: '2025-26' }), today)).toEqual([]);
  });
  it('refuses an unknown return type when parsing', () => {
    expect(GstFilingData.safeParse({ returnType: 'GSTR-2' }).success).toBe(false);
  });
});

describe('required filing documents', () => {
  it('the invoice summary for GSTR-1, unless nil', () => {
    expect(requiredFilingDocuments(filing()).map((d) => d.kind)).toEqual(['invoice_summary']);
    expect(requiredFilingDocuments(filing({ nilReturn: true }))).toEqual([]);
    expect(requiredFilingDocuments(filing({ returnType: 'GSTR-3B' }))).toEqual([]);
  });
});

describe('invoice summary rows', () => {
  const row: GstInvoiceRow = {
    invoice_no: 'INV/2026/001',
    invoice_date: '2026-10-12',
    recipient_gstin: '29ABCPE1234F1Z7',
    place_of_supply: '29',
    taxable_value: '10000',
    igst: '1800',
  };
  const ctx = { supplierGstin: '27AAPFU0939F1ZV', period: '2026-10' };
  const problems = (over: GstInvoiceRow, c = ctx) => invoiceRowProblems({ ...row, ...over }, c);

  it('accepts a B2B inter-state and a B2C intra-state invoice', () => {
    expect(problems({})).toEqual([]);
    expect(
      problems({
        recipient_gstin: '',
        place_of_supply: 27,
        igst: '',
        cgst: 900,
        sgst: '900.00',
        invoice_date: '12/10/2026',
      }),
    ).toEqual([]);
  });
  it('reads headers by field or label in any case', () => {
    expect(invoiceFieldOf('Invoice No')).toBe('invoice_no');
    expect(invoiceFieldOf(' PLACE_OF_SUPPLY ')).toBe('place_of_supply');
    expect(invoiceFieldOf('recipient gstin')).toBe('recipient_gstin');
    expect(invoiceFieldOf('Notes')).toBeNull();
  });
  it('reads the three date forms', () => {
    expect(invoiceDate('2026-10-12')).toBe('2026-10-12');
    expect(invoiceDate('12-10-2026')).toBe('2026-10-12');
    expect(invoiceDate('12/10/2026')).toBe('2026-10-12');
    expect(invoiceDate('31/02/2026')).toBeNull();
  });
  it('names each wrong cell', () => {
    expect(problems({ invoice_no: '' })).toEqual([{ field: 'invoice_no', message: 'Invoice number is required' }]);
    expect(problems({ invoice_no: 'INV 2026 0000000001' })[0].message).toMatch(/up to 16/);
    expect(problems({ invoice_date: '2026-09-30' })).toEqual([
      {
        field: 'invoice_date',
        message: 'Invoice date 2026-09-30 is outside the return period (2026-10-01 to 2026-10-31)',
      },
    ]);
    expect(problems({ invoice_date: '30-13-2026' })[0].field).toBe('invoice_date');
    expect(problems({ recipient_gstin: '29ABCPE1234F1Z8' })[0]).toMatchObject({
      field: 'recipient_gstin',
      message: expect.stringMatching(/^Recipient GSTIN: The last character/),
    });
    expect(problems({ place_of_supply: '40' })[0].field).toBe('place_of_supply');
    expect(problems({ place_of_supply: 7 })).toEqual([]);
    expect(problems({ taxable_value: '' })).toEqual([{ field: 'taxable_value', message: 'Taxable value is required' }]);
    expect(problems({ taxable_value: '-5' })[0].field).toBe('taxable_value');
    expect(problems({ cess: '1.234' })[0]).toEqual({
      field: 'cess',
      message: 'Cess: an amount in rupees, like 1500 or 1500.50',
    });
    expect(problems({ taxable_value: '1,00,000.50' })).toEqual([]);
  });
  it('charges IGST across states and CGST + SGST within one, in equal halves', () => {
    expect(problems({ cgst: '900', sgst: '900' })[0]).toEqual({
      field: 'igst',
      message: 'An invoice carries IGST (inter-state) or CGST and SGST (intra-state), not both',
    });
    expect(problems({ igst: '', cgst: '900', sgst: '800' })[0]).toEqual({
      field: 'sgst',
      message: 'CGST and SGST are equal halves of the tax',
    });
    expect(problems({ igst: '', cgst: '900', sgst: '900' })[0]).toEqual({
      field: 'cgst',
      message: 'Place of supply is in another state: charge IGST, not CGST and SGST',
    });
    expect(problems({ place_of_supply: '27' })[0]).toEqual({
      field: 'igst',
      message: 'Place of supply is in your own state: charge CGST and SGST, not IGST',
    });
    // Without the supplier's GSTIN the state rule cannot be checked.
    expect(problems({ place_of_supply: '27' }, { period: '2026-10', supplierGstin: '' })).toEqual([]);
  });
});
