import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { DOCUMENT_KINDS, SCAN_LIMITS, type DocumentKind } from '../../../contract/nsdl-pan';
import { AppError, fieldError, msg } from '../../lib/errors';
import type { Text } from '../../lib/i18n';
import { activeNameInDocument } from '../../lib/pdf-safety';
import { validateUpload } from '../../lib/uploads';

/** A4 in PDF points, and in pixels at the scan resolution. */
const A4_PT = { width: 595.28, height: 841.89 };
const A4_PX = { width: Math.round((210 / 25.4) * SCAN_LIMITS.dpi), height: Math.round((297 / 25.4) * SCAN_LIMITS.dpi) };
const QUALITIES = [80, 70, 60, 50, 40, 30, 20];
const kb = (n: number) => Math.ceil(n / 1024);

async function loadPdf(field: string, data: Buffer): Promise<PDFDocument> {
  const unreadable = () => new AppError(415, 'The PDF could not be read.', { [field]: ['Not a readable PDF'] });
  // ignoreEncryption only lets us see the flag: pdf-lib cannot decrypt, so an encrypted file is refused below.
  const doc = await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false }).catch(() => {
    throw unreadable();
  });
  if (doc.isEncrypted) {
    throw new AppError(415, 'The PDF is password-protected or encrypted; upload it without a password.', {
      [field]: ['Password-protected PDFs are not accepted'],
    });
  }
  // A broken file can parse yet have no page tree; pdf-lib then throws on the first look at its pages.
  let pages = 0;
  try {
    pages = doc.getPageCount();
  } catch {
    throw unreadable();
  }
  if (pages < 1) throw unreadable();
  return doc;
}

/** Checks an upload for its document kind by content, size and pages; answers its type, page count and the bytes to store. */
export async function inspectDocument(
  field: string,
  upload: Buffer,
  kind: DocumentKind,
): Promise<{ mime: string; pages: number; data: Buffer }> {
  const def = DOCUMENT_KINDS.find((k) => k.value === kind);
  if (!def) throw fieldError('kind', msg('errors.nsdlPan.unknownKind', { kind }));
  const mimes: string[] = [...def.accept];
  const label = mimes.includes('application/pdf') ? 'a JPEG, PNG or PDF file' : 'a JPEG or PNG image';
  const { mime, data } = await validateUpload(field, upload, {
    mimes,
    maxBytes: SCAN_LIMITS.uploadMaxBytes,
    maxSide: SCAN_LIMITS.imageMaxSide,
    label,
  });
  if (mime !== 'application/pdf') return { mime, pages: 1, data };
  const pages = (await loadPdf(field, data)).getPageCount();
  if (pages > SCAN_LIMITS.pdfMaxPages)
    throw fieldError(field, msg('errors.nsdlPan.pdfTooManyPages', { pages, max: SCAN_LIMITS.pdfMaxPages }));
  return { mime, pages, data };
}

/**
 * The highest quality whose encoding fits, trying the best first (what a clean scan needs), then the
 * worst (if even that is too big, nothing is), then halving the range between: a few encodes, not one per step.
 */
async function largestFitting(encode: (quality: number) => Promise<Buffer>, max: number): Promise<Buffer | null> {
  const first = await encode(QUALITIES[0]);
  if (first.length <= max) return first;
  let best = await encode(QUALITIES[QUALITIES.length - 1]);
  if (best.length > max) return null;
  let lo = 0; // too big
  let hi = QUALITIES.length - 1; // fits
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    const out = await encode(QUALITIES[mid]);
    if (out.length <= max) {
      hi = mid;
      best = out;
    } else lo = mid;
  }
  return best;
}

/** One scanned page as a JPEG at 200 dpi within the page budget. */
async function pageImage(data: Buffer, label: string | Text): Promise<{ jpeg: Buffer; width: number; height: number }> {
  const meta = await sharp(data).metadata();
  const w = meta.autoOrient?.width ?? meta.width ?? 0;
  const h = meta.autoOrient?.height ?? meta.height ?? 0;
  const box = w > h ? { width: A4_PX.height, height: A4_PX.width } : A4_PX;
  // Decode and scale once; each quality tried is then only an encode.
  const { data: pixels, info } = await sharp(data)
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ ...box, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  // A greyscale source stays greyscale; a colour one is tried in colour first, then in grey, which Protean also accepts.
  const modes = meta.channels !== undefined && meta.channels <= 2 ? [true] : [false, true];
  for (const grey of modes) {
    const encode = (quality: number) => {
      const img = sharp(pixels, raw);
      return (grey ? img.greyscale() : img).withDensity(SCAN_LIMITS.dpi).jpeg({ quality, mozjpeg: true }).toBuffer();
    };
    const jpeg = await largestFitting(encode, SCAN_LIMITS.pageMaxBytes);
    if (jpeg) return { jpeg, width: info.width, height: info.height };
  }
  throw new AppError(
    422,
    msg('errors.nsdlPan.imageTooHeavy', { label, max: kb(SCAN_LIMITS.pageMaxBytes), dpi: SCAN_LIMITS.dpi }),
  );
}

