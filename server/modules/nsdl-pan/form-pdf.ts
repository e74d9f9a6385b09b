import PDFDocument from 'pdfkit';
import {
  GENDERS,
  INCOME_SOURCES,
  INDIVIDUAL_TITLES,
  PAN_PROOFS,
  applicantName,
  isIndividual,
  type Address,
  type PanApplicationData,
  type PersonName,
} from '../../../contract/nsdl-pan';
import { PAN_CATEGORIES, type PanCategory } from '../../../contract/pan';
import { PHOTO_BOX, SIGNATURE_BOX, collect, imageBox } from './pdf-parts';

export type FormApplication = {
  tokenNo: string;
  category: PanCategory;
  appType: 'N' | 'C';
  data: PanApplicationData;
  photo?: Buffer | null;
  signature?: Buffer | null;
};

type Change = PanApplicationData['changes'][number];

const PAGE = { width: 595.28, height: 841.89 };
const M = 28;
const R = PAGE.width - M;
/** Items start after a gutter where the CSF carries its "change this" marks, as the printed CSF does. */
const X0 = M + 16;
const LABEL_W = 148;
const BOX_X = X0 + LABEL_W;
const CELL = 12;
const CELL_H = 13;
const ROW = 16;
const PER_ROW = Math.floor((R - BOX_X) / CELL);
const BOTTOM = PAGE.height - M - 14;

function cells(doc: PDFKit.PDFDocument, x: number, y: number, text: string, n: number): void {
  doc.save().lineWidth(0.5);
  for (let i = 0; i < n; i++) doc.rect(x + i * CELL, y, CELL, CELL_H);
  doc.stroke('#333333').restore();
  doc.font('Helvetica-Bold').fontSize(8).fillColor('#000000');
  [...text.slice(0, n)].forEach((ch, i) => {
    if (ch !== ' ') doc.text(ch, x + i * CELL, y + 3.5, { width: CELL, align: 'center', lineBreak: false });
  });
}

function tickBox(doc: PDFKit.PDFDocument, x: number, y: number, on: boolean): void {
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

const upper = (v: string) => v.toUpperCase();

const CAPTION_SIZE = 6.5;

/**
 * The caption under a signature box, on one line ending at the box's right edge (it is wider than the
 * box, and wrapped it ran into what follows). Returns where the caption ends, for what comes next.
 */
function signatureCaption(doc: PDFKit.PDFDocument, person: boolean, boxY: number): number {
  const text = person ? 'Signature / left thumb impression of applicant' : 'Signature of the authorised signatory';
  const y = boxY + SIGNATURE_BOX.height + 3;
  const width = 220;
  doc
    .font('Helvetica')
    .fontSize(CAPTION_SIZE)
    .fillColor('#333333')
    .text(text, R - width, y, { width, align: 'right', lineBreak: false });
  doc.fillColor('#000000');
  return y + doc.currentLineHeight();
}

function dateParts(iso: string): [string, string, string] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? [m[3], m[2], m[1]] : ['', '', ''];
}

/** Aadhaar is printed with all but its last 4 digits hidden, so the form copy does not carry the number. */
const maskAadhaar = (v: string) => (v ? 'X'.repeat(Math.max(0, v.length - 4)) + v.slice(-4) : '');

