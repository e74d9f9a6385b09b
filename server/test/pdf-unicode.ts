import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, PDFStream, decodePDFRawStream } from 'pdf-lib';

/*
 * For tests: the text a pdfkit document shows, in drawing order, in any script. Standard fonts (Helvetica) are read
 * as Windows-1252 bytes; an embedded font (Noto Sans Devanagari) through its ToUnicode map, as a PDF reader copies
 * it. Devanagari comes back in the glyphs' order, so a vowel sign drawn before its consonant (ि) reads before it:
 * assert words without one, or the font's use.
 */

const bytesOf = (stream: PDFStream) =>
  stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents();

/** ToUnicode's glyph code → text, from its bfchar and bfrange sections (pdfkit writes ranges of arrays). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  // Each target is UTF-16BE, its code units possibly spaced ("<0915 094D>").
  const utf16 = (h: string) => Buffer.from(h.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of section[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const lo = parseInt(m[1], 16);
      const hi = parseInt(m[2], 16);
      if (m[3].startsWith('[')) {
        [...m[3].matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach((v, i) => map.set(lo + i, utf16(v[1])));
      } else {
        const start = utf16(m[3].slice(1, -1));
        for (let c = lo; c <= hi; c++)
          map.set(c, start.slice(0, -1) + String.fromCharCode(start.charCodeAt(start.length - 1) + (c - lo)));
      }
    }
  }
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of section[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]*)>/g))
      map.set(parseInt(m[1], 16), utf16(m[2]));
  }
  return map;
}

// Windows-1252's 0x80–0x9F (the rest is Latin-1).
const CP1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: Buffer) =>
  [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? CP1252[b - 0x80] : String.fromCharCode(b))).join('');

export type PdfFacts = { text: string; fonts: string[] };

/** Every page's text joined, and the BaseFont names the document uses. */
export async function pdfFacts(pdf: Buffer | Uint8Array): Promise<PdfFacts> {
  const doc = await PDFDocument.load(pdf);
  const ctx = doc.context;
  const out: string[] = [];
  const fonts = new Set<string>();
  for (const page of doc.getPages()) {
    const resources = page.node.Resources();
    const fontDict = resources?.lookupMaybe(PDFName.of('Font'), PDFDict);
    const byName = new Map<string, Map<number, string> | null>();
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = ctx.lookup(ref as PDFRef, PDFDict);
      fonts.add(font.lookup(PDFName.of('BaseFont'))?.toString().replace(/^\//, '') ?? '');
      const tu = font.lookupMaybe(PDFName.of('ToUnicode'), PDFStream);
      byName.set(name.toString(), tu ? toUnicode(Buffer.from(bytesOf(tu)).toString('latin1')) : null);
    }
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((r) => ctx.lookup(r, PDFStream))
        : contents
          ? [contents as PDFStream]
          : [];
    for (const stream of streams) {
      const content = Buffer.from(bytesOf(stream)).toString('latin1');
      let current: Map<number, string> | null = null;
      for (const m of content.matchAll(/(\/[\w.+-]+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ/g)) {
        if (m[1]) {
          current = byName.get(m[1]) ?? null;
          continue;
        }
        for (const h of m[2].matchAll(/<([0-9a-fA-F]*)>/g)) {
          if (!current) out.push(winAnsi(Buffer.from(h[1], 'hex')));
          else for (const code of h[1].match(/.{4}/g) ?? []) out.push(current.get(parseInt(code, 16)) ?? '');
        }
      }
    }
  }
  return { text: out.join(''), fonts: [...fonts] };
}
