import PDFDocument from 'pdfkit';
import {
  GENDERS,
  INCOME_SOURCES,
  INDIVIDUAL_TITLES,
  PAN_PROOFS,
  applicantName,
  isIndividual,
  type PanApplicationData,
} from '../../../contract/nsdl-pan';
import { PAN_CATEGORIES, type PanCategory } from '../../../contract/pan';
import { PHOTO_BOX, SIGNATURE_BOX, collect, imageBox } from './pdf-parts';
import {
  PAGE,
  MARGIN,
  RIGHT,
  X0,
  CELL,
  ROW,
  cells,
  tickBox,
  upper,
  signatureCaption,
  dateParts,
  maskAadhaar,
  Sheet,
} from './form-sheet';

export type FormApplication = {
  tokenNo: string;
  category: PanCategory;
  appType: 'N' | 'C';
  data: PanApplicationData;
  photo?: Buffer | null;
  signature?: Buffer | null;
};

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

function header(sheet: Sheet, app: FormApplication): void {
  const { doc } = sheet;
  const head = app.appType === 'C' ? CSF : FORM_49A;
  const person = isIndividual(app.category);
  doc.font('Helvetica-Bold').fontSize(8).fillColor('#000000').text(head.formNo, MARGIN, MARGIN, { lineBreak: false });
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(`Token No. ${app.tokenNo}`, MARGIN, MARGIN, { width: RIGHT - MARGIN, align: 'right', lineBreak: false });

  const top = MARGIN + 16;
  const photoCaption = person ? 'Recent colour photograph (3.5 × 2.5 cm)' : 'Photograph: individual applicants only';
  imageBox(
    doc,
    person ? app.photo : null,
    MARGIN,
    top,
    PHOTO_BOX.width,
    PHOTO_BOX.height,
    person ? `${photoCaption}; sign across it` : photoCaption,
  );
  imageBox(
    doc,
    person ? app.photo : null,
    RIGHT - PHOTO_BOX.width,
    top,
    PHOTO_BOX.width,
    PHOTO_BOX.height,
    photoCaption,
  );

  const tx = MARGIN + PHOTO_BOX.width + 12;
  const tw = RIGHT - PHOTO_BOX.width - 12 - tx;
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
  sheet.y = top + PHOTO_BOX.height + 10;
  const sigX = RIGHT - SIGNATURE_BOX.width;
  const sigY = sheet.y;
  // The caption goes under the box only: inside as well it was said twice on an unsigned form.
  imageBox(doc, app.signature, sigX, sigY, SIGNATURE_BOX.width, SIGNATURE_BOX.height, '');
  const captionEnd = signatureCaption(doc, person, sigY);

  const ao = app.data.aoCode;
  if (app.appType === 'N') {
    doc.font('Helvetica-Bold').fontSize(8).text('Assessing Officer (AO code)', MARGIN, sheet.y, { lineBreak: false });
    const groups: [string, string, number][] = [
      ['Area code', ao.areaCode, 3],
      ['AO type', ao.aoType, 2],
      ['Range code', ao.rangeCode, 3],
      ['AO No.', ao.aoNo, 3],
    ];
    let x = MARGIN;
    for (const [caption, value, n] of groups) {
      doc
        .font('Helvetica')
        .fontSize(6.5)
        .fillColor('#333333')
        .text(caption, x, sheet.y + 14, { width: Math.max(n * CELL, 40), lineBreak: false });
      cells(doc, x, sheet.y + 24, upper(value), n);
      x += Math.max(n * CELL, 40) + 14;
    }
  } else {
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .text('Permanent Account Number (PAN)', MARGIN, sheet.y, { lineBreak: false });
    cells(doc, MARGIN, sheet.y + 14, upper(app.data.existingPan), 10);
    const marks = new Set(app.data.changes);
    tickBox(doc, MARGIN, sheet.y + 36, marks.has('photo'));
    doc
      .font('Helvetica')
      .fontSize(7)
      .text('Photo mismatch', MARGIN + 13, sheet.y + 37.5, { lineBreak: false });
    tickBox(doc, MARGIN + 90, sheet.y + 36, marks.has('signature'));
    doc
      .font('Helvetica')
      .fontSize(7)
      .text('Signature mismatch', MARGIN + 103, sheet.y + 37.5, { lineBreak: false });
  }
  sheet.y = Math.max(sigY + SIGNATURE_BOX.height + 14, captionEnd + 6);
}

