import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { sniffFileType } from './file-type';
import { icoToPng } from './ico';
import { rewriteUpload, validateUpload, type UploadRule } from './uploads';
import { cleanPdf, HOSTILE_PDFS, polyglots, smallJpeg } from '../test/hostile-files';

const ANY: UploadRule = {
  mimes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  maxBytes: 5 * 1024 * 1024,
  maxSide: 8000,
  label: 'a JPEG, PNG, WebP or PDF file',
};

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
}

/** An ICO file around the given entries (PNG data or a bitmap), each declared as w×h. */
function ico(entries: { w: number; h: number; data: Buffer }[]): Buffer {
  const head = Buffer.alloc(6 + entries.length * 16);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(entries.length, 4);
  let offset = head.length;
  entries.forEach((e, i) => {
    const at = 6 + i * 16;
    head[at] = e.w % 256;
    head[at + 1] = e.h % 256;
    head.writeUInt16LE(1, at + 4);
    head.writeUInt16LE(32, at + 6);
    head.writeUInt32LE(e.data.length, at + 8);
    head.writeUInt32LE(offset, at + 12);
    offset += e.data.length;
  });
  return Buffer.concat([head, ...entries.map((e) => e.data)]);
}

/** A 2×2 bitmap entry, 32 bits a pixel, bottom-up: top row red and green, bottom row blue and transparent. */
function bitmap2x2(): Buffer {
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(2, 4);
  header.writeInt32LE(4, 8);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  // BGRA; the bottom row comes first.
  const xor = Buffer.from([255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 255, 255, 0, 255, 0, 255]);
  const and = Buffer.alloc(8);
  return Buffer.concat([header, xor, and]);
}

describe('validateUpload keeps only what it has rewritten', () => {
  it('re-encodes a JPEG with a PDF glued after it into a plain JPEG: no PDF header, no trailing bytes', async () => {
    const { jpegThenPdf } = await polyglots();
    expect(sniffFileType(jpegThenPdf)?.mime).toBe('image/jpeg');
    expect(jpegThenPdf.includes('%PDF-')).toBe(true);
    const clean = await validateUpload('photo', jpegThenPdf, ANY);
    expect(clean.mime).toBe('image/jpeg');
    expect(clean.data.includes('%PDF')).toBe(false);
    expect(clean.data.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9])); // ends at the image's own end marker
    const meta = await sharp(clean.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 64, 48]);
  });

  it('re-encodes a PNG carrying a page and a script after its end', async () => {
    const { pngThenHtml } = await polyglots();
    const clean = await validateUpload('file', pngThenHtml, ANY);
    expect(clean.mime).toBe('image/png');
    expect(clean.data.toString('latin1')).not.toMatch(/<script|<html/);
    expect(clean.data.subarray(-8).toString('latin1')).toBe('IEND\xaeB`\x82');
  });

  it('drops metadata (a script in a JPEG comment, EXIF) and applies the orientation', async () => {
    const tall = await sharp({ create: { width: 40, height: 80, channels: 3, background: '#888' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { ImageDescription: '<script>alert(1)</script>' } } })
      .toBuffer();
    expect(tall.includes('<script>')).toBe(true);
    const clean = await validateUpload('file', tall, ANY);
    expect(clean.data.includes('<script>')).toBe(false);
    const meta = await sharp(clean.data).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([80, 40, undefined, undefined]);
  });

  it('keeps a WebP a WebP', async () => {
    const webp = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#0a0' } })
      .webp()
      .toBuffer();
    const clean = await validateUpload('file', Buffer.concat([webp, Buffer.from('%PDF-1.4')]), ANY);
    expect(clean.mime).toBe('image/webp');
    expect(clean.data.includes('%PDF')).toBe(false);
  });

  it('keeps a clean PDF as it is, cut at its end marker when something follows', async () => {
    const pdf = await cleanPdf();
    expect((await validateUpload('file', pdf, ANY)).data.equals(pdf)).toBe(true);
    const { pdfThenJpeg } = await polyglots();
    const kept = await validateUpload('file', pdfThenJpeg, ANY);
    expect(kept.mime).toBe('application/pdf');
    expect(kept.data.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
  });

  it('refuses an active PDF on the field', async () => {
    const e = await refusal(validateUpload('slip', await HOSTILE_PDFS['JavaScript open action'](), ANY));
    expect(e.status).toBe(415);
    expect(e.errors?.slip?.[0]).toMatch(/JavaScript\/actions\/forms\/attachments/);
  });

  it('refuses an image that only starts like one', async () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    const e = await refusal(validateUpload('photo', fake, ANY));
    expect(e.status).toBe(415);
    expect(e.errors?.photo).toBeDefined();
  });
});

describe('icons', () => {
  it('turns an ICO holding a PNG into that PNG, re-encoded, with nothing after it', async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 4, background: '#f00' } })
      .png()
      .toBuffer();
    const file = Buffer.concat([ico([{ w: 32, h: 32, data: png }]), Buffer.from('%PDF-1.4 <script>alert(1)</script>')]);
    const clean = await rewriteUpload('file', file, 'image/x-icon');
    expect(clean.mime).toBe('image/png');
    expect(clean.data.toString('latin1')).not.toMatch(/%PDF|<script/);
    const meta = await sharp(clean.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 32, 32]);
  });

  it('reads a bitmap entry, colours and transparency in place, and picks the largest entry', async () => {
    const small = await sharp({ create: { width: 16, height: 16, channels: 4, background: '#00f' } })
      .png()
      .toBuffer();
    const png = await icoToPng(
      ico([
        { w: 16, h: 16, data: small },
        { w: 2, h: 2, data: bitmap2x2() },
      ]),
    );
    expect((await sharp(png!).metadata()).width).toBe(16);
    const only = await icoToPng(ico([{ w: 2, h: 2, data: bitmap2x2() }]));
    const { data, info } = await sharp(only!).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([2, 2, 4]);
    expect([...data]).toEqual([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 0, 0]);
  });

  it('refuses an icon whose entries point outside the file, and one that is no icon', async () => {
    const broken = ico([{ w: 2, h: 2, data: bitmap2x2() }]).subarray(0, 40);
    expect((await refusal(rewriteUpload('file', broken, 'image/x-icon'))).status).toBe(415);
    const notIcon = Buffer.concat([Buffer.from([0, 0, 1, 0, 0, 0]), Buffer.from('<html>')]);
    expect((await refusal(rewriteUpload('file', notIcon, 'image/x-icon'))).status).toBe(415);
    expect(await icoToPng(await smallJpeg())).toBeNull();
  });
});
