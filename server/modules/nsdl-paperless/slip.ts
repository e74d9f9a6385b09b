import { drawCode128 } from '../../lib/barcode';
import { indiaDateTime } from '../../lib/export/format';
import { contractText, translate } from '../../lib/i18n';
import { drawText } from '../../lib/pdf-text';
import { formatDate } from '../../../contract/format';
import type { Locale, MessageId } from '../../../contract/i18n';
import { PAPERLESS_CARDS } from '../../../contract/nsdl-paperless/form';
import { openAckSlip } from '../nsdl-pan/pdf-parts';

/*
 * The paperless acknowledgement slip. Not the physical one (server/modules/nsdl-pan/ack-slip.ts): there
 * is no photo or signature to show (e-KYC took them from Aadhaar) and the e-PAN goes to the email.
 */

export type PaperlessSlip = {
  ackNo: string;
  refNo: string;
  name: string;
  appType: 'N' | 'C';
  existingPan: string;
  card: string;
  email: string;
  mobile: string;
  /** Application date, YYYY-MM-DD. */
  dated: string;
  acknowledgedAt: Date;
  merchantCode: string;
  merchantName: string;
};

/**
 * The slip in the language of whoever asked for its link (names, numbers and the e-mail as they were typed); the card's
 * words are the form's own (contract texts).
 */
export function paperlessSlipPdf(
  r: PaperlessSlip,
  business: { businessName: string; contactNo: string; emailId: string },
  now = new Date(),
  locale: Locale = 'en',
): Promise<Buffer> {
  const { doc, done, left, width } = openAckSlip(r.ackNo, business);
  const t = (id: MessageId, values?: Record<string, string>) => translate(locale, id, values);

  const headings: [string, number][] = [
    [business.businessName, 16],
    [t('printouts.paperlessAck.title'), 13],
  ];
  for (const [text, size] of headings) {
    drawText(doc, text, undefined, undefined, { size, weight: 'bold', align: 'center' });
    doc.moveDown(0.8);
  }

  // The number for the eye, then as Code 128 for a counter's scanner, centred under it.
  doc.fillColor('#444444');
  drawText(doc, t('printouts.ack.number'), undefined, undefined, { size: 9, align: 'center' });
  doc.font('Helvetica-Bold').fontSize(22).fillColor('#000000').text(r.ackNo, { align: 'center' });
  const barY = doc.y + 6;
  drawCode128(doc, r.ackNo, left + (width - 260) / 2, barY, { width: 260, height: 50 });

  const card = PAPERLESS_CARDS.find((c) => c.value === r.card)?.label;
  const rows: [string, string][] = [
    [t('printouts.panAck.applicant'), r.name || '--'],
    [
      t('printouts.ack.appType'),
      r.appType === 'C'
        ? t('printouts.paperlessAck.change', { pan: r.existingPan })
        : t('printouts.paperlessAck.newPan'),
    ],
    [t('printouts.paperlessAck.card'), card ? contractText(locale, card) : '--'],
    [t('printouts.paperlessAck.epanTo'), r.email || '--'],
    [t('printouts.ack.mobile'), r.mobile || '--'],
    [t('printouts.panAck.dated'), formatDate(r.dated, locale)],
    [t('printouts.paperlessAck.reference'), r.refNo],
    [t('printouts.panAck.acknowledgedOn'), indiaDateTime(r.acknowledgedAt, locale)],
    [t('printouts.panAck.merchant'), `${r.merchantCode} — ${r.merchantName}`],
  ];
  doc.y = barY + 74;
  for (const [k, v] of rows) {
    const y = doc.y;
    doc.fillColor('#444444');
    drawText(doc, k, left + 4, y, { size: 10, width: 120 });
    doc.fillColor('#000000');
    drawText(doc, v, left + 130, y, { size: 10, weight: 'bold', width: width - 130 });
    doc.y += 8;
  }
  doc.moveDown(1);
  doc.fillColor('#444444');
  drawText(doc, t('printouts.ack.quote'), left, doc.y, { size: 8.5, width });
  drawText(
    doc,
    `${business.businessName} · ${business.contactNo} · ${business.emailId} · ${t('printouts.ack.generatedOn', {
      at: indiaDateTime(now, locale),
    })}`,
    left,
    doc.page.height - 72,
    { size: 8, width, align: 'center', lineBreak: false },
  );
  doc.end();
  return done;
}
