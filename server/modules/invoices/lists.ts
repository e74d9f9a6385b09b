import { sql } from 'drizzle-orm';
import { INVOICE_COLUMNS, InvoiceMonth } from '../../../contract/invoices';
import type { TableFilter } from '../../../contract/table';
import { fieldError, msg } from '../../lib/errors';
import { withSql } from '../../lib/list-columns';
import type { ListDefinition, RowScope } from '../../lib/table-query';

const rupees = (paise: ReturnType<typeof sql>) => sql`round(${paise} / 100.0, 2)::float8`;

/**
 * Every tax invoice and credit note, one row each as printed (the GSTR-1 export will read the same rows and their
 * tax_lines: B2B where buyer_gstin is set, B2CS grouped by place of supply and rate, CDNR from the credit notes).
 */
export const invoiceList: ListDefinition = {
  name: 'invoices',
  title: 'Tax invoices',
  personal: false,
  from: sql`invoices iv`,
  key: sql`iv.id`,
  columns: [
    { field: 'id', label: 'Id', type: 'number', expr: sql`iv.id` },
    ...withSql('invoices', INVOICE_COLUMNS, {
      number: { expr: sql`iv.number`, weight: 12 },
      dated: { expr: sql`iv.dated`, output: sql`to_char(iv.dated, 'YYYY-MM-DD')`, weight: 10 },
      month: { expr: sql`iv.month`, weight: 8 },
      kind: { expr: sql`iv.kind`, weight: 9 },
      merchantCode: { expr: sql`iv.buyer_code`, weight: 10 },
      buyerGstin: { expr: sql`iv.buyer_gstin`, weight: 12 },
      placeOfSupply: { expr: sql`iv.place_of_supply_code`, weight: 6 },
      taxable: { expr: sql`iv.taxable_paise`, output: rupees(sql`iv.taxable_paise`), weight: 10 },
      tax: {
        expr: sql`(iv.cgst_paise + iv.sgst_paise + iv.igst_paise)`,
        output: rupees(sql`(iv.cgst_paise + iv.sgst_paise + iv.igst_paise)`),
        weight: 10,
      },
      amount: { expr: sql`iv.total_paise`, output: rupees(sql`iv.total_paise`), weight: 10 },
    }),
  ],
  defaultSort: [
    { column: 'dated', dir: 'desc' },
    { column: 'number', dir: 'desc' },
  ],
  // The back office's total (every document ever issued) is counted once per issuing run, not on every page.
  changes: 'invoices',
};

/** One merchant's own documents (a staff account reads its owner's). */
export const merchantInvoices = (merchantId: number): RowScope => ({ where: sql`iv.merchant_id = ${merchantId}` });

/** The month picked above the merchant's list (a fixed filter, so the export holds the same rows). */
export function monthFilters(raw: unknown): TableFilter[] {
  const parsed = InvoiceMonth.safeParse(raw ?? {});
  if (!parsed.success) throw fieldError('month', msg('invoices.errors.month'));
  return parsed.data.month ? [{ field: 'month', opt: 'equals', value1: parsed.data.month }] : [];
}
