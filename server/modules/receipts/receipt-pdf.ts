import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Locale, MessageId } from '../../../contract/i18n';
import { formatRupees } from '../../../contract/money';
import { PRIVACY_NOTICES, type NoticeLanguage } from '../../../contract/privacy/notice';
import { maskMobile, trackLink, type ReceiptLayout } from '../../../contract/receipts';
import { indiaDateTime } from '../../lib/export/format';
import { contractText, translate } from '../../lib/i18n';
import { drawText, lineHeight } from '../../lib/pdf-text';
import { collect } from '../nsdl-pan/pdf-parts';
import type { ReceiptRow } from './service';

/** The QR code's dark modules of a link, row by row (what the PDF draws, and what a test decodes). */
export function qrModules(link: string): boolean[][] {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, r) =>
    Array.from({ length: modules.size }, (_, c) => Boolean(modules.get(r, c))),
  );
}

function drawQr(doc: PDFKit.PDFDocument, link: string, x: number, y: number, size: number) {
  const m = qrModules(link);
  // A quiet zone of four modules each side, as scanners expect.
  const cell = size / (m.length + 8);
  doc.save().fillColor('#000000');
  m.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) doc.rect(x + (c + 4) * cell, y + (r + 4) * cell, cell, cell).fill();
    }),
  );
  doc.restore();
}

export type ReceiptPrint = {
  receipt: ReceiptRow;
  /** The sale receipt's number, on a refund receipt. */
  refersToNo: number | null;
  /** The request's acknowledgement number once it has one (a receipt printed again later shows it). */
  ackNo?: string | null;
  publicUrl: string;
  reprint: boolean;
  now?: Date;
};

/** The receipt's words and values, the same for both layouts. */
function content(p: ReceiptPrint, locale: Locale) {
  const r = p.receipt;
  const t = (id: MessageId, values?: Record<string, string | number>) => translate(locale, id, values);
  const refund = r.kind === 'refund';
  const rows: [string, string][] = [
    [t('receipts.pdf.no'), String(r.receiptNo)],
    [t('receipts.pdf.date'), indiaDateTime(r.createdAt, locale)],
    ...(refund && p.refersToNo ? [[t('receipts.pdf.refersTo'), String(p.refersToNo)] as [string, string]] : []),
    [t('receipts.pdf.customer'), r.customerName || '--'],
    [t('receipts.pdf.mobile'), maskMobile(r.customerMobile) || '--'],
    [t('receipts.pdf.service'), contractText(locale, r.serviceLabel)],
    [t('receipts.pdf.reference'), r.reference],
    ...(p.ackNo ? [[t('receipts.pdf.ackNo'), p.ackNo] as [string, string]] : []),
    [t('receipts.pdf.govFee'), formatRupees(r.govFeePaise)],
    [t('receipts.pdf.serviceCharge'), formatRupees(r.serviceChargePaise)],
  ];
  const consentLanguage = ((r.consent as { language?: string } | null)?.language ?? locale) as NoticeLanguage;
  return {
    title: t(refund ? 'receipts.pdf.refundTitle' : 'receipts.pdf.title'),
    reprint: p.reprint ? t('receipts.pdf.reprint') : null,
    shop: [
      r.shopName || r.shopCode,
      r.shopAddress,
      t('receipts.pdf.shopLine', { code: r.shopCode, phone: r.shopPhone }),
    ],
    rows,
    total: [t(refund ? 'receipts.pdf.totalRefunded' : 'receipts.pdf.total'), formatRupees(r.amountPaise)] as const,
    madeBy: r.madeByName ? t('receipts.pdf.madeBy', { name: r.madeByName }) : null,
    consent: r.consent
      ? `${t('receipts.pdf.consent')} ${(PRIVACY_NOTICES[consentLanguage] ?? PRIVACY_NOTICES.en).consent}` +
        // The customer's agreement to SMS / WhatsApp updates, when given, in the receipt's language.
        ((r.consent as { updates?: unknown }).updates ? ` ${t('messages.consent.updates')}` : '')
      : null,
    track: t('receipts.pdf.track'),
    link: trackLink(p.publicUrl, r.reference),
    printed: t('receipts.pdf.printed', { when: indiaDateTime(p.now ?? new Date(), locale) }),
  };
}

