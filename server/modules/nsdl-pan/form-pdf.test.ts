import zlib from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CROP_SPECS, PanApplicationData, type PanApplicationInput } from '../../../contract/nsdl-pan';
import { applicationFormPdf } from './form-pdf';
import { SIGNATURE_BOX } from './pdf-parts';
import { textOf } from '../../test/nsdl-pan-pdf';

const address = {
  line1: '12B',
  line2: 'Shanti Niketan',
  line3: 'MG Road',
  area: 'Kothrud',
  city: 'Pune',
  state: 'Maharashtra',
  pin: '411038',
};

const individual: PanApplicationInput = {
  aoCode: { areaCode: 'PNE', aoType: 'W', rangeCode: '12', aoNo: '3' },
  title: 'Shri',
  lastName: 'Deshpande',
  firstName: 'Rahul',
  middleName: 'Vinay',
  nameOnCard: 'Rahul Vinay Deshpande',
  gender: 'M',
  dob: '1990-04-21',
  father: { lastName: 'Deshpande', firstName: 'Vinay', middleName: '' },
  residence: address,
  mobile: '9876543210',
  email: 'rahul.deshpande@example.com',
  aadhaar: '234567890124',
  aadhaarName: 'Rahul Vinay Deshpande',
  incomeSources: ['salary', 'business'],
  businessCode: '07',
  proofs: { identity: 'Aadhaar card', address: 'Aadhaar card', dob: 'Birth certificate' },
  declaration: { capacity: 'self', place: 'Pune' },
};

const company: PanApplicationInput = {
  title: 'M/s',
  lastName: 'Sahyadri Agro Products Private Limited',
  nameOnCard: 'Sahyadri Agro Products Private Limited',
  dob: '2015-08-01',
  office: address,
  officeName: 'Sahyadri Agro Products',
  communication: 'office',
  registrationNo: 'U01100PN2015PTC123456',
  email: 'accounts@sahyadri.example',
  proofs: { identity: 'Certificate of registration', address: 'Certificate of registration', dob: '' },
  declaration: { capacity: 'self', place: 'Pune' },
  existingPan: 'AAECS1234K',
  changes: ['name', 'address'],
  otherPans: ['AAECS9999Q'],
  panProof: 'pan_card',
};

async function jpeg(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

const PAGE_HEIGHT = 841.89;

/**
 * Page 1's boxes and text lines as drawn, measured from the top of the page: pdfkit draws rectangles
 * under a flipped matrix (top-down) and places each text line with a Tm whose y is its baseline from
 * the bottom.
 */
function firstPageLayout(pdf: Buffer) {
  const raw = pdf.toString('latin1');
  const m = /(?<!end)stream\r?\n/.exec(raw)!;
  const start = m.index + m[0].length;
  const content = zlib.inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
  const rects = [...content.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re\n([^\n]*\n){0,3}?(S|f)\n/g)].map((r) => ({
    x: Number(r[1]),
    top: Number(r[2]),
    width: Number(r[3]),
    bottom: Number(r[2]) + Number(r[4]),
    filled: r[6] === 'f',
  }));
  const lines = [...content.matchAll(/1 0 0 1 ([\d.]+) ([\d.]+) Tm\n\/F\d+ ([\d.]+) Tf\n\[([^\]]*)\] TJ/g)].map(
    (t) => ({
      baseline: PAGE_HEIGHT - Number(t[2]),
      size: Number(t[3]),
      text: [...t[4].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''),
    }),
  );
  return { rects, lines };
}

