import { type Address, type PanApplicationData, type PersonName } from '../../../contract/nsdl-pan';
import { SIGNATURE_BOX } from './pdf-parts';

/** The page writer the application form is drawn with: its grid, boxes and ticks, one numbered item after another. */

type Change = PanApplicationData['changes'][number];

export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = 28;
export const RIGHT = PAGE.width - MARGIN;
/** Items start after a gutter where the CSF carries its "change this" marks, as the printed CSF does. */
export const X0 = MARGIN + 16;
const LABEL_W = 148;
const BOX_X = X0 + LABEL_W;
export const CELL = 12;
const CELL_H = 13;
export const ROW = 16;
const PER_ROW = Math.floor((RIGHT - BOX_X) / CELL);
const BOTTOM = PAGE.height - MARGIN - 14;

export function cells(doc: PDFKit.PDFDocument, x: number, y: number, text: string, n: number): void {
  doc.save().lineWidth(0.5);
  for (let i = 0; i < n; i++) doc.rect(x + i * CELL, y, CELL, CELL_H);
  doc.stroke('#333333').restore();
  doc.font('Helvetica-Bold').fontSize(8).fillColor('#000000');
  [...text.slice(0, n)].forEach((ch, i) => {
    if (ch !== ' ') doc.text(ch, x + i * CELL, y + 3.5, { width: CELL, align: 'center', lineBreak: false });
  });
}

export function tickBox(doc: PDFKit.PDFDocument, x: number, y: number, on: boolean): void {
  doc.save().lineWidth(0.6).rect(x, y, 9, 9).stroke('#333333');
  if (on)
    doc
      .lineWidth(1.4)
      .moveTo(x + 1.8, y + 4.6)
      .lineTo(x + 3.8, y + 7)
      .lineTo(x + 7.6, y + 1.8)
      .stroke('#000000');
  doc.restore();
}

export const upper = (v: string) => v.toUpperCase();

const CAPTION_SIZE = 6.5;

/**
 * The caption under a signature box, on one line ending at the box's right edge (it is wider than the
 * box, and wrapped it ran into what follows). Returns where the caption ends, for what comes next.
 */
export function signatureCaption(doc: PDFKit.PDFDocument, person: boolean, boxY: number): number {
  const text = person ? 'Signature / left thumb impression of applicant' : 'Signature of the authorised signatory';
  const y = boxY + SIGNATURE_BOX.height + 3;
  const width = 220;
  doc
    .font('Helvetica')
    .fontSize(CAPTION_SIZE)
    .fillColor('#333333')
    .text(text, RIGHT - width, y, { width, align: 'right', lineBreak: false });
  doc.fillColor('#000000');
  return y + doc.currentLineHeight();
}

export function dateParts(iso: string): [string, string, string] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? [m[3], m[2], m[1]] : ['', '', ''];
}

/** Aadhaar is printed with all but its last 4 digits hidden, so the form copy does not carry the number. */
export const maskAadhaar = (v: string) => (v ? 'X'.repeat(Math.max(0, v.length - 4)) + v.slice(-4) : '');

