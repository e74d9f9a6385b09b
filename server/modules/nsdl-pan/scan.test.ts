import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import PDFKitDocument from 'pdfkit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SCAN_LIMITS } from '../../../contract/nsdl-pan';
import { AppError } from '../../lib/errors';
import { inspectDocument, mergeScan } from './scan';

function noise(width: number, height: number, channels: 1 | 3 = 3): Buffer {
  const raw = Buffer.alloc(width * height * channels);
  for (let i = 0; i < raw.length; i++) raw[i] = (Math.random() * 256) | 0;
  return raw;
}

/** A document-like scan: white page, dark text-like stripes, a little noise. */
async function scanLike(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3, 245);
  for (let y = 0; y < height; y++) {
    if (y % 40 >= 12) continue;
    for (let x = 80; x < width - 80; x++) {
      const i = (y * width + x) * 3;
      raw[i] = raw[i + 1] = raw[i + 2] = (x * 7 + y) % 97 < 60 ? 20 : 230;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

async function pdfWithPages(n: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < n; i++) doc.addPage([595, 842]).drawText(`Page ${i + 1}`, { x: 50, y: 780 });
  return Buffer.from(await doc.save());
}

function pdfkitBuffer(opts: PDFKit.PDFDocumentOptions): Promise<Buffer> {
  const doc = new PDFKitDocument(opts);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text('secret');
  doc.end();
  return done;
}

async function rejection(p: Promise<unknown>): Promise<AppError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
}

describe('inspectDocument', () => {
  it('counts an image as one page and a PDF by its pages', async () => {
    const jpeg = await sharp(noise(60, 40), { raw: { width: 60, height: 40, channels: 3 } })
      .jpeg()
      .toBuffer();
    expect(await inspectDocument('file', jpeg, 'identity')).toMatchObject({ mime: 'image/jpeg', pages: 1 });
    expect(await inspectDocument('file', await pdfWithPages(3), 'address')).toMatchObject({
      mime: 'application/pdf',
      pages: 3,
    });
  });

  it('refuses a PDF where only images are accepted, and a renamed executable', async () => {
    const e = await rejection(inspectDocument('file', await pdfWithPages(1), 'form'));
    expect(e.status).toBe(415);
    expect(e.errors?.file?.[0]).toMatch(/JPEG or PNG/);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    expect((await rejection(inspectDocument('file', exe, 'identity'))).status).toBe(415);
  });

  it(`refuses a PDF of more than ${SCAN_LIMITS.pdfMaxPages} pages`, async () => {
    const e = await rejection(inspectDocument('file', await pdfWithPages(SCAN_LIMITS.pdfMaxPages + 1), 'identity'));
    expect(e.status).toBe(400);
    expect(e.errors?.file?.[0]).toContain(`at most ${SCAN_LIMITS.pdfMaxPages} pages`);
  });

  it('refuses encrypted and unreadable PDFs', async () => {
    const locked = await pdfkitBuffer({ userPassword: 'x', ownerPassword: 'y', pdfVersion: '1.7' });
    const e = await rejection(inspectDocument('doc', locked, 'identity'));
    expect(e.status).toBe(415);
    expect(e.errors?.doc?.[0]).toMatch(/Password/);
    const ownerOnly = await pdfkitBuffer({
      ownerPassword: 'y',
      pdfVersion: '1.7',
      permissions: { printing: 'highResolution' },
    });
    expect((await rejection(inspectDocument('doc', ownerOnly, 'identity'))).status).toBe(415);
    const broken = Buffer.from('%PDF-1.7\nthis is not really a pdf\n');
    const b = await rejection(inspectDocument('doc', broken, 'identity'));
    expect(b.status).toBe(415);
    expect(b.errors?.doc).toBeDefined();
  });

  it('refuses an oversize file with 413', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(SCAN_LIMITS.uploadMaxBytes)]);
    expect((await rejection(inspectDocument('file', big, 'identity'))).status).toBe(413);
  });
});

/** Sizes of the images embedded in a PDF. */
async function imageSizes(pdf: Buffer): Promise<number[]> {
  const doc = await PDFDocument.load(pdf);
  const out: number[] = [];
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (obj instanceof PDFRawStream && obj.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
      out.push(obj.contents.length);
  }
  return out;
}

describe('mergeScan', () => {
  it('makes one A4 PDF of images and PDF pages in order, each image page within the budget', async () => {
    const portrait = await scanLike(2480, 3508); // A4 at 300 dpi: scaled down to 200 dpi
    const landscape = await sharp(noise(900, 600), { raw: { width: 900, height: 600, channels: 3 } })
      .png()
      .toBuffer();
    const { pdf, pages } = await mergeScan([
      { data: portrait, mime: 'image/jpeg', label: 'Signed application form' },
      { data: await pdfWithPages(2), mime: 'application/pdf', label: 'Proof of identity' },
      { data: landscape, mime: 'image/png', label: 'Proof of address' },
    ]);
    expect(pages).toBe(4);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(4);
    const sizes = doc.getPages().map((p) => [Math.round(p.getWidth()), Math.round(p.getHeight())]);
    expect(sizes).toEqual([
      [595, 842],
      [595, 842],
      [595, 842],
      [842, 595],
    ]);
    const images = await imageSizes(pdf);
    expect(images).toHaveLength(2);
    for (const n of images) expect(n).toBeLessThanOrEqual(SCAN_LIMITS.pageMaxBytes);
  }, 60_000);

  it('lowers the quality of a hard-to-compress image until it fits, and refuses one that never fits', async () => {
    const hard = await sharp(noise(1000, 1300), { raw: { width: 1000, height: 1300, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const { pdf } = await mergeScan([{ data: hard, mime: 'image/jpeg', label: 'Proof of address' }]);
    const [size] = await imageSizes(pdf);
    expect(size).toBeLessThanOrEqual(SCAN_LIMITS.pageMaxBytes);
    expect(size).toBeGreaterThan(SCAN_LIMITS.pageMaxBytes / 3); // not needlessly crushed

    // Pure noise over a whole A4 page at 200 dpi is over 300 KB even at the lowest quality, in colour or grey.
    const hopeless = await sharp(noise(1654, 2339), { raw: { width: 1654, height: 2339, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const e = await rejection(mergeScan([{ data: hopeless, mime: 'image/jpeg', label: 'Proof of identity' }]));
    expect(e.status).toBe(422);
    expect(e.message).toContain('Proof of identity');
  }, 60_000);

  it(`refuses more than ${SCAN_LIMITS.mergedMaxPages} pages in all`, async () => {
    const ten = await pdfWithPages(10);
    const files = [ten, ten, ten].map((data, i) => ({ data, mime: 'application/pdf', label: `Document ${i + 1}` }));
    const e = await rejection(mergeScan(files));
    expect(e.status).toBe(422);
    expect(e.message).toContain('30 pages');
  });

  it('refuses a PDF heavier than the page budget, naming it', async () => {
    const doc = await PDFDocument.create();
    const heavy = await sharp(noise(1200, 1600), { raw: { width: 1200, height: 1600, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const img = await doc.embedJpg(heavy);
    doc.addPage([595, 842]).drawImage(img, { x: 0, y: 0, width: 595, height: 842 });
    const e = await rejection(
      mergeScan([{ data: Buffer.from(await doc.save()), mime: 'application/pdf', label: 'Proof of date of birth' }]),
    );
    expect(e.status).toBe(422);
    expect(e.message).toContain('Proof of date of birth');
  });
});