const THERMAL_WIDTH = 80 * (72 / 25.4);

/**
 * A customer's receipt in the shop's language: an A4 page, or an 80 mm roll for a thermal printer (laid out twice:
 * once to learn its length, so the roll is cut right after the last line).
 */
export async function receiptPdf(p: ReceiptPrint, layout: ReceiptLayout): Promise<Buffer> {
  const locale = (p.receipt.language === 'hi' ? 'hi' : 'en') as Locale;
  const c = content(p, locale);
  const finished = (r: ReturnType<typeof render>) => {
    r.doc.end();
    return r.done;
  };
  if (layout === 'a4') return finished(render(c, 'a4', 0));
  const probe = render(c, 'thermal', 3000);
  await finished(probe);
  return finished(render(c, 'thermal', probe.end + 12));
}

function render(c: ReturnType<typeof content>, layout: ReceiptLayout, length: number) {
  const thermal = layout === 'thermal';
  const margin = thermal ? 10 : 56;
  const doc = new PDFDocument({
    size: thermal ? [THERMAL_WIDTH, length] : 'A4',
    margin,
    info: { Title: `${c.title} ${c.rows[0][1]}` },
  });
  const done = collect(doc);
  const left = margin;
  const width = doc.page.width - 2 * margin;
  const s = thermal ? 0.8 : 1;
  doc.page.margins.bottom = 0;

  drawText(doc, c.shop[0], left, margin, { size: 15 * s, weight: 'bold', width, align: 'center' });
  for (const line of c.shop.slice(1).filter(Boolean))
    drawText(doc, line, left, doc.y + 2, { size: 9 * s, width, align: 'center' });
  doc.y += 8;
  drawText(doc, c.title, left, doc.y, { size: 13 * s, weight: 'bold', width, align: 'center' });
  if (c.reprint) drawText(doc, c.reprint, left, doc.y + 2, { size: 9 * s, weight: 'bold', width, align: 'center' });
  doc.y += 8;

  const labelW = thermal ? width * 0.42 : 170;
  const rule = () => {
    doc
      .moveTo(left, doc.y + 3)
      .lineTo(left + width, doc.y + 3)
      .lineWidth(0.4)
      .stroke(thermal ? '#000000' : '#bbbbbb');
    doc.y += 7;
  };
  const row = (k: string, v: string, bold = false) => {
    const y = doc.y;
    drawText(doc, k, left, y, { size: 10 * s, width: labelW - 4, weight: bold ? 'bold' : 'regular' });
    const after = doc.y;
    drawText(doc, v, left + labelW, y, { size: 10 * s, weight: 'bold', width: width - labelW, align: 'right' });
    doc.y = Math.max(doc.y, after, y + lineHeight(doc, v, 10 * s)) + 2;
  };
  rule();
  for (const [k, v] of c.rows) row(k, v);
  rule();
  row(c.total[0], c.total[1], true);
  rule();
  if (c.madeBy) drawText(doc, c.madeBy, left, doc.y + 2, { size: 9 * s, width });

  const qr = thermal ? 120 : 140;
  const qy = doc.y + 10;
  drawQr(doc, c.link, thermal ? left + (width - qr) / 2 : left, qy, qr);
  if (thermal) {
    drawText(doc, c.track, left, qy + qr + 2, { size: 9 * s, width, align: 'center' });
    drawText(doc, c.link, left, doc.y + 1, { size: 7, width, align: 'center' });
  } else {
    drawText(doc, c.track, left + qr + 12, qy + 30, { size: 10, weight: 'bold', width: width - qr - 12 });
    drawText(doc, c.link, left + qr + 12, doc.y + 4, { size: 9, width: width - qr - 12 });
    doc.y = qy + qr;
  }
  if (c.consent) drawText(doc, c.consent, left, doc.y + 10, { size: 8 * s, width });
  drawText(doc, c.printed, left, doc.y + 8, { size: 7.5 * s, width, align: thermal ? 'center' : 'left' });
  return { doc, done, end: doc.y };
}