describe('applicationFormPdf', () => {
  it('fills a Form 49A for an individual, with the photo and signature', async () => {
    const photo = await jpeg(CROP_SPECS.photo.width, CROP_SPECS.photo.height, '#c08040');
    const signature = await jpeg(CROP_SPECS.signature.width, CROP_SPECS.signature.height, '#ffffff');
    const pdf = await applicationFormPdf(
      {
        tokenNo: 'NP2600000123',
        category: 'individual',
        appType: 'N',
        data: PanApplicationData.parse(individual),
        photo,
        signature,
      },
      { businessName: 'Sai Seva Kendra' },
    );
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getPageCount()).toBeLessThanOrEqual(2);
    const [w, h] = [doc.getPage(0).getWidth(), doc.getPage(0).getHeight()];
    expect([Math.round(w), Math.round(h)]).toEqual([595, 842]);

    const text = textOf(pdf);
    expect(text).toContain('Form 49A');
    expect(text).toContain('Token No. NP2600000123');
    expect(text).toContain('DESHPANDE'); // last name, one character per box
    expect(text).toContain('PNE');
    expect(text).toContain('Day21Month04Year1990');
    expect(text).toContain('XXXXXXXX0124');
    expect(text).not.toContain('234567890124');
    expect(text).toContain('Source of income');
    expect(text).not.toContain('Permanent Account Number (PAN)');
    // both photos and the signature are drawn (2 image uses of one photo XObject is fine; at least 2 images embedded)
    expect((pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length).toBeGreaterThanOrEqual(2);
  });

  it('fills a CSF for a company with the PAN, the changes and other PANs', async () => {
    const pdf = await applicationFormPdf(
      {
        tokenNo: 'NP2600000456',
        category: 'company',
        appType: 'C',
        data: PanApplicationData.parse(company),
        photo: null,
        signature: null,
      },
      { businessName: 'Sai Seva Kendra' },
    );
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    const text = textOf(pdf);
    expect(text).toContain('Form for changes or correction in PAN data');
    expect(text).toContain('Token No. NP2600000456');
    expect(text).toContain('SAHYADRIAGROPRODUCTSPRIVATELIMITED'); // boxes: spaces are empty boxes
    expect(text).toContain('AAECS1234K');
    expect(text).toContain('AAECS9999Q');
    expect(text).toContain('Copy of PAN card');
    expect(text).toContain('U01100PN2015PTC123456');
    expect(text).not.toContain('Assessing Officer');
    expect(pdf.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
  });

  it('still produces a form for an empty draft and for the longest values', async () => {
    const empty = await applicationFormPdf(
      { tokenNo: 'T1', category: 'individual', appType: 'N', data: PanApplicationData.parse({}) },
      { businessName: 'X' },
    );
    expect((await PDFDocument.load(empty)).getPageCount()).toBeGreaterThanOrEqual(1);
    const long = PanApplicationData.parse({
      ...individual,
      lastName: 'A'.repeat(75),
      nameOnCard: 'B'.repeat(85),
      email: `${'e'.repeat(90)}@x.example`,
      otherName: { used: true, title: 'Smt', lastName: 'C'.repeat(75), firstName: 'D', middleName: '' },
      representative: { used: true, title: 'Shri', lastName: 'Rep', firstName: 'Resh', middleName: '', address },
    });
    const pdf = await applicationFormPdf(
      { tokenNo: 'T2', category: 'individual', appType: 'C', data: long },
      { businessName: 'X' },
    );
    const pages = (await PDFDocument.load(pdf)).getPageCount();
    expect(pages).toBeLessThanOrEqual(3);
    expect(textOf(pdf)).toContain('A'.repeat(75));
  });

  it.each([
    ['individual', 'N', 'Signature / left thumb impression of applicant'],
    ['individual', 'C', 'Signature / left thumb impression of applicant'],
    ['company', 'N', 'Signature of the authorised signatory'],
  ] as const)(
    'prints the signature caption of the %s %s form once, on one line, clear of its box and of the next section',
    async (category, appType, caption) => {
      const data = PanApplicationData.parse(category === 'individual' ? individual : company);
      const pdf = await applicationFormPdf({ tokenNo: 'T3', category, appType, data }, { businessName: 'X' });
      const { rects, lines } = firstPageLayout(pdf);
      const box = rects.find(
        (r) =>
          !r.filled &&
          Math.abs(r.width - SIGNATURE_BOX.width) < 0.01 &&
          Math.abs(r.bottom - r.top - SIGNATURE_BOX.height) < 0.01,
      )!;
      expect(box).toBeDefined();
      const captions = lines.filter((l) => l.text.includes('Signature /') || l.text.includes('Signature of'));
      expect(captions.map((l) => l.text)).toEqual([caption]);
      const [line] = captions;
      // Glyphs rise about 0.75 of the size above the baseline and dip about 0.25 below it.
      expect(line.baseline - 0.75 * line.size).toBeGreaterThan(box.bottom + 1);
      const nextBar = rects.filter((r) => r.filled && r.top > box.bottom).sort((a, b) => a.top - b.top)[0];
      expect(line.baseline + 0.25 * line.size).toBeLessThan(nextBar.top - 2);
    },
  );
});