/** A top-to-bottom writer of numbered items, turning the page when an item would not fit. */
class Sheet {
  y = M;
  private no = 0;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly changes: ReadonlySet<Change> | null,
  ) {}

  need(h: number): void {
    if (this.y + h > BOTTOM) {
      this.doc.addPage();
      this.y = M;
    }
  }

  section(title: string, change?: Change): void {
    this.need(ROW * 3);
    this.no += 1;
    const { doc } = this;
    this.y += 3;
    doc
      .save()
      .rect(X0, this.y, R - X0, 13)
      .fill('#e3e8ef')
      .restore();
    doc
      .font('Helvetica-Bold')
      .fontSize(7.5)
      .fillColor('#000000')
      .text(`${this.no}  ${title}`, X0 + 4, this.y + 3, { width: R - X0 - 8, lineBreak: false });
    if (this.changes && change) tickBox(doc, M + 2, this.y + 2, this.changes.has(change));
    this.y += 17;
  }

  sub(text: string): void {
    this.need(ROW);
    this.doc
      .font('Helvetica-Oblique')
      .fontSize(7)
      .fillColor('#1c4e80')
      .text(text, X0, this.y + 2, { width: R - X0, lineBreak: false });
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
      if (x + w > R) {
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
      .lineTo(R, this.y + CELL_H)
      .stroke('#666666')
      .restore();
    // A long value (an email address can be 100 characters) is set smaller rather than cut.
    const room = R - BOX_X - 4;
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

  address(a: Address): void {
    this.need(6 * ROW);
    this.boxes('Flat / Room / Door / Block No.', a.line1, 25);
    this.boxes('Name of Premises / Building / Village', a.line2, 25);
    this.boxes('Road / Street / Lane / Post Office', a.line3, 25);
    this.boxes('Area / Locality / Taluka / Sub-Division', a.area, 25);
    this.boxes('Town / City / District', a.city, 25);
    this.need(ROW);
    this.label('State / Union Territory');
    const { doc } = this;
    const pinX = R - 6 * CELL - 112;
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
      .text(upper(a.state), BOX_X + 2, this.y + 3.5, { width: pinX - BOX_X - 12, lineBreak: false, ellipsis: true });
    doc
      .font('Helvetica')
      .fontSize(6.5)
      .fillColor('#333333')
      .text('PIN code', pinX, this.y + 4, { lineBreak: false });
    cells(doc, pinX + 30, this.y, a.pin, 6);
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
      .text(text, BOX_X, this.y + 3, { width: R - BOX_X, lineBreak: false });
    this.doc.fillColor('#000000');
    this.y += ROW;
  }
}

const FORM_49A = {
  formNo: 'Form No. 49A',
  title: 'Form 49A',
  lines: [
    'Application for Allotment of Permanent Account Number',
    '[In the case of Indian citizens / Indian companies / entities incorporated in India / unincorporated entities formed in India]',
    'See Rule 114',
  ],
};
const CSF = {
  formNo: 'CSF',
  title: 'Form for changes or correction in PAN data',
  lines: [
    'Request for new PAN card or / and changes or correction in PAN data',
    'Tick the box on the left of each item to be changed; fill in every item as it should read on the new card.',
  ],
};

function header(s: Sheet, app: FormApplication): void {
  const { doc } = s;
  const head = app.appType === 'C' ? CSF : FORM_49A;
  const person = isIndividual(app.category);
  doc.font('Helvetica-Bold').fontSize(8).fillColor('#000000').text(head.formNo, M, M, { lineBreak: false });
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(`Token No. ${app.tokenNo}`, M, M, { width: R - M, align: 'right', lineBreak: false });

  const top = M + 16;
  const photoCaption = person ? 'Recent colour photograph (3.5 × 2.5 cm)' : 'Photograph: individual applicants only';
  imageBox(
    doc,
    person ? app.photo : null,
    M,
    top,
    PHOTO_BOX.width,
    PHOTO_BOX.height,
    person ? `${photoCaption}; sign across it` : photoCaption,
  );
  imageBox(doc, person ? app.photo : null, R - PHOTO_BOX.width, top, PHOTO_BOX.width, PHOTO_BOX.height, photoCaption);

  const tx = M + PHOTO_BOX.width + 12;
  const tw = R - PHOTO_BOX.width - 12 - tx;
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(head.title, tx, top + 4, { width: tw, align: 'center' });
  doc.moveDown(0.3);
  head.lines.forEach((l, i) => {
    doc
      .font(i === 0 ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(i === 0 ? 9.5 : 7.5)
      .text(l, tx, doc.y, { width: tw, align: 'center' });
    doc.moveDown(0.2);
  });

  // Below the photos: the AO code (49A) or the PAN being changed (CSF), and the applicant's signature box.
  s.y = top + PHOTO_BOX.height + 10;
  const sigX = R - SIGNATURE_BOX.width;
  const sigY = s.y;
  // The caption goes under the box only: inside as well it was said twice on an unsigned form.
  imageBox(doc, app.signature, sigX, sigY, SIGNATURE_BOX.width, SIGNATURE_BOX.height, '');
  const captionEnd = signatureCaption(doc, person, sigY);

  const ao = app.data.aoCode;
  if (app.appType === 'N') {
    doc.font('Helvetica-Bold').fontSize(8).text('Assessing Officer (AO code)', M, s.y, { lineBreak: false });
    const groups: [string, string, number][] = [
      ['Area code', ao.areaCode, 3],
      ['AO type', ao.aoType, 2],
      ['Range code', ao.rangeCode, 3],
      ['AO No.', ao.aoNo, 3],
    ];
    let x = M;
    for (const [caption, value, n] of groups) {
      doc
        .font('Helvetica')
        .fontSize(6.5)
        .fillColor('#333333')
        .text(caption, x, s.y + 14, { width: Math.max(n * CELL, 40), lineBreak: false });
      cells(doc, x, s.y + 24, upper(value), n);
      x += Math.max(n * CELL, 40) + 14;
    }
  } else {
    doc.font('Helvetica-Bold').fontSize(8).text('Permanent Account Number (PAN)', M, s.y, { lineBreak: false });
    cells(doc, M, s.y + 14, upper(app.data.existingPan), 10);
    const marks = new Set(app.data.changes);
    tickBox(doc, M, s.y + 36, marks.has('photo'));
    doc
      .font('Helvetica')
      .fontSize(7)
      .text('Photo mismatch', M + 13, s.y + 37.5, { lineBreak: false });
    tickBox(doc, M + 90, s.y + 36, marks.has('signature'));
    doc
      .font('Helvetica')
      .fontSize(7)
      .text('Signature mismatch', M + 103, s.y + 37.5, { lineBreak: false });
  }
  s.y = Math.max(sigY + SIGNATURE_BOX.height + 14, captionEnd + 6);
}

function body(s: Sheet, app: FormApplication): void {
  const d = app.data;
  const person = isIndividual(app.category);
  const change = app.appType === 'C';

  s.section('Full name (full expanded name: initials are not permitted)', 'name');
  s.ticks('Title', [
    ...INDIVIDUAL_TITLES.map((t) => ({ label: t, on: person && d.title === t })),
    { label: 'M/s', on: !person },
  ]);
  if (person) s.name(d);
  else s.boxes('Name of the entity', d.lastName, 75);

  s.section('Abbreviations of the above name, as you would like it printed on the PAN card', 'name');
  s.boxes('Name on card', d.nameOnCard, 85);

  s.section('Have you ever been known by any other name?', 'name');
  s.ticks('Other name', [
    { label: 'Yes', on: d.otherName.used },
    { label: 'No', on: !d.otherName.used },
  ]);
  if (d.otherName.used) {
    s.ticks(
      'Title',
      INDIVIDUAL_TITLES.map((t) => ({ label: t, on: d.otherName.title === t })),
    );
    s.name(d.otherName);
  }

  s.section('Gender (for individual applicants only)', 'gender');
  if (person)
    s.ticks(
      'Gender',
      GENDERS.map((g) => ({ label: g.label, on: d.gender === g.value })),
    );
  else s.note('Not applicable');

  s.section('Date of birth / incorporation / agreement / partnership or trust deed / formation', 'dob');
  const [dd, mm, yyyy] = dateParts(d.dob);
  s.inline('Date', [
    { caption: 'Day', value: dd, n: 2 },
    { caption: 'Month', value: mm, n: 2 },
    { caption: 'Year', value: yyyy, n: 4 },
  ]);

  s.section('Details of parents (for individual applicants only)', 'father');
  if (person) {
    s.sub("Father's name (mandatory; a married woman also gives her father's name)");
    s.name(d.father);
    s.sub("Mother's name (optional)");
    s.name(d.mother);
    s.ticks("Parent's name to print on the card", [
      { label: "Father's name", on: d.printParent === 'father' },
      { label: "Mother's name", on: d.printParent === 'mother' },
    ]);
  } else s.note('Not applicable');

  s.section('Address', 'address');
  if (person) {
    s.sub('Residence address');
    s.address(d.residence);
  }
  s.sub('Office address');
  s.line('Name of office', upper(d.officeName));
  s.address(d.office);

  s.section('Address for communication', 'address');
  s.ticks('Address', [
    { label: 'Residence', on: d.communication === 'residence' },
    { label: 'Office', on: d.communication === 'office' },
  ]);

  s.section('Telephone number and email ID details', 'contact');
  s.inline('Telephone', [
    { caption: 'Country code', value: d.phone.isd, n: 4 },
    { caption: 'STD code', value: d.phone.std, n: 5 },
    { caption: 'Number', value: d.phone.number, n: 10 },
  ]);
  s.inline('Mobile', [{ caption: '+91', value: d.mobile, n: 10 }]);
  s.line('Email ID', d.email);

  s.section('Status of applicant');
  s.ticks(
    'Status',
    PAN_CATEGORIES.map((c) => ({ label: c.label, on: c.value === app.category })),
  );

  s.section('Registration number (for company, firm, LLP, etc.)');
  s.boxes('Registration number', d.registrationNo, 30);

  s.section('Aadhaar number (if allotted)', 'aadhaar');
  s.boxes('Aadhaar number', maskAadhaar(d.aadhaar), 12);
  s.line('Name as per Aadhaar', upper(d.aadhaarName));

  if (!change) {
    s.section('Source of income');
    s.ticks(
      'Source',
      INCOME_SOURCES.map((o) => ({ label: o.label, on: d.incomeSources.includes(o.value) })),
    );
    if (d.incomeSources.includes('business')) s.inline('Business / profession code', [{ value: d.businessCode, n: 2 }]);
  }

  s.section('Representative assessee (RA)');
  if (d.representative.used) {
    s.ticks(
      'Title',
      INDIVIDUAL_TITLES.map((t) => ({ label: t, on: d.representative.title === t })),
    );
    s.name(d.representative);
    s.address(d.representative.address);
  } else s.note('Not applicable');

  if (change) {
    s.section('Other Permanent Account Numbers (PANs) inadvertently allotted to you');
    const pans = d.otherPans.filter(Boolean);
    if (pans.length === 0) s.boxes('PAN', '', 10);
    pans.forEach((p, i) => s.boxes(`PAN ${i + 1}`, p, 10));
  }

  s.section('Documents submitted as proof');
  s.line('Proof of identity', d.proofs.identity);
  s.line('Proof of address', d.proofs.address);
  if (person) s.line('Proof of date of birth', d.proofs.dob);
  if (change) s.line('Proof of PAN', PAN_PROOFS.find((p) => p.value === d.panProof)?.label ?? '');
}

function declaration(s: Sheet, app: FormApplication): void {
  const d = app.data;
  const { doc } = s;
  const person = isIndividual(app.category);
  s.section('Declaration');
  // The statement, place, date and the signature box with its caption stay on one page, so the box is
  // never drawn against a position measured on the page before.
  s.need(40 + 8 + 2 * ROW + 6 + SIGNATURE_BOX.height + 16);
  const capacity =
    d.declaration.capacity === 'representative'
      ? 'representative assessee'
      : person
        ? 'self'
        : 'the authorised signatory';
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#000000')
    .text(
      `I/We, ${upper(applicantName(app.category, d)) || '________________'}, the applicant, in the capacity of ${capacity}, do hereby declare that what is stated above is true to the best of my/our information and belief.`,
      X0,
      s.y + 2,
      { width: R - X0 },
    );
  s.y = doc.y + 8;
  const top = s.y;
  s.line('Place', upper(d.declaration.place));
  s.inline('Date', [
    { caption: 'Day', value: '', n: 2 },
    { caption: 'Month', value: '', n: 2 },
    { caption: 'Year', value: '', n: 4 },
  ]);
  // Signed by hand on the printed copy, so this box stays empty.
  const sigX = R - SIGNATURE_BOX.width;
  const boxY = top + 2 * ROW + 6;
  imageBox(doc, null, sigX, boxY, SIGNATURE_BOX.width, SIGNATURE_BOX.height, '');
  s.y = signatureCaption(doc, person, boxY) + 8;
}

/** A filled Form 49A (new PAN) or CSF (change request) on A4, for the applicant to check and sign. */
export function applicationFormPdf(app: FormApplication, business: { businessName: string }): Promise<Buffer> {
  const title = app.appType === 'C' ? CSF.title : FORM_49A.title;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    info: { Title: `${title} — ${app.tokenNo}`, Creator: business.businessName },
  });
  const done = collect(doc);
  const s = new Sheet(doc, app.appType === 'C' ? new Set(app.data.changes) : null);
  header(s, app);
  body(s, app);
  declaration(s, app);

  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#555555')
      .text(
        `${business.businessName} · ${title} · Token No. ${app.tokenNo} · Page ${i - start + 1} of ${count}`,
        M,
        PAGE.height - M,
        {
          width: R - M,
          align: 'center',
          lineBreak: false,
        },
      );
  }
  doc.end();
  return done;
}
