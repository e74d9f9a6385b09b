import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import PDFDocument from 'pdfkit';
import { degrees, PDFDocument as PdfLibDocument, rgb, StandardFonts } from 'pdf-lib';
import { z } from 'zod';
import {
  GUIDE_FORMS,
  PAN_FORMS,
  SAMPLE_FORMS,
  SITE_FORMS_API,
  SITE_FORM_NAMES,
  type SiteFormName,
} from '../../../contract/download-software';
import {
  PanApplicationData,
  emptyApplication,
  type AppType,
  type PanApplicationInput,
} from '../../../contract/nsdl-pan';
import type { PanCategory } from '../../../contract/pan';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/http';
import { createSiteService } from '../site/service';
import { applicationFormPdf } from './form-pdf';
import { PHOTO_BOX, collect, imageBox } from './pdf-parts';

/*
 * SPEC §2.8 / §2.4 printable forms, public (an agent opens them in a new tab): the blank Form 49A and
 * CSF, Annexures A and B, the initials guides and the 16 sample forms. They are generated once per
 * business name and kept in memory: a few hundred KB in all.
 */

type Business = { businessName: string };
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;

// ----- annexures ------------------------------------------------------------------------------

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

function annexure(kind: 'A' | 'B', business: Business): Promise<Buffer> {
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
      'His / her photograph affixed above is duly attested by me. To the best of my knowledge and belief, the particulars furnished above are correct.',
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
    `This certificate is accepted as proof of ${what.toLowerCase()} for an individual applicant of Form 49A or of the request for changes or correction in PAN data (Rule 114).`,
    'The signatory writes his or her name, designation and office address in full and affixes the office seal; a rubber stamp of the name alone is not enough.',
    'Overwriting or corrections must be signed by the signatory.',
  ];
  notes.forEach((n, i) => doc.text(`${i + 1}. ${n}`, MARGIN, doc.y + 2, { width }));
  footer(doc, business, `Annexure ${kind}`);
  doc.end();
  return done;
}

function footer(doc: PDFKit.PDFDocument, business: Business, title: string) {
  // Below the bottom margin: without this pdfkit would start a new page for the line.
  doc.page.margins.bottom = 0;
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor('#777777')
    .text(`${business.businessName} · ${title}`, MARGIN, A4.height - 36, {
      width: A4.width - 2 * MARGIN,
      align: 'center',
      lineBreak: false,
    });
  doc.fillColor('#000000');
}

// ----- initials guides --------------------------------------------------------------------------

const INITIAL_RULES = [
  'Write the last name (surname) in full. A PAN must have a last name; an applicant with a single name writes it as the last name and leaves first and middle names blank.',
  'The first name may be written in full or as an initial; the middle name may hold at most one initial.',
  'Initials are single letters. Write them without dots or with a dot after each letter, never joined to a word (K RAJESH, not K.RAJESH).',
  'Do not put titles in any name field: no Shri, Smt, Kumari, Dr, Mr, Mrs, Ms, M/s, Late or Alias.',
  'Use letters, spaces, dots, apostrophes and hyphens only; no digits or other symbols.',
  'The name on the card may show the first and middle names as initials, but never the last name.',
  'Names must match the proof of identity (and the Aadhaar, which is checked by NSDL): spell them exactly as there.',
];