function body(sheet: Sheet, app: FormApplication): void {
  const data = app.data;
  const person = isIndividual(app.category);
  const change = app.appType === 'C';

  sheet.section('Full name (full expanded name: initials are not permitted)', 'name');
  sheet.ticks('Title', [
    ...INDIVIDUAL_TITLES.map((t) => ({ label: t, on: person && data.title === t })),
    { label: 'M/s', on: !person },
  ]);
  if (person) sheet.name(data);
  else sheet.boxes('Name of the entity', data.lastName, 75);

  sheet.section('Abbreviations of the above name, as you would like it printed on the PAN card', 'name');
  sheet.boxes('Name on card', data.nameOnCard, 85);

  sheet.section('Have you ever been known by any other name?', 'name');
  sheet.ticks('Other name', [
    { label: 'Yes', on: data.otherName.used },
    { label: 'No', on: !data.otherName.used },
  ]);
  if (data.otherName.used) {
    sheet.ticks(
      'Title',
      INDIVIDUAL_TITLES.map((t) => ({ label: t, on: data.otherName.title === t })),
    );
    sheet.name(data.otherName);
  }

  sheet.section('Gender (for individual applicants only)', 'gender');
  if (person)
    sheet.ticks(
      'Gender',
      GENDERS.map((g) => ({ label: g.label, on: data.gender === g.value })),
    );
  else sheet.note('Not applicable');

  sheet.section('Date of birth / incorporation / agreement / partnership or trust deed / formation', 'dob');
  const [dd, mm, yyyy] = dateParts(data.dob);
  sheet.inline('Date', [
    { caption: 'Day', value: dd, n: 2 },
    { caption: 'Month', value: mm, n: 2 },
    { caption: 'Year', value: yyyy, n: 4 },
  ]);

  sheet.section('Details of parents (for individual applicants only)', 'father');
  if (person) {
    sheet.sub("Father's name (mandatory; a married woman also gives her father's name)");
    sheet.name(data.father);
    sheet.sub("Mother's name (optional)");
    sheet.name(data.mother);
    sheet.ticks("Parent's name to print on the card", [
      { label: "Father's name", on: data.printParent === 'father' },
      { label: "Mother's name", on: data.printParent === 'mother' },
    ]);
  } else sheet.note('Not applicable');

  sheet.section('Address', 'address');
  if (person) {
    sheet.sub('Residence address');
    sheet.address(data.residence);
  }
  sheet.sub('Office address');
  sheet.line('Name of office', upper(data.officeName));
  sheet.address(data.office);

  sheet.section('Address for communication', 'address');
  sheet.ticks('Address', [
    { label: 'Residence', on: data.communication === 'residence' },
    { label: 'Office', on: data.communication === 'office' },
  ]);

  sheet.section('Telephone number and email ID details', 'contact');
  sheet.inline('Telephone', [
    { caption: 'Country code', value: data.phone.isd, n: 4 },
    { caption: 'STD code', value: data.phone.std, n: 5 },
    { caption: 'Number', value: data.phone.number, n: 10 },
  ]);
  sheet.inline('Mobile', [{ caption: '+91', value: data.mobile, n: 10 }]);
  sheet.line('Email ID', data.email);

  sheet.section('Status of applicant');
  sheet.ticks(
    'Status',
    PAN_CATEGORIES.map((c) => ({ label: c.label, on: c.value === app.category })),
  );

  sheet.section('Registration number (for company, firm, LLP, etc.)');
  sheet.boxes('Registration number', data.registrationNo, 30);

  sheet.section('Aadhaar number (if allotted)', 'aadhaar');
  sheet.boxes('Aadhaar number', maskAadhaar(data.aadhaar), 12);
  sheet.line('Name as per Aadhaar', upper(data.aadhaarName));

  if (!change) {
    sheet.section('Source of income');
    sheet.ticks(
      'Source',
      INCOME_SOURCES.map((o) => ({ label: o.label, on: data.incomeSources.includes(o.value) })),
    );
    if (data.incomeSources.includes('business'))
      sheet.inline('Business / profession code', [{ value: data.businessCode, n: 2 }]);
  }

  sheet.section('Representative assessee (RA)');
  if (data.representative.used) {
    sheet.ticks(
      'Title',
      INDIVIDUAL_TITLES.map((t) => ({ label: t, on: data.representative.title === t })),
    );
    sheet.name(data.representative);
    sheet.address(data.representative.address);
  } else sheet.note('Not applicable');

  if (change) {
    sheet.section('Other Permanent Account Numbers (PANs) inadvertently allotted to you');
    const pans = data.otherPans.filter(Boolean);
    if (pans.length === 0) sheet.boxes('PAN', '', 10);
    pans.forEach((p, i) => sheet.boxes(`PAN ${i + 1}`, p, 10));
  }

  sheet.section('Documents submitted as proof');
  sheet.line('Proof of identity', data.proofs.identity);
  sheet.line('Proof of address', data.proofs.address);
  if (person) sheet.line('Proof of date of birth', data.proofs.dob);
  if (change) sheet.line('Proof of PAN', PAN_PROOFS.find((p) => p.value === data.panProof)?.label ?? '');
}