/** A top-to-bottom writer of numbered items, turning the page when an item would not fit. */
export class Sheet {
  y = MARGIN;
  private no = 0;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly changes: ReadonlySet<Change> | null,
  ) {}

  need(h: number): void {
    if (this.y + h > BOTTOM) {
      this.doc.addPage();
      this.y = MARGIN;
    }
  }

  section(title: string, change?: Change): void {
    this.need(ROW * 3);
    this.no += 1;
    const { doc } = this;
    this.y += 3;
    doc
      .save()
      .rect(X0, this.y, RIGHT - X0, 13)
      .fill('#e3e8ef')
      .restore();
    doc
      .font('Helvetica-Bold')
      .fontSize(7.5)
      .fillColor('#000000')
      .text(`${this.no}  ${title}`, X0 + 4, this.y + 3, { width: RIGHT - X0 - 8, lineBreak: false });
    if (this.changes && change) tickBox(doc, MARGIN + 2, this.y + 2, this.changes.has(change));
    this.y += 17;
  }

  sub(text: string): void {
    this.need(ROW);
    this.doc
      .font('Helvetica-Oblique')
      .fontSize(7)
      .fillColor('#1c4e80')
      .text(text, X0, this.y + 2, { width: RIGHT - X0, lineBreak: false });
    this.doc.fillColor('#000000');
    this.y += 12;
  }

  private label(text: string): void {
    this.doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#333333')
      .text(text, X0, this.y + 3.5, { width: LABEL_W - 6, lineBreak: false });
  }

  /** Character boxes; a field longer than a row gets as many whole rows as its value needs. */
  boxes(label: string, value: string, size: number): void {
    const v = upper(value);
    const rows = size <= PER_ROW ? 1 : Math.max(1, Math.ceil(v.length / PER_ROW));
    this.need(rows * ROW);
    this.label(label);
    for (let r = 0; r < rows; r++) {
      cells(this.doc, BOX_X, this.y, v.slice(r * PER_ROW, (r + 1) * PER_ROW), Math.min(size, PER_ROW));
      this.y += ROW;
    }
  }

  /** Several small captioned box groups on one row (dates, codes, phone numbers). */
  inline(label: string, parts: { caption?: string; value: string; n: number }[]): void {
    this.need(ROW);
    this.label(label);
    const { doc } = this;
    let x = BOX_X;
    for (const p of parts) {
      if (p.caption) {
        doc.font('Helvetica').fontSize(6.5).fillColor('#333333');
        doc.text(p.caption, x, this.y + 4, { lineBreak: false });
        x += doc.widthOfString(p.caption) + 3;
      }
      cells(doc, x, this.y, upper(p.value), p.n);
      x += p.n * CELL + 8;
    }
    this.y += ROW;
  }

  ticks(label: string, options: { label: string; on: boolean }[]): void {
    this.need(ROW);
    this.label(label);
    const { doc } = this;
    let x = BOX_X;
    for (const o of options) {
      doc.font('Helvetica').fontSize(7);
      const w = 13 + doc.widthOfString(o.label) + 10;
      if (x + w > RIGHT) {
        this.y += ROW - 3;
        this.need(ROW);
        x = BOX_X;
      }
      tickBox(doc, x, this.y + 2, o.on);
      doc.fillColor('#000000').text(o.label, x + 13, this.y + 3.5, { lineBreak: false });
      x += w;
    }
    this.y += ROW;
  }

  /** Free text on a rule, for values too long or too varied for boxes (email, state, documents). */
  line(label: string, value: string): void {
    this.need(ROW);
    this.label(label);
    const { doc } = this;
    doc
      .save()
      .lineWidth(0.4)
      .moveTo(BOX_X, this.y + CELL_H)
      .lineTo(RIGHT, this.y + CELL_H)
      .stroke('#666666')
      .restore();
    // A long value (an email address can be 100 characters) is set smaller rather than cut.
    const room = RIGHT - BOX_X - 4;
    doc.font('Helvetica-Bold').fontSize(8);
    const size = Math.max(5, Math.min(8, (8 * room) / Math.max(1, doc.widthOfString(value))));
    doc
      .fontSize(size)
      .fillColor('#000000')
      .text(value, BOX_X + 2, this.y + 3.5 + (8 - size) / 2, { width: room, lineBreak: false });
    this.y += ROW;
  }

  name(n: PersonName, lastLabel = 'Last name / Surname'): void {
    this.need(3 * ROW);
    this.boxes(lastLabel, n.lastName, 75);
    this.boxes('First name', n.firstName, 25);
    this.boxes('Middle name', n.middleName, 25);
  }

  address(place: Address): void {
    this.need(6 * ROW);
    this.boxes('Flat / Room / Door / Block No.', place.line1, 25);
    this.boxes('Name of Premises / Building / Village', place.line2, 25);
    this.boxes('Road / Street / Lane / Post Office', place.line3, 25);
    this.boxes('Area / Locality / Taluka / Sub-Division', place.area, 25);
    this.boxes('Town / City / District', place.city, 25);
    this.need(ROW);
    this.label('State / Union Territory');
    const { doc } = this;
    const pinX = RIGHT - 6 * CELL - 112;
    doc
      .save()
      .lineWidth(0.4)
      .moveTo(BOX_X, this.y + CELL_H)
      .lineTo(pinX - 8, this.y + CELL_H)
      .stroke('#666666')
      .restore();
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .fillColor('#000000')
      .text(upper(place.state), BOX_X + 2, this.y + 3.5, {
        width: pinX - BOX_X - 12,
        lineBreak: false,
        ellipsis: true,
      });
    doc
      .font('Helvetica')
      .fontSize(6.5)
      .fillColor('#333333')
      .text('PIN code', pinX, this.y + 4, { lineBreak: false });
    cells(doc, pinX + 30, this.y, place.pin, 6);
    doc
      .font('Helvetica')
      .fontSize(6.5)
      .fillColor('#333333')
      .text('Country', pinX + 30 + 6 * CELL + 8, this.y + 4, { lineBreak: false });
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .fillColor('#000000')
      .text('INDIA', pinX + 30 + 6 * CELL + 38, this.y + 3.5, { lineBreak: false });
    this.y += ROW;
  }

  note(text: string): void {
    this.need(ROW);
    this.doc
      .font('Helvetica-Oblique')
      .fontSize(7)
      .fillColor('#555555')
      .text(text, BOX_X, this.y + 3, { width: RIGHT - BOX_X, lineBreak: false });
    this.doc.fillColor('#000000');
    this.y += ROW;
  }
}