function guide(business: Business): Promise<Buffer> {
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

function sheet(business: Business): Promise<Buffer> {
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

// ----- sample forms --------------------------------------------------------------------------

const ADDRESS = {
  line1: '12',
  line2: 'Shanti Niwas',
  line3: 'MG Road',
  area: 'Kothrud',
  city: 'Pune',
  state: 'Maharashtra',
  pin: '411038',
};
const OFFICE = {
  line1: 'Office 4',
  line2: 'Sai Plaza',
  line3: 'FC Road',
  area: 'Shivajinagar',
  city: 'Pune',
  state: 'Maharashtra',
  pin: '411005',
};
const AO = { areaCode: 'PNE', aoType: 'W', rangeCode: '12', aoNo: '3' };
const REPRESENTATIVE = {
  used: true,
  title: 'Shri',
  lastName: 'Patil',
  firstName: 'Ramesh',
  middleName: 'K',
  address: ADDRESS,
};

const individual: PanApplicationInput = {
  aoCode: AO,
  title: 'Shri',
  lastName: 'Patil',
  firstName: 'Ramesh',
  middleName: 'K',
  nameOnCard: 'RAMESH K PATIL',
  gender: 'M',
  dob: '1990-04-15',
  father: { lastName: 'Patil', firstName: 'Kishor', middleName: '' },
  mother: { lastName: 'Patil', firstName: 'Sunita', middleName: '' },
  residence: ADDRESS,
  communication: 'residence',
  mobile: '9876543210',
  email: 'ramesh.patil@example.in',
  aadhaar: '234123412346',
  aadhaarName: 'Ramesh K Patil',
  incomeSources: ['salary'],
  proofs: { identity: 'Aadhaar card', address: 'Aadhaar card', dob: 'Aadhaar card' },
  declaration: { capacity: 'self', place: 'Pune' },
};

const minor: PanApplicationInput = {
  ...individual,
  title: 'Kumari',
  firstName: 'Anaya',
  middleName: 'R',
  nameOnCard: 'ANAYA R PATIL',
  gender: 'F',
  dob: '2015-06-10',
  father: { lastName: 'Patil', firstName: 'Ramesh', middleName: 'K' },
  aadhaarName: 'Anaya R Patil',
  incomeSources: ['no_income'],
  proofs: { identity: 'Aadhaar card', address: 'Aadhaar card', dob: 'Birth certificate' },
  representative: REPRESENTATIVE,
  declaration: { capacity: 'representative', place: 'Pune' },
  email: '',
};

function entity(
  name: string,
  registrationNo: string,
  proof: string,
  over: Partial<PanApplicationInput> = {},
): PanApplicationInput {
  return {
    aoCode: AO,
    lastName: name,
    nameOnCard: name.toUpperCase(),
    dob: '2012-06-01',
    office: OFFICE,
    officeName: name,
    communication: 'office',
    mobile: '9123456780',
    email: 'accounts@example.in',
    registrationNo,
    incomeSources: ['business'],
    businessCode: '01',
    proofs: { identity: proof, address: proof, dob: '' },
    declaration: { capacity: 'self', place: 'Pune' },
    ...over,
  };
}

type Sample = { category: PanCategory; appType: AppType; data: PanApplicationInput; note: string };

export const SAMPLES: Record<(typeof SAMPLE_FORMS)[number]['name'], Sample> = {
  'sample-individual': {
    category: 'individual',
    appType: 'N',
    data: individual,
    note: 'Individual, new PAN: photograph on both corners, signature inside the box and across the left photograph.',
  },
  'sample-individual-nri': {
    category: 'individual',
    appType: 'N',
    data: {
      ...individual,
      proofs: { identity: 'Passport', address: 'Passport', dob: 'Passport' },
      incomeSources: ['other_sources'],
      declaration: { capacity: 'self', place: 'Pune' },
    },
    note: 'Indian citizen living abroad (NRI): passport as proof of identity, address and date of birth; Indian address for communication.',
  },
  'sample-minor-change': {
    category: 'individual',
    appType: 'C',
    data: { ...minor, existingPan: 'AXYPP5678L', changes: ['address', 'photo'], panProof: 'pan_card' },
    note: 'Change request for a minor: the parent signs as representative assessee and gives his or her own details in that item.',
  },
  'sample-partnership-firm': {
    category: 'firm',
    appType: 'N',
    data: entity('Ganesh Traders', 'MH-PUN-2012-001234', 'Partnership deed'),
    note: 'Partnership firm: date of the partnership deed as date of formation; signed by a partner.',
  },
  'sample-artificial-judicial': {
    category: 'ajp',
    appType: 'N',
    data: entity('Vitthal Rukmini Devasthan', '', 'Government order / notification', {
      incomeSources: ['other_sources'],
      businessCode: '',
    }),
    note: 'Artificial juridical person: document of constitution as proof; signed by the authorised person.',
  },
  'sample-trust': {
    category: 'trust',
    appType: 'N',
    data: entity('Sahyadri Education Trust', 'E-12345/PUNE', 'Trust deed', {
      incomeSources: ['other_sources'],
      businessCode: '',
    }),
    note: 'Trust: registration number of the trust deed with the Charity Commissioner; signed by a trustee.',
  },
  'sample-llp': {
    category: 'firm',
    appType: 'N',
    data: entity('Sahyadri Consultants LLP', 'AAB-1234', 'Certificate of registration'),
    note: 'Limited liability partnership: LLP identification number as registration number; signed by a designated partner.',
  },
  'sample-non-individual': {
    category: 'boi',
    appType: 'N',
    data: entity('Kothrud Residents Body of Individuals', '', 'Agreement / certificate of registration (AOP/BOI)', {
      incomeSources: ['other_sources'],
      businessCode: '',
    }),
    note: 'Body of individuals (other non-individual applicants alike): agreement or certificate of registration as proof.',
  },
  'sample-individual-minor': {
    category: 'individual',
    appType: 'N',
    data: minor,
    note: 'Minor, new PAN: the parent or guardian is the representative assessee and signs the declaration.',
  },
  'sample-individual-change': {
    category: 'individual',
    appType: 'C',
    data: { ...individual, existingPan: 'ABCPE1234F', changes: ['name', 'address'], panProof: 'pan_card' },
    note: 'Individual change request: tick the box left of each detail that changes; fill every item as the new card should read.',
  },
  'sample-huf': {
    category: 'huf',
    appType: 'N',
    data: entity('Ramesh Kishor Patil HUF', '', 'HUF affidavit by the Karta', {
      incomeSources: ['house_property'],
      businessCode: '',
    }),
    note: 'Hindu undivided family: affidavit by the Karta with the names of the coparceners; signed by the Karta.',
  },
  'sample-company': {
    category: 'company',
    appType: 'N',
    data: entity('Sahyadri Traders Private Limited', 'U51909MH2012PTC123456', 'Certificate of registration'),
    note: 'Company: CIN as registration number and date of incorporation; signed by a director.',
  },
  'sample-aop': {
    category: 'aop',
    appType: 'N',
    data: entity('Pune Builders Association', '', 'Agreement / certificate of registration (AOP/BOI)'),
    note: 'Association of persons: the agreement forming it as proof; signed by the authorised member.',
  },
  'sample-government': {
    category: 'government',
    appType: 'N',
    data: entity('Office of the Collector Pune', '', 'Government order / notification', {
      incomeSources: ['other_sources'],
      businessCode: '',
    }),
    note: 'Government: the order constituting the office as proof; signed by the head of office.',
  },
  'sample-local-authority': {
    category: 'local-authority',
    appType: 'N',
    data: entity('Pune Municipal Corporation', '', 'Government order / notification', {
      incomeSources: ['other_sources'],
      businessCode: '',
    }),
    note: 'Local authority: the notification constituting it as proof; signed by the authorised officer.',
  },
  'sample-individual-penalty': {
    category: 'individual',
    appType: 'C',
    data: { ...individual, existingPan: 'ABCPE1234F', otherPans: ['ABCPE4321K'], changes: [], panProof: 'pan_card' },
    note: 'Holding two PANs attracts a penalty under section 272B: keep one (the PAN at the top) and give the other as a PAN to surrender.',
  },
};

/** Writes SAMPLE across every page and the sample's note at the top, so it is never filed as a real form. */
async function stampSample(pdf: Buffer, label: string, note: string): Promise<Buffer> {
  const doc = await PdfLibDocument.load(pdf);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    page.drawText('SAMPLE', {
      x: width / 2 - 170,
      y: height / 2 - 120,
      size: 110,
      font: bold,
      color: rgb(0.85, 0.1, 0.1),
      opacity: 0.15,
      rotate: degrees(45),
    });
  }
  // The note goes in the top margin of the first page, above the form's own heading.
  const first = doc.getPage(0);
  const { width, height } = first.getSize();
  const head = `SAMPLE — ${label}: `;
  const headWidth = bold.widthOfTextAtSize(head, 7);
  first.drawText(head, { x: 28, y: height - 12, size: 7, font: bold, color: rgb(0.7, 0.05, 0.05) });
  wrap(note, font, 7, width - 56 - headWidth)
    .slice(0, 2)
    .forEach((l, i) =>
      first.drawText(l, { x: 28 + headWidth, y: height - 12 - i * 8, size: 7, font, color: rgb(0.25, 0.25, 0.25) }),
    );
  return Buffer.from(await doc.save());
}

function wrap(
  text: string,
  font: { widthOfTextAtSize(t: string, s: number): number },
  size: number,
  width: number,
): string[] {
  const out: string[] = [];
  let line = '';
  for (const w of text.split(' ')) {
    const next = line ? `${line} ${w}` : w;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      out.push(line);
      line = w;
    } else line = next;
  }
  if (line) out.push(line);
  return out;
}

