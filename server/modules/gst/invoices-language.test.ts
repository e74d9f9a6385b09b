import { describe, expect, it } from 'vitest';
import { checkInvoiceSheet, invoiceProblemText } from './invoices';
import { latinLeft } from '../../test/hindi';

/* Issue 26: an invoice summary's problems in the reader's language, the row and the file's data as they are. */

const HEAD = [
  'Invoice No',
  'Invoice Date',
  'Recipient GSTIN',
  'Place of Supply',
  'Taxable Value',
  'IGST',
  'CGST',
  'SGST',
];
const sheet = [
  { row: 1, cells: HEAD },
  { row: 2, cells: ['INV/1', '2026-05-04', '', '27', '1000', '0', '90', '90'] },
  { row: 3, cells: ['', '31-02-2026', 'ABCDE', '99', 'lots', '10', '5', '6'] },
  { row: 4, cells: ['INV/1', '2026-07-01', '', '09', '1000', '180', '0', '0'] },
];
const ctx = { supplierGstin: '27AAPFU0939F1ZV', period: '2026-05' };

describe('invoice summary problems', () => {
  it('are Hindi for a Hindi reader, with the data and rows as in the file', () => {
    const { problems } = checkInvoiceSheet(sheet, { ...ctx, locale: 'hi' });
    expect(problems.length).toBeGreaterThan(4);
    for (const p of problems) expect(latinLeft(p.message, ['ABCDE', 'INV/1']), p.message).toEqual([]);
    expect(problems).toContainEqual({ row: 3, field: 'invoice_no', message: 'इनवॉइस नंबर ज़रूरी है' });
    expect(problems).toContainEqual({ row: 4, field: 'invoice_no', message: 'इनवॉइस नंबर INV/1 लाइन 2 में भी है' });
    expect(problems.find((p) => p.row === 4 && p.field === 'invoice_date')?.message).toMatch(
      /^इनवॉइस की तारीख़ 2026-07-01 रिटर्न की अवधि \(\S+ से \S+\) से बाहर है$/,
    );
  });

  it('keep their English word for word', () => {
    const en = checkInvoiceSheet(sheet, ctx).problems;
    expect(en).toContainEqual({ row: 3, field: 'invoice_no', message: 'Invoice number is required' });
    expect(en).toContainEqual({ row: 4, field: 'invoice_no', message: 'Invoice number INV/1 is also on row 2' });
    expect(en.map((p) => p.message)).toContain('Taxable Value: an amount in rupees, like 1500 or 1500.50');
    const hi = checkInvoiceSheet(sheet, { ...ctx, locale: 'hi' }).problems;
    expect(hi.map((p) => [p.row, p.field])).toEqual(en.map((p) => [p.row, p.field]));
  });

  it('header problems: an unknown column by its name', () => {
    const { problems } = checkInvoiceSheet([{ row: 1, cells: ['Invoice No', 'Whatever'] }], { locale: 'hi' });
    expect(problems[0]).toEqual({ row: 1, field: 'Whatever', message: 'अनजान कॉलम "Whatever"' });
    for (const p of problems) expect(latinLeft(p.message, ['Whatever'])).toEqual([]);
  });

  it('a sentence of the contract not known here is given as it is', () => {
    expect(invoiceProblemText('hi', 'Something new')).toBe('Something new');
    expect(invoiceProblemText('en', 'Invoice number is required')).toBe('Invoice number is required');
  });
});
