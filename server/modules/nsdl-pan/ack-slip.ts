import { PAN_CATEGORIES, type PanCategory } from '../../../contract/pan';
import type { Locale, MessageId } from '../../../contract/i18n';
import { drawCode128 } from '../../lib/barcode';
import { indiaDateTime } from '../../lib/export/format';
import { contractText, translate } from '../../lib/i18n';
import { drawText, isPlain } from '../../lib/pdf-text';
import { formatDate } from '../../../contract/format';
import { PHOTO_BOX, SIGNATURE_BOX, imageBox, openAckSlip } from './pdf-parts';

export type PanSlipRecord = {
  ackNo: string;
  tokenNo: string;
  name: string;
  category: PanCategory;
  appType: 'N' | 'C';
  /** Application date, YYYY-MM-DD. */
  dated: string;
  acknowledgedAt: Date;
  merchantCode: string;
  merchantName: string;
  mobile: string;
  photo: Buffer | null;
  signature: Buffer | null;
};

const APP_TYPES: Record<'N' | 'C', MessageId> = { N: 'printouts.panAck.newPan', C: 'printouts.panAck.change' };
const groupAck = (v: string) => v.replace(/^(\d{3})(\d{4})(\d{4})(\d{4})$/, '$1 $2 $3 $4');

/**
 * A one-page A4 acknowledgement slip for a physical PAN application, with the number as a barcode for counter scanners,
 * in the language of whoever downloads it (names and numbers as they were typed).
 */
export function panAckSlipPdf(
  r: PanSlipRecord,
  business: { businessName: string; contactNo: string; emailId: string },
  now = new Date(),
  locale: Locale = 'en',
): Promise<Buffer> {
  const { doc, done, left, width } = openAckSlip(r.ackNo, business);
  const right = left + width;
  const t = (id: MessageId, values?: Record<string, string>) => translate(locale, id, values);

  drawText(doc, business.businessName, undefined, undefined, { size: 16, weight: 'bold', align: 'center' });
  doc.moveDown(1);
  drawText(doc, t('printouts.panAck.title'), undefined, undefined, { size: 13, weight: 'bold', align: 'center' });
  doc.moveDown(0.8);

  // The number, large for the eye and as Code 128 for a scanner.
  const boxY = doc.y;
  doc.rect(left, boxY, width, 92).lineWidth(1).stroke('#1c4e80');
  doc.fillColor('#444444');
  drawText(doc, t('printouts.ack.number'), left + 12, boxY + 10, { size: 9 });
  doc
    .font('Helvetica-Bold')
    .fontSize(24)
    .fillColor('#000000')
    .text(groupAck(r.ackNo), left + 12, boxY + 24, { lineBreak: false });
  const barW = 230;
  drawCode128(doc, r.ackNo, right - barW - 10, boxY + 10, { width: barW, height: 56 });
  doc
    .font('Courier')
    .fontSize(9)
    .fillColor('#000000')
    .text(r.ackNo, right - barW - 10, boxY + 70, { width: barW, align: 'center', lineBreak: false });

  const rowsY = boxY + 112;
  const category = PAN_CATEGORIES.find((c) => c.value === r.category)?.label;
  const rows: [string, string][] = [
    [t('printouts.panAck.applicant'), r.name || '--'],
    [t('printouts.panAck.category'), category ? contractText(locale, category) : r.category],
    [t('printouts.ack.appType'), t(APP_TYPES[r.appType])],
    [t('printouts.panAck.dated'), formatDate(r.dated, locale)],
    [t('printouts.ack.token'), r.tokenNo],
    [t('printouts.panAck.acknowledgedOn'), indiaDateTime(r.acknowledgedAt, locale)],
    [t('printouts.panAck.merchant'), `${r.merchantCode} — ${r.merchantName}`],
    [t('printouts.ack.mobile'), r.mobile || '--'],
  ];
  const colW = width - SIGNATURE_BOX.width - 20;
  doc.y = rowsY;
  for (const [k, v] of rows) {
    const y = doc.y;
    doc.fillColor('#444444');
    drawText(doc, k, left + 4, y, { size: 10, width: 110 });
    doc.fillColor('#000000');
    drawText(doc, v, left + 120, y, { size: 10, weight: 'bold', width: colW - 120 });
    doc
      .moveTo(left + 4, doc.y + 4)
      .lineTo(left + colW, doc.y + 4)
      .lineWidth(0.3)
      .stroke('#cccccc');
    doc.y += 10;
  }
  const rowsEnd = doc.y;

  // Photo and signature as cropped for Protean, at their printed size.
  const px = right - SIGNATURE_BOX.width + (SIGNATURE_BOX.width - PHOTO_BOX.width) / 2;
  box(doc, r.photo, px, rowsY, PHOTO_BOX, t('printouts.panAck.noPhoto'));
  doc.fillColor('#444444');
  drawText(doc, t('printouts.panAck.photo'), right - SIGNATURE_BOX.width, rowsY + PHOTO_BOX.height + 3, {
    size: 7.5,
    width: SIGNATURE_BOX.width,
    align: 'center',
  });
  const sy = rowsY + PHOTO_BOX.height + 20;
  box(doc, r.signature, right - SIGNATURE_BOX.width, sy, SIGNATURE_BOX, t('printouts.panAck.noSignature'));
  doc.fillColor('#444444');
  drawText(doc, t('printouts.panAck.signature'), right - SIGNATURE_BOX.width, sy + SIGNATURE_BOX.height + 3, {
    size: 7.5,
    width: SIGNATURE_BOX.width,
    align: 'center',
  });

  doc.y = Math.max(rowsEnd, sy + SIGNATURE_BOX.height + 16) + 18;
  doc.fillColor('#444444');
  drawText(doc, t('printouts.ack.quote'), left, doc.y, { size: 8.5, width });

  const footY = doc.page.height - 48 - 24;
  doc
    .moveTo(left, footY - 6)
    .lineTo(right, footY - 6)
    .lineWidth(0.5)
    .stroke('#cccccc');
  doc.fillColor('#444444');
  drawText(doc, `${business.businessName} · ${business.contactNo} · ${business.emailId}`, left, footY, {
    size: 8,
    width,
    align: 'center',
    lineBreak: false,
  });
  drawText(doc, t('printouts.ack.generatedOn', { at: indiaDateTime(now, locale) }), left, footY + 11, {
    size: 8,
    width,
    align: 'center',
    lineBreak: false,
  });
  doc.end();
  return done;
}

/** The photo or signature box; its caption, when there is no image, in the slip's language (imageBox draws Helvetica). */
function box(
  doc: PDFKit.PDFDocument,
  image: Buffer | null,
  x: number,
  y: number,
  size: { width: number; height: number },
  caption: string,
): void {
  imageBox(doc, image, x, y, size.width, size.height, image || isPlain(caption) ? caption : '');
  if (image || isPlain(caption)) return;
  doc.fillColor('#555555');
  drawText(doc, caption, x + 4, y + size.height / 2 - 10, { size: 6.5, width: size.width - 8, align: 'center' });
  doc.fillColor('#000000');
}