function declaration(sheet: Sheet, app: FormApplication): void {
  const data = app.data;
  const { doc } = sheet;
  const person = isIndividual(app.category);
  sheet.section('Declaration');
  // The statement, place, date and the signature box with its caption stay on one page, so the box is
  // never drawn against a position measured on the page before.
  sheet.need(40 + 8 + 2 * ROW + 6 + SIGNATURE_BOX.height + 16);
  const capacity =
    data.declaration.capacity === 'representative'
      ? 'representative assessee'
      : person
        ? 'self'
        : 'the authorised signatory';
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#000000')
    .text(
      `I/We, ${upper(applicantName(app.category, data)) || '________________'}, the applicant, in the capacity ` +
        `of ${capacity}, do hereby declare that what is stated above is true to the best of my/our information and belief.`,
      X0,
      sheet.y + 2,
      { width: RIGHT - X0 },
    );
  sheet.y = doc.y + 8;
  const top = sheet.y;
  sheet.line('Place', upper(data.declaration.place));
  sheet.inline('Date', [
    { caption: 'Day', value: '', n: 2 },
    { caption: 'Month', value: '', n: 2 },
    { caption: 'Year', value: '', n: 4 },
  ]);
  // Signed by hand on the printed copy, so this box stays empty.
  const sigX = RIGHT - SIGNATURE_BOX.width;
  const boxY = top + 2 * ROW + 6;
  imageBox(doc, null, sigX, boxY, SIGNATURE_BOX.width, SIGNATURE_BOX.height, '');
  sheet.y = signatureCaption(doc, person, boxY) + 8;
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
  const sheet = new Sheet(doc, app.appType === 'C' ? new Set(app.data.changes) : null);
  header(sheet, app);
  body(sheet, app);
  declaration(sheet, app);

  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#555555')
      .text(
        `${business.businessName} · ${title} · Token No. ${app.tokenNo} · Page ${i - start + 1} of ${count}`,
        MARGIN,
        PAGE.height - MARGIN,
        {
          width: RIGHT - MARGIN,
          align: 'center',
          lineBreak: false,
        },
      );
  }
  doc.end();
  return done;
}
