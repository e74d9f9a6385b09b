import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/*
 * Text in any of the portal's languages on a pdfkit page (decision 0075). pdfkit's built-in Helvetica has only
 * Windows-1252's glyphs, so Devanagari drew as nothing or boxes. Noto Sans Devanagari (the web's face, from
 * @fontsource/noto-sans-devanagari) comes split by script: the Devanagari file (with ₹, without Latin), the Latin
 * file and Latin Extended. A text is cut into runs, each in the first face that has every glyph of it: Helvetica
 * first, so an English line is drawn exactly as before, then Devanagari, then the Noto Latin faces for what
 * Helvetica lacks. fontkit (pdfkit's font engine) shapes each Devanagari run: conjuncts and matras.
 */

export type Weight = 'regular' | 'bold';

type Coverage = { hasGlyphForCodePoint(codePoint: number): boolean };
type Face = { name: string; has: (codePoint: number) => boolean; data?: Buffer };

const requireHere = createRequire(import.meta.url);
// fontkit is pdfkit's own font engine (a dependency of pdfkit), asked here only which glyphs a file has.
const fontkit = requireHere('fontkit') as { create(data: Buffer): Coverage };
const filesDir = path.join(path.dirname(requireHere.resolve('@fontsource/noto-sans-devanagari/package.json')), 'files');

// Windows-1252 beyond ASCII and Latin-1: what pdfkit's standard fonts can encode.
const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((c) => c.codePointAt(0)!));
const winAnsi = (cp: number) => (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || WIN_ANSI_EXTRA.has(cp);

function noto(subset: 'devanagari' | 'latin' | 'latin-ext', weight: 400 | 700): Face {
  const data = fs.readFileSync(path.join(filesDir, `noto-sans-devanagari-${subset}-${weight}-normal.woff`));
  const font = fontkit.create(data);
  return { name: `NotoSansDevanagari-${subset}-${weight}`, has: (cp) => font.hasGlyphForCodePoint(cp), data };
}

/** The faces in the order a run is given one: the first that has all its glyphs. */
const FACES: Record<Weight, Face[]> = {
  regular: [{ name: 'Helvetica', has: winAnsi }, noto('devanagari', 400), noto('latin', 400), noto('latin-ext', 400)],
  bold: [{ name: 'Helvetica-Bold', has: winAnsi }, noto('devanagari', 700), noto('latin', 700), noto('latin-ext', 700)],
};

const registered = new WeakSet<PDFKit.PDFDocument>();
/** Registers the Noto faces on a document (once; drawText does it itself). */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  if (registered.has(doc)) return;
  for (const face of [...FACES.regular, ...FACES.bold]) if (face.data) doc.registerFont(face.name, face.data);
  registered.add(doc);
}

export type Run = { text: string; font: string };

// Spaces and joiners go with the run they are in.
const JOINS = /^[\s\u200b-\u200d\u2060\ufeff]$/u;

/** A text cut into runs, each in the first face that has its every glyph; spaces join the current run. */
export function splitRuns(text: string, weight: Weight = 'regular'): Run[] {
  const faces = FACES[weight];
  const runs: Run[] = [];
  for (const ch of text) {
    const last = runs[runs.length - 1];
    // A character no face has stays with its neighbour (it would be a box in any face).
    const face = JOINS.test(ch) ? undefined : faces.find((f) => f.has(ch.codePointAt(0)!));
    if (last && (!face || face.name === last.font)) last.text += ch;
    else runs.push({ text: ch, font: (face ?? faces[0]).name });
  }
  return runs;
}

/** The width of a text at a size, each run measured in its own face. */
export function textWidth(doc: PDFKit.PDFDocument, text: string, size: number, weight: Weight = 'regular'): number {
  registerFonts(doc);
  let w = 0;
  for (const r of splitRuns(text, weight)) w += doc.font(r.font).fontSize(size).widthOfString(r.text);
  doc.font(FACES[weight][0].name);
  return w;
}

/** Cuts a text to a width with an ellipsis, whole characters (a Devanagari cluster is never split from its mark). */
export function fitText(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  size: number,
  weight: Weight = 'regular',
): string {
  if (textWidth(doc, text, size, weight) <= width) return text;
  const parts = clusters(text);
  let lo = 0;
  let hi = parts.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (textWidth(doc, parts.slice(0, mid).join('') + '…', size, weight) <= width) lo = mid;
    else hi = mid - 1;
  }
  return parts.slice(0, lo).join('') + '…';
}

