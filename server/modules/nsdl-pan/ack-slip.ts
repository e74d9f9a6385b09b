import { PAN_CATEGORIES, type PanCategory } from '../../../contract/pan';
import { drawCode128 } from '../../lib/barcode';
import { indiaDateTime } from '../../lib/export/format';
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

const APP_TYPES = { N: 'New PAN (Form 49A)', C: 'Change / correction (CSF)' } as const;
const groupAck = (v: string) => v.replace(/^(\d{3})(\d{4})(\d{4})(\d{4})$/, '$1 $2 $3 $4');

/** A one-page A4 acknowledgement slip for a physical PAN application, with the number as a barcode for counter scanners. */
export function panAckSlipPdf(
  r: PanSlipRecord,
  business: { businessName: string; contactNo: string; emailId: string },
  now = new Date(),
): Promise<Buffer> {
  const { doc, done, left, width } = openAckSlip(r.ackNo, business);
  const right = left + width;

  doc.font('Helvetica-Bold').fontSize(16).text(business.businessName, { align: 'center' });
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(13).text('Acknowledgement — PAN application (physical)', { align: 'center' });
  doc.moveDown(0.8);

  // The number, large for the eye and as Code 128 for a scanner.
  const boxY = doc.y;
  doc.rect(left, boxY, width, 92).lineWidth(1).stroke('#1c4e80');
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#444444')
    .text('Acknowledgement number', left + 12, boxY + 10);
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
  const rows: [string, string][] = [
    ['Applicant', r.name || '--'],
    ['Category', PAN_CATEGORIES.find((c) => c.value === r.category)?.label ?? r.category],
    ['Application type', APP_TYPES[r.appType]],
    ['Application date', formatDate(r.dated)],
    ['Token number', r.tokenNo],
    ['Acknowledged on', indiaDateTime(r.acknowledgedAt)],
    ['Merchant', `${r.merchantCode} — ${r.merchantName}`],
    ['Mobile', r.mobile || '--'],
  ];
  const colW = width - SIGNATURE_BOX.width - 20;
  doc.y = rowsY;
  for (const [k, v] of rows) {
    const y = doc.y;
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#444444')
      .text(k, left + 4, y, { width: 110 });
    doc
      .font('Helvetica-Bold')
      .fillColor('#000000')
      .text(v, left + 120, y, { width: colW - 120 });
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
  imageBox(doc, r.photo, px, rowsY, PHOTO_BOX.width, PHOTO_BOX.height, 'Photograph not cropped yet');
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor('#444444')
    .text('Photograph', right - SIGNATURE_BOX.width, rowsY + PHOTO_BOX.height + 3, {
      width: SIGNATURE_BOX.width,
      align: 'center',
    });
  const sy = rowsY + PHOTO_BOX.height + 20;
  imageBox(
    doc,
    r.signature,
    right - SIGNATURE_BOX.width,
    sy,
    SIGNATURE_BOX.width,
    SIGNATURE_BOX.height,
    'Signature not cropped yet',
  );
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor('#444444')
    .text('Signature', right - SIGNATURE_BOX.width, sy + SIGNATURE_BOX.height + 3, {
      width: SIGNATURE_BOX.width,
      align: 'center',
    });

  doc.y = Math.max(rowsEnd, sy + SIGNATURE_BOX.height + 16) + 18;
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor('#444444')
    .text('Quote the acknowledgement number in every enquiry about this application.', left, doc.y, { width });

  const footY = doc.page.height - 48 - 24;
  doc
    .moveTo(left, footY - 6)
    .lineTo(right, footY - 6)
    .lineWidth(0.5)
    .stroke('#cccccc');
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#444444')
    .text(`${business.businessName} · ${business.contactNo} · ${business.emailId}`, left, footY, {
      width,
      align: 'center',
      lineBreak: false,
    });
  doc.text(`Generated on ${indiaDateTime(now)}`, left, footY + 11, { width, align: 'center', lineBreak: false });
  doc.end();
  return done;
}
