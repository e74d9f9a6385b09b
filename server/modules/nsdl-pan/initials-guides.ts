import PDFDocument from 'pdfkit';
import { A4, MARGIN, collect, footer, type Business } from './pdf-parts';

/* The initials guides (docs/product.md#download-software): how to write a name with initials, and a sheet of valid and invalid ones. */

const INITIAL_RULES = [
  'Write the last name (surname) in full. A PAN must have a last name; an applicant with a single name writes ' +
    'it as the last name and leaves first and middle names blank.',
  'The first name may be written in full or as an initial; the middle name may hold at most one initial.',
  'Initials are single letters. Write them without dots or with a dot after each letter, never joined to a word (K RAJESH, not K.RAJESH).',
  'Do not put titles in any name field: no Shri, Smt, Kumari, Dr, Mr, Mrs, Ms, M/s, Late or Alias.',
  'Use letters, spaces, dots, apostrophes and hyphens only; no digits or other symbols.',
  'The name on the card may show the first and middle names as initials, but never the last name.',
  'Names must match the proof of identity (and the Aadhaar, which is checked by NSDL): spell them exactly as there.',
];

export function initialsGuide(business: Business): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: 'How to write a name with initials', Creator: business.businessName },
  });
  const done = collect(doc);
  const width = A4.width - 2 * MARGIN;
  doc.font('Helvetica-Bold').fontSize(16).text('How to write a name with initials', { align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#444444')
    .text('PAN applications (Form 49A and CSF): the name fields of an individual applicant', { align: 'center' });
  doc.fillColor('#000000').moveDown(1);
  INITIAL_RULES.forEach((r, i) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(10.5)
      .text(`${i + 1}.`, MARGIN, doc.y, { continued: true, width });
    doc.font('Helvetica').text(`  ${r}`, { width, lineGap: 2 });
    doc.moveDown(0.5);
  });
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(12).text('Worked examples', MARGIN);
  doc.moveDown(0.4);
  table(
    doc,
    ['Full name', 'Last name', 'First name', 'Middle name', 'Name on card'],
    [
      ['Rajesh Kumar Sharma', 'SHARMA', 'RAJESH', 'KUMAR', 'RAJESH KUMAR SHARMA'],
      ['K. Rajesh (K = Kannan)', 'KANNAN', 'RAJESH', '', 'RAJESH KANNAN'],
      ['R. K. Sharma', 'SHARMA', 'R', 'K', 'R K SHARMA'],
      ['Lakshmi (single name)', 'LAKSHMI', '', '', 'LAKSHMI'],
      ['Mohammed Irfan Khan', 'KHAN', 'MOHAMMED', 'IRFAN', 'MOHAMMED IRFAN KHAN'],
    ],
    [110, 85, 85, 85, width - 365],
  );
  footer(doc, business, 'How to write a name with initials');
  doc.end();
  return done;
}

export function initialsSheet(business: Business): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: 'Valid initials name sheet', Creator: business.businessName },
  });
  const done = collect(doc);
  const width = A4.width - 2 * MARGIN;
  doc.font('Helvetica-Bold').fontSize(16).text('Valid initials name sheet', { align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#444444')
    .text('Check each name field before the form is printed for signature', { align: 'center' });
  doc.fillColor('#000000').moveDown(1);
  table(
    doc,
    ['Written as', 'Field', 'Valid?', 'Why'],
    [
      ['SHARMA', 'Last name', 'Valid', 'Surname in full'],
      ['S', 'Last name', 'Not valid', 'The last name cannot be an initial'],
      ['R', 'First name', 'Valid', 'The first name may be an initial'],
      ['K', 'Middle name', 'Valid', 'One initial in the middle name'],
      ['K L', 'Middle name', 'Not valid', 'At most one initial in the middle name'],
      ['K.RAJESH', 'First name', 'Not valid', 'An initial is not joined to a word'],
      ['SHRI RAJESH', 'First name', 'Not valid', 'No titles inside a name'],
      ['DR ANITA', 'First name', 'Not valid', 'No titles inside a name'],
      ['LATE SURESH', "Father's first name", 'Not valid', 'Write the name without "Late"'],
      ["D'SOUZA", 'Last name', 'Valid', 'Apostrophes are allowed'],
      ['PATIL-DESAI', 'Last name', 'Valid', 'Hyphens are allowed'],
      ['RAJESH2', 'First name', 'Not valid', 'No digits'],
      ['R K SHARMA', 'Name on card', 'Valid', 'Initials for first and middle names'],
      ['RAJESH K S', 'Name on card', 'Not valid', 'The last name is never shortened'],
    ],
    [110, 100, 70, width - 280],
  );
  footer(doc, business, 'Valid initials name sheet');
  doc.end();
  return done;
}

function table(doc: PDFKit.PDFDocument, head: string[], rows: string[][], widths: number[]) {
  const x0 = MARGIN;
  const draw = (cells: string[], bold: boolean, fill?: string) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const h = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: widths[i] - 8 }))) + 8;
    const y = doc.y;
    let x = x0;
    cells.forEach((c, i) => {
      if (fill) doc.save().rect(x, y, widths[i], h).fill(fill).restore();
      doc.save().lineWidth(0.5).rect(x, y, widths[i], h).stroke('#999999').restore();
      const colour = !bold && c === 'Not valid' ? '#b00020' : !bold && c === 'Valid' ? '#1b6e20' : '#000000';
      doc.fillColor(colour).text(c, x + 4, y + 4, { width: widths[i] - 8 });
      x += widths[i];
    });
    doc.fillColor('#000000');
    doc.y = y + h;
  };
  draw(head, true, '#e3e8ef');
  for (const r of rows) draw(r, false);
  doc.x = x0;
}