const segmenter = new Intl.Segmenter('hi', { granularity: 'grapheme' });
const clusters = (text: string) => [...segmenter.segment(text)].map((s) => s.segment);

export type DrawOptions = {
  size: number;
  weight?: Weight;
  width?: number;
  align?: 'left' | 'center' | 'right';
  /** false: one line, never wrapped (as pdfkit's lineBreak: false). */
  lineBreak?: boolean;
  /** With lineBreak: at most this height; the last line that fits ends with an ellipsis. */
  height?: number;
};

/** The height of one line of a text at a size: the tallest of the faces it needs (Devanagari's is taller). */
export function lineHeight(doc: PDFKit.PDFDocument, text: string, size: number, weight: Weight = 'regular'): number {
  registerFonts(doc);
  const base = FACES[weight][0].name;
  const faces = new Set([base, ...splitRuns(text, weight).map((r) => r.font)]);
  const h = Math.max(...[...faces].map((f) => doc.font(f).fontSize(size).currentLineHeight(true)));
  doc.font(base).fontSize(size);
  return h;
}

/** Whether Helvetica draws a text whole, so pdfkit lays it out as it always did. */
export const isPlain = (text: string, weight: Weight = 'regular') => hasOwnFace(splitRuns(text, weight), weight);

const hasOwnFace = (runs: Run[], weight: Weight) => runs.every((r) => r.font === FACES[weight][0].name);

/**
 * Draws a text in any script at (x, y) (pdfkit's doc.x/doc.y when left out), like doc.text with these options, and
 * leaves doc.y below it. A text Helvetica can draw whole is handed to pdfkit as it is; another is laid out here,
 * word-wrapped to the width, each run in its face on one baseline.
 */
export function drawText(doc: PDFKit.PDFDocument, text: string, x?: number, y?: number, opts?: DrawOptions): void {
  const o: DrawOptions = opts ?? { size: 10 };
  const weight = o.weight ?? 'regular';
  const base = FACES[weight][0].name;
  const left = x ?? doc.x;
  const top = y ?? doc.y;
  const width = o.width ?? doc.page.width - left - doc.page.margins.right;
  const runs = splitRuns(text, weight);
  const pdfOpts: PDFKit.Mixins.TextOptions = { width };
  if (o.align) pdfOpts.align = o.align;
  if (o.lineBreak === false) pdfOpts.lineBreak = false;
  if (o.height !== undefined) Object.assign(pdfOpts, { height: o.height, ellipsis: true });
  if (hasOwnFace(runs, weight)) {
    doc.font(base).fontSize(o.size).text(text, left, top, pdfOpts);
    return;
  }
  registerFonts(doc);
  const lineH = lineHeight(doc, text, o.size, weight);
  // Helvetica's baseline, so a Hindi label and the English value beside it stand on one line; Devanagari's
  // taller marks reach a little above y, inside the line's extra height below.
  doc.font(base).fontSize(o.size);
  const ascent = ((doc as unknown as { _font: { ascender: number } })._font.ascender / 1000) * o.size;
  let lines = o.lineBreak === false ? [text] : wrap(doc, text, width, o.size, weight);
  if (o.height !== undefined && o.lineBreak !== false) {
    const max = Math.max(1, Math.floor(o.height / lineH + 1e-6));
    if (lines.length > max) {
      lines = lines.slice(0, max);
      lines[max - 1] = fitText(doc, lines[max - 1] + '…', width, o.size, weight);
    }
  }
  lines.forEach((line, i) => {
    const parts = splitRuns(line, weight).map((r) => ({
      ...r,
      w: doc.font(r.font).fontSize(o.size).widthOfString(r.text),
    }));
    const total = parts.reduce((s, p) => s + p.w, 0);
    let at = o.align === 'center' ? left + (width - total) / 2 : o.align === 'right' ? left + width - total : left;
    for (const p of parts) {
      doc
        .font(p.font)
        .fontSize(o.size)
        .text(p.text, at, top + i * lineH + ascent, { lineBreak: false, baseline: 'alphabetic' });
      at += p.w;
    }
  });
  doc.font(base).fontSize(o.size);
  doc.x = left;
  doc.y = top + lines.length * lineH;
}

/** Lines of whole words (a word longer than the width is cut at clusters) that fit a width. */
function wrap(doc: PDFKit.PDFDocument, text: string, width: number, size: number, weight: Weight): string[] {
  const lines: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(/(?<=\s)/u)) {
      const next = line + word;
      if (!line || textWidth(doc, next.trimEnd(), size, weight) <= width) {
        line = next;
        continue;
      }
      lines.push(line.trimEnd());
      line = word;
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
