import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { CODE128_PATTERNS, code128, code128Symbols, drawCode128 } from './barcode';

/** Reads module widths back into symbol values, the way a scanner would. */
function decode(modules: number[]): number[] {
  const values: number[] = [];
  let i = 0;
  while (i < modules.length) {
    const size = modules.length - i === 7 ? 7 : 6;
    const pattern = modules.slice(i, i + size).join('');
    const v = CODE128_PATTERNS.indexOf(pattern);
    if (v < 0) throw new Error(`no symbol ${pattern}`);
    values.push(v);
    i += size;
  }
  return values;
}

describe('Code 128', () => {
  it('has 107 distinct patterns of 11 modules (13 for the stop), each starting with a bar', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
    CODE128_PATTERNS.forEach((p, v) => {
      const sum = [...p].map(Number).reduce((a, b) => a + b, 0);
      expect(sum).toBe(v === 106 ? 13 : 11);
      // bars (even positions) always have an even total width of modules in Code 128: the parity check
      const bars = [...p]
        .filter((_, k) => k % 2 === 0)
        .map(Number)
        .reduce((a, b) => a + b, 0);
      expect(bars % 2).toBe(0);
    });
    // the start and stop patterns as the standard prints them
    expect(CODE128_PATTERNS[103]).toBe('211412');
    expect(CODE128_PATTERNS[104]).toBe('211214');
    expect(CODE128_PATTERNS[105]).toBe('211232');
    expect(CODE128_PATTERNS[106]).toBe('2331112');
  });

  it('encodes a 15-digit acknowledgement number in code set C with the last digit in code set B', () => {
    const symbols = code128Symbols('123456789012345');
    // Start C, 12 34 56 78 90 12 34, Code B, "5", check, stop
    const data = [12, 34, 56, 78, 90, 12, 34, 100, '5'.charCodeAt(0) - 32];
    const sum = 105 + data.reduce((acc, v, k) => acc + v * (k + 1), 0);
    // 105 + 12 + 68 + 168 + 312 + 450 + 72 + 238 + 800 + 189 = 2414; 2414 mod 103 = 45
    expect(sum).toBe(2414);
    expect(sum % 103).toBe(45);
    expect(symbols).toEqual([105, ...data, 45, 106]);

    const modules = code128('123456789012345');
    const total = modules.reduce((a, b) => a + b, 0);
    // 12 symbols of 11 modules, plus the stop's 2-module final bar
    expect(symbols).toHaveLength(12);
    expect(total).toBe(11 * symbols.length + 2);
    expect(total).toBe(134);
    expect(modules.length % 2).toBe(1); // starts and ends with a bar
    expect(decode(modules)).toEqual(symbols);
  });

  it('matches the checksum of the standard example PJJ123C', () => {
    // The usual worked example (Wikipedia, ISO 15417 annex) is in code set A: 103 + 48·1 + 42·2 + 42·3 + 17·4
    // + 18·5 + 19·6 + 35·7 = 878, and 878 mod 103 = 54. This encoder uses code set B, whose start is 104,
    // so the same data gives 879 mod 103 = 55.
    const symbols = code128Symbols('PJJ123C');
    expect(symbols).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
    const setA = 103 + [48, 42, 42, 17, 18, 19, 35].reduce((acc, v, k) => acc + v * (k + 1), 0);
    expect(setA % 103).toBe(54);
    expect(decode(code128('PJJ123C'))).toEqual(symbols);
  });

  it('uses code set C for an even run of digits and switches for digit runs inside text', () => {
    expect(code128Symbols('1234')).toEqual([105, 12, 34, (105 + 12 + 34 * 2) % 103, 106]);
    const s = code128Symbols('AB123456');
    expect(s.slice(0, 7)).toEqual([104, 33, 34, 99, 12, 34, 56]);
    expect(code128Symbols('12')[0]).toBe(105);
    expect(code128Symbols('123')[0]).toBe(104);
  });

  it('refuses what code set B cannot hold', () => {
    expect(() => code128('')).toThrow();
    expect(() => code128('₹100')).toThrow();
    expect(() => code128('a\nb')).toThrow();
  });

  it('draws one rectangle per bar', () => {
    const doc = new PDFDocument({ size: 'A4', compress: false });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<string>((resolve) =>
      doc.on('end', () => resolve(Buffer.concat(chunks).toString('latin1'))),
    );
    drawCode128(doc, '123456789012345', 50, 50, { width: 200, height: 40 });
    doc.end();
    return done.then((pdf) => {
      const bars = Math.ceil(code128('123456789012345').length / 2);
      expect(pdf.match(/ re\n/g)?.length).toBe(bars);
    });
  });
});
