import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { catalogueLetters, devanagariFaces, MARKER, unicodeRange } from './devanagari-fonts';

// The faces' addresses are relative to web/, where web/fonts.css is.
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'web');
// pdfkit's font engine (server/lib/pdf-text.ts reads it the same way): which glyphs a file has, and how it shapes.
type Glyph = { id: number };
type Font = { hasGlyphForCodePoint(cp: number): boolean; layout(text: string): { glyphs: Glyph[] } };
const fontkit = createRequire(import.meta.url)('fontkit') as { create(data: Buffer): Font };
const root = path.join(dir, '..');

/** Whether a CSS unicode-range list ("U+0900-097F, U+25CC") covers a code point. */
const covers = (range: string, cp: number) =>
  range.split(',').some((part) => {
    const [lo, hi = lo] = part.trim().replace(/^U\+/i, '').split('-');
    return cp >= parseInt(lo, 16) && cp <= parseInt(hi, 16);
  });

type Face = { weight: string; file: string; range: string };
const parse = (css: string): Face[] =>
  css
    .split('@font-face')
    .slice(1)
    .map((f) => ({
      weight: /font-weight:\s*([\d ]+);/.exec(f)![1],
      file: path.join(dir, /url\(([^)]+)\)/.exec(f)![1]),
      range: /unicode-range:\s*([^;]+);/.exec(f)![1],
    }));

describe('the Devanagari font (web/fonts.css, scripts/devanagari-fonts.ts)', () => {
  it('asks for the faces the build writes in', () => {
    expect(fs.readFileSync(path.join(dir, 'fonts.css'), 'utf8')).toContain(MARKER);
  });

  it('draws each Hindi catalogue letter with the cut face and every other Devanagari letter with the whole one', async () => {
    const faces = parse(await devanagariFaces(root));
    expect(faces.map((f) => f.weight)).toEqual(['400', '400', '600 700', '600 700']);
    const letters = [...catalogueLetters(root)].map((c) => c.codePointAt(0)!);
    expect(letters).toContain('क'.codePointAt(0));
    const rare = 'ॡ'.codePointAt(0)!;
    expect(letters).not.toContain(rare);
    for (const weight of ['400', '600 700']) {
      const [whole, cut] = faces.filter((f) => f.weight === weight);
      expect(fs.existsSync(whole.file) && fs.existsSync(cut.file)).toBe(true);
      for (const cp of letters) {
        expect(covers(cut.range, cp), String.fromCodePoint(cp)).toBe(true);
        expect(covers(whole.range, cp), String.fromCodePoint(cp)).toBe(false);
      }
      expect(covers(whole.range, rare) && !covers(cut.range, rare)).toBe(true);
      for (const face of [whole, cut]) {
        expect(covers(face.range, '₹'.codePointAt(0)!)).toBe(false);
        expect(covers(face.range, 'A'.codePointAt(0)!)).toBe(false);
      }
      // The cut really holds every letter and the conjuncts of the catalogues' words, and is the smaller file.
      const font = fontkit.create(fs.readFileSync(cut.file));
      for (const cp of letters) expect(font.hasGlyphForCodePoint(cp), String.fromCodePoint(cp)).toBe(true);
      const word = font.layout('क्षेत्र');
      expect(word.glyphs.length).toBeLessThan([...'क्षेत्र'].length);
      expect(word.glyphs.every((g) => g.id !== 0)).toBe(true);
      expect(fs.statSync(cut.file).size).toBeLessThan(fs.statSync(whole.file).size * 0.7);
    }
  });

  it('names code points as CSS ranges', () => {
    expect(unicodeRange([0x905, 0x901, 0x902, 0x903, 0x25cc])).toBe('U+0901-0903, U+0905, U+25CC');
  });
});