/**
 * What a copied page keeps: how it looks. Annotations (links, widgets, attachments), its open/close
 * actions (/AA), thumbnails, structure and article threads stay behind, so the scan the back office
 * opens carries the pages' content and nothing that can act.
 */
const PAGE_KEYS = new Set([
  'Type',
  'Parent',
  'Resources',
  'Contents',
  'MediaBox',
  'CropBox',
  'BleedBox',
  'TrimBox',
  'ArtBox',
  'Rotate',
  'UserUnit',
  'Group',
]);

/** Strips pages down to PAGE_KEYS; done to a source before copying, what its pages referred to is never copied at all. */
function keepContentOnly(doc: PDFDocument): void {
  for (const page of doc.getPages()) {
    for (const key of page.node.keys()) {
      if (!PAGE_KEYS.has(key.decodeText())) page.node.delete(key);
    }
  }
}

/**
 * The documents as one PDF in the given order: each image an A4 page at 200 dpi within the page budget,
 * PDF pages copied with their content only (their size is checked, not recompressed). The result is a
 * new document: no source catalog (open actions, names, forms) is carried over. A file's `label` is its name as
 * uploaded, or its kind's label (`text()`: said in the reader's language).
 */
export async function mergeScan(
  files: { data: Buffer; mime: string; label: string | Text }[],
): Promise<{ pdf: Buffer; pages: number }> {
  const sources = await Promise.all(
    files.map(async (f) => ({
      ...f,
      pdf:
        f.mime === 'application/pdf'
          ? await loadPdf('file', f.data).catch(() => {
              throw new AppError(422, msg('errors.nsdlPan.pdfUnreadable', { label: f.label }));
            })
          : null,
    })),
  );
  const total = sources.reduce((n, s) => n + (s.pdf ? s.pdf.getPageCount() : 1), 0);
  if (total > SCAN_LIMITS.mergedMaxPages) {
    throw new AppError(422, msg('errors.nsdlPan.mergedTooManyPages', { total, max: SCAN_LIMITS.mergedMaxPages }));
  }
  for (const s of sources) {
    if (!s.pdf) continue;
    const perPage = s.data.length / s.pdf.getPageCount();
    if (perPage > SCAN_LIMITS.pageMaxBytes) {
      throw new AppError(
        422,
        msg('errors.nsdlPan.pdfPagesTooHeavy', {
          label: s.label,
          size: kb(perPage),
          max: kb(SCAN_LIMITS.pageMaxBytes),
          dpi: SCAN_LIMITS.dpi,
        }),
      );
    }
  }

  const out = await PDFDocument.create();
  for (const s of sources) {
    if (s.pdf) {
      keepContentOnly(s.pdf);
      const copied = await out.copyPages(s.pdf, s.pdf.getPageIndices()).catch(() => {
        throw new AppError(422, msg('errors.nsdlPan.pdfNotCopied', { label: s.label }));
      });
      copied.forEach((p) => out.addPage(p));
      continue;
    }
    const { jpeg, width, height } = await pageImage(s.data, s.label);
    const landscape = width > height;
    const page = out.addPage(landscape ? [A4_PT.height, A4_PT.width] : [A4_PT.width, A4_PT.height]);
    const image = await out.embedJpg(jpeg);
    // Fit the page, centred: a small scan is shown large enough to read rather than at its true size.
    const scale = Math.min(page.getWidth() / width, page.getHeight() / height);
    const w = width * scale;
    const h = height * scale;
    page.drawImage(image, { x: (page.getWidth() - w) / 2, y: (page.getHeight() - h) / 2, width: w, height: h });
  }
  keepContentOnly(out); // pdf-lib gives each new page an empty /Annots
  // Whatever a page's resources drag along, the scan must hold nothing that can act: checked, not assumed.
  if (activeNameInDocument(out)) {
    throw new AppError(
      422,
      'A PDF among the documents carries scripts, actions or attachments inside its pages, so the scan cannot ' +
        'be made from it. Upload that document again as images.',
    );
  }
  return { pdf: Buffer.from(await out.save()), pages: out.getPageCount() };
}
