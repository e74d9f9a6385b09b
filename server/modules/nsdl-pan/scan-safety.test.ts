import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { ACTIVE_PDF_NAMES, namesIn, smallJpeg } from '../../test/hostile-files';
import { mergeScan } from './scan';

/**
 * A PDF that acts when opened, on each page and by its annotations: what an upload check should have
 * refused, handed straight to mergeScan as if it had slipped through (or was stored before the check).
 */
async function activeProof(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const js = () => doc.context.obj({ S: 'JavaScript', JS: PDFString.of("app.launchURL('https://evil.example/')") });
  for (let i = 0; i < 2; i++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Proof page ${i + 1}`, { x: 50, y: 780 });
    page.node.set(PDFName.of('AA'), doc.context.obj({ O: js(), C: js() }));
    const link = doc.context.register(
      doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [50, 50, 300, 80], A: js() }),
    );
    const attachment = doc.context.register(
      doc.context.obj({
        Type: 'Annot',
        Subtype: 'FileAttachment',
        Rect: [50, 100, 70, 120],
        FS: {
          Type: 'Filespec',
          F: PDFString.of('a.exe'),
          EF: { F: doc.context.register(doc.context.flateStream('MZ')) },
        },
      }),
    );
    page.node.set(PDFName.of('Annots'), doc.context.obj([link, attachment]));
  }
  doc.catalog.set(PDFName.of('OpenAction'), js());
  doc.catalog.set(
    PDFName.of('Names'),
    doc.context.obj({ JavaScript: { Names: [PDFString.of('x'), doc.context.register(js())] } }),
  );
  doc.catalog.set(PDFName.of('AcroForm'), doc.context.obj({ Fields: [], XFA: PDFString.of('<xdp/>') }));
  await doc.attach(Buffer.from('MZ'), 'payload.exe', { mimeType: 'application/octet-stream' });
  return Buffer.from(await doc.save());
}

describe('mergeScan builds the scan from page content only', () => {
  it('drops page actions, annotations and the source catalog: nothing active anywhere in the merged PDF', async () => {
    const source = await activeProof();
    expect([...namesIn(await PDFDocument.load(source))].filter((n) => ACTIVE_PDF_NAMES.includes(n))).toEqual(
      expect.arrayContaining(['AA', 'Annots', 'JavaScript', 'OpenAction', 'AcroForm', 'EmbeddedFiles']),
    );

    const { pdf, pages } = await mergeScan([
      { data: await smallJpeg(), mime: 'image/jpeg', label: 'Signed application form' },
      { data: source, mime: 'application/pdf', label: 'Proof of identity' },
    ]);
    expect(pages).toBe(3);
    const merged = await PDFDocument.load(pdf);
    expect(merged.getPageCount()).toBe(3);
    expect([...namesIn(merged)].filter((n) => ACTIVE_PDF_NAMES.includes(n))).toEqual([]);
    // Also in the plain bytes once written without object streams.
    const plain = Buffer.from(await merged.save({ useObjectStreams: false })).toString('latin1');
    for (const name of ACTIVE_PDF_NAMES) expect(plain, name).not.toMatch(new RegExp(`/${name}(?![A-Za-z])`));
    expect(plain).not.toContain('evil.example');
  });

  it('refuses to merge a page whose resources carry a script, rather than sending it on', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([595, 842]);
    page.node.set(
      PDFName.of('Resources'),
      doc.context.obj({ ExtGState: { G0: { JS: PDFString.of('app.alert(1)') } } }),
    );
    const e = await mergeScan([
      { data: Buffer.from(await doc.save()), mime: 'application/pdf', label: 'Proof of address' },
    ]).then(
      () => null,
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).status).toBe(422);
    expect((e as AppError).message).toMatch(/Upload that document again as images/);
  });
});
