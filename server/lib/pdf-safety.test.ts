import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import PDFKitDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { activeNameInBytes, checkPdf, untilLastEof } from './pdf-safety';
import { cleanPdf, HOSTILE_PDFS, polyglots, rawPdf } from '../test/hostile-files';

const REFUSED =
  'The PDF contains JavaScript/actions/forms/attachments, which are not accepted. Print it to PDF again or scan it as an image.';

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
}

describe('checkPdf', () => {
  for (const [what, make] of Object.entries(HOSTILE_PDFS)) {
    it(`refuses a PDF with ${what}, naming the field`, async () => {
      const e = await refusal(checkPdf('addressProof', await make()));
      expect(e.status).toBe(415);
      expect(e.message).toBe(REFUSED);
      expect(e.errors).toEqual({ addressProof: [REFUSED] });
    });
  }

  it('finds an action hidden in a compressed object stream, where the bytes do not show it', async () => {
    const hidden = await HOSTILE_PDFS['JavaScript open action']();
    expect(hidden.toString('latin1')).not.toMatch(/OpenAction|JavaScript/);
    expect((await refusal(checkPdf('file', hidden))).message).toBe(REFUSED);
  });

  it('refuses an action added by an incremental update after the first end marker', async () => {
    const base = rawPdf('<< /Type /Catalog /Pages 2 0 R >>');
    const update = Buffer.from(
      '1 0 obj\n<< /Type /Catalog /Pages 2 0 R /AA << /WC << /S /Launch /F (calc.exe) >> >> >>\nendobj\n%%EOF\n',
      'latin1',
    );
    expect((await refusal(checkPdf('file', Buffer.concat([base, update])))).message).toBe(REFUSED);
  });

  it('refuses an encrypted PDF, whose insides cannot be checked', async () => {
    const doc = new PDFKitDocument({ ownerPassword: 'y', pdfVersion: '1.7' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
    doc.text('statement');
    doc.end();
    const e = await refusal(checkPdf('slip', await done));
    expect(e.status).toBe(415);
    expect(e.errors?.slip?.[0]).toMatch(/Password-protected/);
  });

  it('accepts plain pages, and a page with an ordinary web link', async () => {
    const plain = await cleanPdf(2);
    expect((await checkPdf('file', plain)).equals(plain)).toBe(true);
    const doc = await PDFDocument.create();
    const page = doc.addPage([595, 842]);
    const link = doc.context.register(
      doc.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [50, 50, 200, 80],
        A: { S: 'URI', URI: PDFString.of('https://www.incometax.gov.in/') },
      }),
    );
    page.node.set(PDFName.of('Annots'), doc.context.obj([link]));
    const linked = Buffer.from(await doc.save());
    expect((await checkPdf('file', linked)).equals(linked)).toBe(true);
  });

  it('keeps a PDF only up to its last end marker: a JPEG glued after it is not stored', async () => {
    const { pdfThenJpeg } = await polyglots();
    const kept = await checkPdf('file', pdfThenJpeg);
    expect(kept.length).toBeLessThan(pdfThenJpeg.length);
    expect(kept.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    expect(kept.subarray(-6).toString('latin1')).toMatch(/%%EOF\r?\n?$/);
    expect((await PDFDocument.load(kept)).getPageCount()).toBe(1);
  });

  it('reads names in the bytes through #xx escapes, and short names outside stream data only', () => {
    expect(activeNameInBytes(Buffer.from('1 0 obj << /S /J#61vaScript >> endobj'))).toBe('JavaScript');
    expect(activeNameInBytes(Buffer.from('1 0 obj << /#4a#53 (x) >> endobj'))).toBe('JS');
    expect(activeNameInBytes(Buffer.from('1 0 obj << /Open#41ction 2 0 R >> endobj'))).toBe('OpenAction');
    expect(activeNameInBytes(Buffer.from('1 0 obj << /Length 9 >>\nstream\nxx/JS yy\nendstream endobj'))).toBeNull();
    expect(activeNameInBytes(Buffer.from('1 0 obj << /Length 9 >>\nstream\n/JavaScript\nendstream endobj'))).toBe(
      'JavaScript',
    );
    expect(activeNameInBytes(Buffer.from('<< /Launcher 1 /AAPL:Keywords [] /URI (https://x.in/) >>'))).toBeNull();
  });

  it('cuts after the end marker and its line end only', () => {
    expect(untilLastEof(Buffer.from('%PDF-1.4\n%%EOF\r\nJUNK')).toString()).toBe('%PDF-1.4\n%%EOF\r\n');
    expect(untilLastEof(Buffer.from('%PDF-1.4\n%%EOF')).toString()).toBe('%PDF-1.4\n%%EOF');
    expect(untilLastEof(Buffer.from('%PDF-1.4 no marker')).toString()).toBe('%PDF-1.4 no marker');
  });
});
