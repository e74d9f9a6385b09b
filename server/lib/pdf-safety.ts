import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';
import { AppError } from './errors';

/**
 * Names that make a PDF do something when opened or clicked, or carry something other than pages.
 * Plain links (/URI, /GoTo) are left: they need a click and the viewer's consent, and the merged scan
 * drops them anyway.
 */
const ACTIVE_NAMES = new Set([
  // scripts
  'JavaScript',
  'JS',
  // automatic, launch, remote and form actions; embedded players
  'OpenAction',
  'AA',
  'Launch',
  'GoToR',
  'GoToE',
  'SubmitForm',
  'ImportData',
  'RichMedia',
  'RichMediaExecute',
  // attached files
  'EmbeddedFiles',
  'EmbeddedFile',
  'EF',
  'FileAttachment',
  // forms
  'AcroForm',
  'XFA',
]);

const REFUSED =
  'The PDF contains JavaScript/actions/forms/attachments, which are not accepted. Print it to PDF again or scan it as an image.';

// A name is `/` and regular characters; it ends at white space or a delimiter. `#xx` spells any byte.
const unescapeNames = (s: string) =>
  s.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const NAME_END = String.raw`(?![^\s()<>\[\]{}/%])`;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const long = [...ACTIVE_NAMES].filter((n) => n.length >= 5);
const short = [...ACTIVE_NAMES].filter((n) => n.length < 5);
const LONG_NAMES = new RegExp(String.raw`/(${long.map(escapeRe).join('|')})${NAME_END}`);
const SHORT_NAMES = new RegExp(String.raw`/(${short.map(escapeRe).join('|')})${NAME_END}`);

/**
 * The first active name written in the file's bytes. Long names are looked for everywhere; short ones
 * (/JS, /AA) outside stream data, where compressed bytes would spell them by chance now and then.
 */
export function activeNameInBytes(data: Buffer): string | null {
  const text = unescapeNames(data.toString('latin1'));
  const found = LONG_NAMES.exec(text) ?? SHORT_NAMES.exec(text.replace(/\bstream\r?\n[\s\S]*?\bendstream/g, ' '));
  return found ? found[1] : null;
}

function activeNameIn(obj: PDFObject | undefined, seen: Set<PDFObject>): string | null {
  if (!obj || seen.has(obj)) return null;
  seen.add(obj);
  if (obj instanceof PDFName) {
    const name = unescapeNames(obj.decodeText());
    return ACTIVE_NAMES.has(name) ? name : null;
  }
  if (obj instanceof PDFStream) return activeNameIn(obj.dict, seen);
  if (obj instanceof PDFDict) {
    for (const [key, value] of obj.entries()) {
      const hit = activeNameIn(key, seen) ?? activeNameIn(value, seen);
      if (hit) return hit;
    }
    return null;
  }
  if (obj instanceof PDFArray) {
    for (const item of obj.asArray()) {
      const hit = activeNameIn(item, seen);
      if (hit) return hit;
    }
  }
  return null;
}

/**
 * The first active name in any object of a parsed document (keys and values, nested objects included).
 * pdf-lib unpacks compressed object streams when it loads a file, so hidden objects are walked too.
 */
export function activeNameInDocument(doc: PDFDocument): string | null {
  const seen = new Set<PDFObject>();
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    const hit = activeNameIn(obj, seen);
    if (hit) return hit;
  }
  return null;
}

/**
 * Refuses a PDF that could run or carry anything beyond its pages (415 on the field), and answers the
 * bytes to keep: the file up to its last %%EOF, so nothing appended after the PDF (another format
 * glued on to make a polyglot) is stored.
 */
export async function checkPdf(field: string, data: Buffer): Promise<Buffer> {
  const refuse = (message: string, short: string) => new AppError(415, message, { [field]: [short] });
  const doc = await PDFDocument.load(data, {
    ignoreEncryption: true,
    updateMetadata: false,
    throwOnInvalidObject: false,
  }).catch(() => null);
  if (!doc) throw refuse('The PDF could not be read.', 'Not a readable PDF');
  // An encrypted file's object streams cannot be opened here, so what they hold cannot be checked.
  if (doc.isEncrypted)
    throw refuse(
      'The PDF is password-protected or encrypted, so it cannot be checked. Upload it without a password, ' +
        'print it to PDF again or scan it as an image.',
      'Password-protected PDFs are not accepted',
    );
  if (activeNameInBytes(data) ?? activeNameInDocument(doc)) throw refuse(REFUSED, REFUSED);
  return untilLastEof(data);
}

/** The bytes up to the last %%EOF marker and its line end; the whole file when it has none. */
export function untilLastEof(data: Buffer): Buffer {
  const at = data.lastIndexOf('%%EOF');
  if (at < 0) return data;
  let end = at + 5;
  if (data[end] === 0x0d) end++;
  if (data[end] === 0x0a) end++;
  return end >= data.length ? data : data.subarray(0, end);
}
