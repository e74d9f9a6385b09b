import PDFDocument from 'pdfkit';
import { BACKLOG_STATUSES, PAN_TYPES } from '../../../contract/lists/backlog';
import { maskAadhaar } from '../../../contract/aadhaar';
import { formatDate } from '../../../contract/format';
import { indiaDateTime } from '../../lib/export/format';

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

const label = (options: readonly { value: string; label: string }[], v: string) =>
  options.find((o) => o.value === v)?.label ?? v;

/** A one-page A4 acknowledgement slip for a backlog record, as a Buffer (a few KB). */
export function ackSlipPdf(
  r: SlipRecord,
  business: { businessName: string; contactNo: string; emailId: string },
  now = new Date(),
): Promise<Buffer> {
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
  doc.font('Helvetica-Bold').fontSize(16).text(business.businessName, { align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#444444')
    .text(`${business.contactNo} · ${business.emailId}`, { align: 'center' });
  doc.moveDown(1.2).fillColor('#000000');
  doc.font('Helvetica-Bold').fontSize(13).text('NSDL PAN Application — Acknowledgement', { align: 'center' });
  doc.moveDown(0.8);

  doc.rect(48, doc.y, width, 44).stroke('#1c4e80');
  const boxY = doc.y;
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#444444')
    .text('Acknowledgement number', 60, boxY + 8);
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor('#000000')
    .text(r.aknNo.replace(/(\d{3})(\d{4})(\d{4})(\d{4})/, '$1 $2 $3 $4'), 60, boxY + 20);
  doc.y = boxY + 60;

  const rows: [string, string][] = [
    ['Token number', r.transid],
    ['Date', formatDate(r.dated)],
    ['Application type', label(PAN_TYPES, r.panType)],
    ['Applicant name', r.name],
    ['Name on card', r.cardname || '--'],
    ['Aadhaar', maskAadhaar(r.aadhaarLast4) || '--'],
    ['Mobile', r.contactno || '--'],
    ['Email', r.email || '--'],
    ['Merchant number', r.memno],
    ['Status', `${r.status} ${label(BACKLOG_STATUSES, r.status)}`],
  ];
  for (const [k, v] of rows) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor('#444444').text(k, 60, y, { width: 150 });
    doc
      .font('Helvetica-Bold')
      .fillColor('#000000')
      .text(v, 220, y, { width: width - 172 });
    doc
      .moveTo(60, doc.y + 4)
      .lineTo(48 + width - 12, doc.y + 4)
      .lineWidth(0.3)
      .stroke('#cccccc');
    doc.y += 10;
  }
  doc.moveDown(1.5);
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor('#444444')
    .text(
      'Quote the acknowledgement number in every enquiry about this application. This slip was produced from the portal’s ' +
        `backlog records on ${indiaDateTime(now)}; the status shown is the status recorded at that time.`,
      48,
      doc.y,
      { width },
    );
  doc.end();
  return done;
}
