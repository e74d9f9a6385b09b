import PDFDocument from 'pdfkit';
import { formatDate } from '../../../contract/format';
import type { Locale, MessageId } from '../../../contract/i18n';
import { amountInWords, gstStateName } from '../../../contract/invoices';
import { formatRupees } from '../../../contract/money';
import { SERVICE_CODES } from '../../../contract/services';
import { contractText, translate } from '../../lib/i18n';
import { drawText } from '../../lib/pdf-text';
import { collect } from '../nsdl-pan/pdf-parts';
import type { InvoiceRow, TaxLineRow } from './service';

export type InvoicePrint = { invoice: InvoiceRow; lines: TaxLineRow[]; refersToNumber: string | null };

const pct = (bp: number | null) => `${((bp ?? 0) / 100).toFixed(2).replace(/\.00$/, '')}%`;

/**
 * A tax invoice or credit note as an A4 page in the reader's language: the supplier and buyer with their GSTINs,
 * number, date, place of supply, one row per charge (SAC, quantity, taxable value, tax) and the total in words.
 */
export async function invoicePdf(p: InvoicePrint, locale: Locale): Promise<Buffer> {
  const t = (id: MessageId, values?: Record<string, string | number>) => translate(locale, id, values);
  const inv = p.invoice;
  const credit = inv.kind === 'credit_note';
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: inv.number } });
  const done = collect(doc);
  const left = 40;
  const width = doc.page.width - 80;
  const half = width / 2 - 10;

  drawText(doc, t(credit ? 'invoices.pdf.creditNote' : 'invoices.pdf.taxInvoice'), left, 40, {
    size: 16,
    weight: 'bold',
    width,
    align: 'center',
  });
  doc.y += 8;
  const top = doc.y;
  const party = (x: number, heading: string, lines: string[]) => {
    drawText(doc, heading, x, top, { size: 9, weight: 'bold', width: half });
    for (const l of lines.filter(Boolean)) drawText(doc, l, x, doc.y + 1, { size: 9, width: half });
    return doc.y;
  };
  const a = party(left, t('invoices.pdf.supplier'), [
    inv.supplierName,
    inv.supplierAddress,
    t('invoices.pdf.gstin', { gstin: inv.supplierGstin }),
    t('invoices.pdf.state', { code: inv.supplierStateCode, name: gstStateName(inv.supplierStateCode) }),
  ]);
  const b = party(left + half + 20, t('invoices.pdf.buyer'), [
    `${inv.buyerName} (${inv.buyerCode})`,
    inv.buyerAddress,
    inv.buyerGstin ? t('invoices.pdf.gstin', { gstin: inv.buyerGstin }) : t('invoices.pdf.unregistered'),
  ]);
  doc.y = Math.max(a, b) + 10;

  const facts: [string, string][] = [
    [t(credit ? 'invoices.pdf.creditNoteNo' : 'invoices.pdf.invoiceNo'), inv.number],
    [t('invoices.pdf.date'), formatDate(inv.dated, locale)],
    ...(credit && p.refersToNumber ? [[t('invoices.pdf.original'), p.refersToNumber] as [string, string]] : []),
    [t('invoices.pdf.placeOfSupply'), `${inv.placeOfSupplyCode} - ${gstStateName(inv.placeOfSupplyCode)}`],
  ];
  for (const [k, v] of facts) {
    const y = doc.y;
    drawText(doc, k, left, y, { size: 9, width: 160 });
    drawText(doc, v, left + 160, y, { size: 9, weight: 'bold', width: width - 160 });
  }
  doc.y += 8;

  // Columns: service and reference, SAC, quantity, taxable value, rate, tax, amount.
  const cols = [150, 55, 30, 75, 45, 85, width - 440];
  const xs = cols.map((_, i) => left + cols.slice(0, i).reduce((s, c) => s + c, 0));
  const taxHead = inv.intraState ? t('invoices.pdf.cgstSgst') : t('invoices.pdf.igst');
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let bottom = y;
    cells.forEach((c, i) => {
      drawText(doc, c, xs[i], y, {
        size: 8,
        width: cols[i] - 4,
        weight: bold ? 'bold' : 'regular',
        align: i > 1 ? 'right' : 'left',
      });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 3;
  };
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.4)
      .stroke('#999999');
    doc.y += 3;
  };
  rule();
  row(
    [
      t('invoices.pdf.service'),
      t('invoices.pdf.sac'),
      t('invoices.pdf.qty'),
      t('invoices.pdf.taxable'),
      t('invoices.pdf.rate'),
      taxHead,
      t('invoices.pdf.amount'),
    ],
    true,
  );
  rule();
  for (const l of p.lines) {
    const label = SERVICE_CODES.find((c) => c.code === l.serviceCode)?.label ?? l.serviceCode;
    const tax = inv.intraState
      ? `${formatRupees(l.cgstPaise ?? 0)} + ${formatRupees(l.sgstPaise ?? 0)}`
      : formatRupees(l.igstPaise ?? 0);
    row([
      `${contractText(locale, label)}\n${l.reference}`,
      l.sac ?? '',
      String(l.quantity),
      formatRupees(l.taxablePaise ?? 0),
      pct(l.rateBp),
      tax,
      formatRupees(l.amountPaise),
    ]);
    if ((l.passThroughPaise ?? 0) > 0)
      drawText(doc, t('invoices.pdf.passThrough', { amount: formatRupees(l.passThroughPaise ?? 0) }), xs[0], doc.y, {
        size: 7,
        width: width - 10,
      });
  }
  rule();
  const sums: [string, string][] = [
    [t('invoices.pdf.taxableTotal'), formatRupees(inv.taxablePaise)],
    ...(inv.intraState
      ? ([
          [t('invoices.pdf.cgst'), formatRupees(inv.cgstPaise)],
          [t('invoices.pdf.sgst'), formatRupees(inv.sgstPaise)],
        ] as [string, string][])
      : ([[t('invoices.pdf.igst'), formatRupees(inv.igstPaise)]] as [string, string][])),
    ...(inv.passThroughPaise > 0
      ? ([[t('invoices.pdf.passThroughTotal'), formatRupees(inv.passThroughPaise)]] as [string, string][])
      : []),
    [t('invoices.pdf.total'), formatRupees(inv.totalPaise)],
  ];
  for (const [k, v] of sums) {
    const y = doc.y;
    drawText(doc, k, left + width - 300, y, { size: 9, width: 180, align: 'right' });
    drawText(doc, v, left + width - 110, y, { size: 9, weight: 'bold', width: 110, align: 'right' });
  }
  doc.y += 6;
  drawText(doc, `${t('invoices.pdf.inWords')} ${amountInWords(inv.totalPaise, locale)}`, left, doc.y, {
    size: 9,
    weight: 'bold',
    width,
  });
  drawText(doc, t('invoices.pdf.computer'), left, doc.y + 16, { size: 8, width });
  doc.end();
  return done;
}