// ----- rendering and the route ------------------------------------------------------------------

export function renderSiteForm(name: SiteFormName, business: Business): Promise<Buffer> {
  switch (name) {
    case 'new-pan-form':
      return applicationFormPdf(
        { tokenNo: '', category: 'individual', appType: 'N', data: emptyApplication() },
        business,
      );
    case 'correction-pan-form':
      return applicationFormPdf(
        { tokenNo: '', category: 'individual', appType: 'C', data: emptyApplication() },
        business,
      );
    case 'annexure-a':
      return annexure('A', business);
    case 'annexure-b':
      return annexure('B', business);
    case 'initials-guide':
      return guide(business);
    case 'initials-sheet':
      return sheet(business);
    default: {
      const s = SAMPLES[name];
      const label = SAMPLE_FORMS.find((f) => f.name === name)!.label;
      return applicationFormPdf(
        { tokenNo: 'SAMPLE', category: s.category, appType: s.appType, data: PanApplicationData.parse(s.data) },
        business,
      ).then((pdf) => stampSample(pdf, label, s.note));
    }
  }
}

const TITLES: Record<string, string> = Object.fromEntries([
  ...[...PAN_FORMS, ...GUIDE_FORMS].map((f): [string, string] => [f.name, f.label]),
  ...SAMPLE_FORMS.map((f): [string, string] => [f.name, `SAMPLE ${f.label}`]),
]);

export async function siteFormsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const site = createSiteService(ctx.database.db);
  // Keyed by business name too, so renaming the business in the site configuration shows on new copies.
  const cache = new Map<string, Promise<Buffer>>();

  r.get(`${SITE_FORMS_API}/:name`, {
    config: { access: 'public' },
    schema: {
      tags: ['site'],
      summary:
        'A printable PAN form (PDF): blank Form 49A / CSF, Annexure A / B, the initials guides and the sample forms (SPEC §2.8)',
      params: z.object({ name: z.enum(SITE_FORM_NAMES) }),
      response: { 200: z.unknown().describe('The PDF'), ...errorResponses },
    },
    handler: async (req, reply) => {
      const { businessName } = await site.businessInfo();
      const key = `${req.params.name}|${businessName}`;
      let pdf = cache.get(key);
      if (!pdf) {
        pdf = renderSiteForm(req.params.name, { businessName });
        cache.set(key, pdf);
        // A failed render is not kept: the next request tries again.
        pdf.catch(() => cache.delete(key));
      }
      const body = await pdf;
      const file = `${(TITLES[req.params.name] ?? req.params.name).replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${file}"`)
        .header('cache-control', 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  });
}
