import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, PDFString, type PDFObject } from 'pdf-lib';
import sharp from 'sharp';

/** Files an attacker would upload, for tests of the upload checks. */

export async function cleanPdf(pages = 1): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([595, 842]).drawText(`Page ${i + 1}`, { x: 50, y: 780 });
  return Buffer.from(await doc.save());
}

const script = (doc: PDFDocument) => doc.context.obj({ S: 'JavaScript', JS: PDFString.of("app.alert('owned')") });

/**
 * PDFs pdf-lib builds with one active part each. pdf-lib saves with compressed object streams, so the
 * active names are not in the file's bytes: only a parser that opens the object streams finds them.
 */
export const HOSTILE_PDFS: Record<string, () => Promise<Buffer>> = {
  'JavaScript open action': async () => {
    const doc = await PDFDocument.create();
    doc.addPage([595, 842]);
    doc.catalog.set(PDFName.of('OpenAction'), script(doc));
    return Buffer.from(await doc.save());
  },
  'launch action': async () => {
    const doc = await PDFDocument.create();
    doc.addPage([595, 842]);
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'Launch', F: PDFString.of('cmd.exe') }));
    return Buffer.from(await doc.save());
  },
  'page open action (/AA)': async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([595, 842]);
    page.node.set(PDFName.of('AA'), doc.context.obj({ O: script(doc) }));
    return Buffer.from(await doc.save());
  },
  'document-level JavaScript (/Names)': async () => {
    const doc = await PDFDocument.create();
    doc.addPage([595, 842]);
    const js = doc.context.register(script(doc));
    doc.catalog.set(
      PDFName.of('Names'),
      doc.context.obj({ JavaScript: doc.context.obj({ Names: [PDFString.of('x'), js] }) }),
    );
    return Buffer.from(await doc.save());
  },
  'embedded file': async () => {
    const doc = await PDFDocument.create();
    doc.addPage([595, 842]);
    await doc.attach(Buffer.from('MZ not really a program'), 'invoice.exe', { mimeType: 'application/octet-stream' });
    return Buffer.from(await doc.save());
  },
  'form (AcroForm)': async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([595, 842]);
    doc.getForm().createTextField('name').addToPage(page, { x: 50, y: 700 });
    return Buffer.from(await doc.save());
  },
  'name spelt with #xx escapes, in plain bytes': async () =>
    rawPdf('<< /Type /Catalog /Pages 2 0 R /Open#41ction << /S /J#61vaScript /#4a#53 (app.alert(1)) >> >>'),
  'XFA form, in plain bytes': async () =>
    rawPdf('<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [] /X#46A 5 0 R >> >>'),
};

/** A one-page PDF written by hand around the given catalog dictionary, with a correct xref table. */
export function rawPdf(catalog: string): Buffer {
  const objects = [
    catalog,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    '<< /Length 0 >>\nstream\n\nendstream',
    '<< >>',
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const smallJpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c08040' } })
    .jpeg()
    .toBuffer();
export const smallPng = () =>
  sharp({ create: { width: 64, height: 48, channels: 4, background: '#2060a0' } })
    .png()
    .toBuffer();

/** A valid JPEG that is also a PDF (the PDF glued on after the image), and a PDF with a JPEG after it. */
export async function polyglots() {
  const jpeg = await smallJpeg();
  const pdf = await cleanPdf();
  return {
    jpegThenPdf: Buffer.concat([jpeg, pdf]),
    pdfThenJpeg: Buffer.concat([pdf, jpeg]),
    pngThenHtml: Buffer.concat([await smallPng(), Buffer.from('<html><script>alert(1)</script></html>')]),
  };
}

/** Every name used as a key or value anywhere in the document, object streams opened. */
export function namesIn(doc: PDFDocument): Set<string> {
  const out = new Set<string>();
  const walk = (o: PDFObject | undefined) => {
    if (o instanceof PDFName) out.add(o.decodeText());
    else if (o instanceof PDFStream) walk(o.dict);
    else if (o instanceof PDFDict) {
      for (const [k, v] of o.entries()) {
        walk(k);
        walk(v);
      }
    } else if (o instanceof PDFArray) o.asArray().forEach(walk);
  };
  for (const [, obj] of doc.context.enumerateIndirectObjects()) walk(obj);
  return out;
}

export const ACTIVE_PDF_NAMES = [
  'JavaScript',
  'JS',
  'AA',
  'OpenAction',
  'Launch',
  'Annots',
  'EmbeddedFiles',
  'EmbeddedFile',
  'XFA',
  'AcroForm',
];
