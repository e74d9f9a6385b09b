import PDFDocument from 'pdfkit';
import { BACKLOG_STATUSES, PAN_TYPES } from '../../../contract/lists/backlog';
import { maskAadhaar } from '../../../contract/aadhaar';
import { formatDate } from '../../../contract/format';
import type { Locale, MessageId } from '../../../contract/i18n';
import { indiaDateTime } from '../../lib/export/format';
import { contractText, translate } from '../../lib/i18n';
import { drawText } from '../../lib/pdf-text';

export type SlipRecord = {
  transid: string;
  dated: string;
  aknNo: string;
  panType: string;
  name: string;
  cardname: string;
  /** Only the last four digits reach a slip: the sealed number is never opened for it. */
  aadhaarLast4: string;
  contactno: string;
  email: string;
  memno: string;
  status: string;
};

/** A one-page A4 acknowledgement slip for a backlog record, as a Buffer (a few KB), in the downloader's language. */
export function ackSlipPdf(
  r: SlipRecord,
  business: { businessName: string; contactNo: string; emailId: string },
  now = new Date(),
  locale: Locale = 'en',
): Promise<Buffer> {
  const t = (id: MessageId, values?: Record<string, string>) => translate(locale, id, values);
  const label = (options: readonly { value: string; label: string }[], v: string) => {
    const option = options.find((o) => o.value === v);
    return option ? contractText(locale, option.label) : v;
  };
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `Acknowledgement ${r.aknNo}`, Creator: business.businessName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 96;
  drawText(doc, business.businessName, undefined, undefined, { size: 16, weight: 'bold', align: 'center' });
  doc.fillColor('#444444');
  drawText(doc, `${business.contactNo} · ${business.emailId}`, undefined, undefined, { size: 9, align: 'center' });
  doc.moveDown(1.2).fillColor('#000000');
  drawText(doc, t('printouts.backlogAck.title'), undefined, undefined, { size: 13, weight: 'bold', align: 'center' });
  doc.moveDown(0.8);

  doc.rect(48, doc.y, width, 44).stroke('#1c4e80');
  const boxY = doc.y;
  doc.fillColor('#444444');
  drawText(doc, t('printouts.ack.number'), 60, boxY + 8, { size: 9 });
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor('#000000')
    .text(r.aknNo.replace(/(\d{3})(\d{4})(\d{4})(\d{4})/, '$1 $2 $3 $4'), 60, boxY + 20);
  doc.y = boxY + 60;

  const rows: [string, string][] = [
    [t('printouts.ack.token'), r.transid],
    [t('printouts.backlogAck.date'), formatDate(r.dated, locale)],
    [t('printouts.ack.appType'), label(PAN_TYPES, r.panType)],
    [t('printouts.backlogAck.applicantName'), r.name],
    [t('printouts.backlogAck.cardName'), r.cardname || '--'],
    [t('printouts.backlogAck.aadhaar'), maskAadhaar(r.aadhaarLast4) || '--'],
    [t('printouts.ack.mobile'), r.contactno || '--'],
    [t('printouts.backlogAck.email'), r.email || '--'],
    [t('printouts.backlogAck.merchantNumber'), r.memno],
    [t('printouts.backlogAck.status'), `${r.status} ${label(BACKLOG_STATUSES, r.status)}`],
  ];
  for (const [k, v] of rows) {
    const y = doc.y;
    doc.fillColor('#444444');
    drawText(doc, k, 60, y, { size: 10, width: 150 });
    doc.fillColor('#000000');
    drawText(doc, v, 220, y, { size: 10, weight: 'bold', width: width - 172 });
    doc
      .moveTo(60, doc.y + 4)
      .lineTo(48 + width - 12, doc.y + 4)
      .lineWidth(0.3)
      .stroke('#cccccc');
    doc.y += 10;
  }
  doc.moveDown(1.5);
  doc.fillColor('#444444');
  drawText(doc, t('printouts.backlogAck.note', { at: indiaDateTime(now, locale) }), 48, doc.y, { size: 8.5, width });
  doc.end();
  return done;
}
