import PDFDocument from 'pdfkit';
import { A4, MARGIN, PHOTO_BOX, collect, footer, imageBox, type Business } from './pdf-parts';

/* Annexures A and B (docs/product.md#download-software): the certificates of identity and of address a signatory fills in by hand. */

const SIGNATORIES = 'Member of Parliament / Member of Legislative Assembly / Municipal Councillor / Gazetted Officer';

function rule(doc: PDFKit.PDFDocument, x: number, y: number, w: number) {
  doc
    .save()
    .lineWidth(0.5)
    .moveTo(x, y)
    .lineTo(x + w, y)
    .stroke('#444444')
    .restore();
}

/** "Label ______" lines for the signatory to fill in by hand. */
function blanks(doc: PDFKit.PDFDocument, labels: string[], x: number, width: number) {
  for (const l of labels) {
    const y = doc.y + 10;
    doc.font('Helvetica').fontSize(10).fillColor('#000000').text(l, x, y, { lineBreak: false });
    const lw = doc.widthOfString(l) + 6;
    rule(doc, x + lw, y + 11, width - lw);
    doc.y = y + 16;
  }
}

export function annexure(kind: 'A' | 'B', business: Business): Promise<Buffer> {
  const what = kind === 'A' ? 'Identity' : 'Address';
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Annexure ${kind} — Certificate of ${what}`, Creator: business.businessName },
  });
  const done = collect(doc);
  const width = A4.width - 2 * MARGIN;

  doc.font('Helvetica-Bold').fontSize(14).text(`ANNEXURE - ${kind}`, { align: 'center' });
  doc.moveDown(0.3);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(`Certificate of ${what} signed by a ${SIGNATORIES}`, { align: 'center' });
  doc.moveDown(0.3);
  doc
    .font('Helvetica-Oblique')
    .fontSize(9)
    .fillColor('#444444')
    .text(
      '(To be printed on the letter head of the signatory, and attached to the PAN application as proof of ' +
        what.toLowerCase() +
        ')',
      { align: 'center' },
    );
  doc.fillColor('#000000').moveDown(1.2);

  let textTop = doc.y;
  if (kind === 'A') {
    // The applicant's photograph, attested by the signatory across it.
    const x = A4.width - MARGIN - PHOTO_BOX.width;
    imageBox(
      doc,
      null,
      x,
      textTop,
      PHOTO_BOX.width,
      PHOTO_BOX.height,
      'Affix a recent colour photograph of the applicant here, attested by the signatory across the photograph',
    );
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text('Certificate of Identity', MARGIN, textTop + 10, { width: width - PHOTO_BOX.width - 16 });
    textTop = textTop + PHOTO_BOX.height + 16;
    doc.y = textTop;
  } else {
    doc.font('Helvetica-Bold').fontSize(11).text('Certificate of Address', MARGIN, textTop);
    doc.moveDown(0.8);
  }

  const p = (s: string) => {
    doc.font('Helvetica').fontSize(10.5).fillColor('#000000').text(s, MARGIN, doc.y, { width, lineGap: 3 });
    doc.moveDown(0.6);
  };
  const x = MARGIN;
  blanks(doc, ['This is to certify that Shri / Smt / Kumari', 'son / daughter / wife of Shri'], x, width);
  if (kind === 'A') {
    blanks(doc, ['residing at'], x, width);
    rule(doc, x, doc.y + 11, width);
    doc.y += 16;
    blanks(doc, ['is known to me for (years)'], x, 220);
    doc.moveDown(0.8);
    p(
      'His / her photograph affixed above is duly attested by me. To the best of my knowledge and belief, the ' +
        'particulars furnished above are correct.',
    );
  } else {
    doc.moveDown(0.6);
    p('is residing at the following address:');
    blanks(
      doc,
      [
        'Flat / Room / Door / Block No.',
        'Name of premises / building / village',
        'Road / street / lane / post office',
        'Area / locality / taluka / sub-division',
        'Town / city / district',
        'State / Union Territory',
        'PIN code',
      ],
      x + 12,
      width - 12,
    );
    blanks(doc, ['He / she is known to me for (years)'], x, 260);
    doc.moveDown(0.8);
    p('To the best of my knowledge and belief, the particulars furnished above are correct.');
  }
  doc.moveDown(1.5);
  const sigY = doc.y;
  const half = width / 2 - 10;
  doc.font('Helvetica').fontSize(10);
  doc.y = sigY;
  blanks(doc, ['Place', 'Date'], MARGIN, half - 20);
  doc.y = sigY;
  const rx = MARGIN + width / 2 + 10;
  rule(doc, rx, sigY + 40, half);
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .text(`Signature of the ${SIGNATORIES}`, rx, sigY + 44, { width: half, align: 'center' });
  doc.y = sigY + 80;
  blanks(doc, ['Name', 'Designation', 'Office address with seal'], rx, half);
  rule(doc, rx, doc.y + 14, half);
  doc.y += 30;

  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(9).text('Notes', MARGIN, doc.y, { width });
  doc.font('Helvetica').fontSize(8.5).fillColor('#333333');
  const notes = [
    `This certificate is accepted as proof of ${what.toLowerCase()} for an individual applicant of Form 49A or ` +
      `of the request for changes or correction in PAN data (Rule 114).`,
    'The signatory writes his or her name, designation and office address in full and affixes the office seal; ' +
      'a rubber stamp of the name alone is not enough.',
    'Overwriting or corrections must be signed by the signatory.',
  ];
  notes.forEach((n, i) => doc.text(`${i + 1}. ${n}`, MARGIN, doc.y + 2, { width }));
  footer(doc, business, `Annexure ${kind}`);
  doc.end();
  return done;
}
