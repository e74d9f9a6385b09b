import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = path.dirname(fileURLToPath(import.meta.url));
const css = fs.readFileSync(path.join(dir, 'fonts.css'), 'utf8');
const faces = css.split('@font-face').slice(1);

/** Whether a CSS unicode-range list ("U+0900-097F, U+25CC") covers a code point. */
const covers = (range: string, cp: number) =>
  range.split(',').some((part) => {
    const [lo, hi = lo] = part.trim().replace(/^U\+/i, '').split('-');
    return cp >= parseInt(lo, 16) && cp <= parseInt(hi, 16);
  });

describe('the Devanagari font (web/fonts.css)', () => {
  it('ships each weight from the npm package, for Devanagari only and never for ₹', () => {
    expect(faces.map((f) => /font-weight:\s*([\d ]+);/.exec(f)?.[1])).toEqual(['400', '600 700']);
    for (const face of faces) {
      const file = /url\(([^)]+)\)/.exec(face)?.[1] ?? '';
      expect(fs.existsSync(path.join(dir, file)), file).toBe(true);
      const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1] ?? '';
      expect(covers(range, 'क'.codePointAt(0)!)).toBe(true);
      expect(covers(range, '₹'.codePointAt(0)!)).toBe(false);
      expect(covers(range, 'A'.codePointAt(0)!)).toBe(false);
    }
  });
});
