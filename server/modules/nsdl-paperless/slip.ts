import { drawCode128 } from '../../lib/barcode';
import { indiaDateTime } from '../../lib/export/format';
import { formatDate } from '../../../contract/format';
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

const CARDS: Record<string, string> = {
  physical_and_epan: 'Physical card and e-PAN',
  epan_only: 'e-PAN only (by email)',
};

export function paperlessSlipPdf(
  r: PaperlessSlip,
  business: { businessName: string; contactNo: string; emailId: string },
  now = new Date(),
): Promise<Buffer> {
  const { doc, done, left, width } = openAckSlip(r.ackNo, business);

  const headings: [string, number][] = [
    [business.businessName, 16],
    ['Acknowledgement — PAN application (paperless, Aadhaar e-KYC and e-Sign)', 13],
  ];
  for (const [text, size] of headings)
    doc.font('Helvetica-Bold').fontSize(size).text(text, { align: 'center' }).moveDown(0.8);

  // The number for the eye, then as Code 128 for a counter's scanner, centred under it.
  doc.font('Helvetica').fontSize(9).fillColor('#444444').text('Acknowledgement number', { align: 'center' });
  doc.font('Helvetica-Bold').fontSize(22).fillColor('#000000').text(r.ackNo, { align: 'center' });
  const barY = doc.y + 6;
  drawCode128(doc, r.ackNo, left + (width - 260) / 2, barY, { width: 260, height: 50 });

  const rows: [string, string][] = [
    ['Applicant', r.name || '--'],
    ['Application type', r.appType === 'C' ? `Change / correction of ${r.existingPan}` : 'New PAN'],
    ['Card', CARDS[r.card] ?? '--'],
    ['e-PAN sent to', r.email || '--'],
    ['Mobile', r.mobile || '--'],
    ['Application date', formatDate(r.dated)],
    ['Reference', r.refNo],
    ['Acknowledged on', indiaDateTime(r.acknowledgedAt)],
    ['Merchant', `${r.merchantCode} — ${r.merchantName}`],
  ];
  doc.y = barY + 74;
  for (const [k, v] of rows) {
    const y = doc.y;
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#444444')
      .text(k, left + 4, y, { width: 120 });
    doc
      .font('Helvetica-Bold')
      .fillColor('#000000')
      .text(v, left + 130, y, { width: width - 130 });
    doc.y += 8;
  }
  doc.moveDown(1);
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor('#444444')
    .text('Quote the acknowledgement number in every enquiry about this application.', left, doc.y, { width });
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(
      `${business.businessName} · ${business.contactNo} · ${business.emailId} · Generated on ${indiaDateTime(now)}`,
      left,
      doc.page.height - 72,
      { width, align: 'center', lineBreak: false },
    );
  doc.end();
  return done;
}
