/**
 * Code 128 (ISO/IEC 15417), enough for acknowledgement and token numbers on printed slips: code set B
 * for printable ASCII, code set C for runs of digits.
 */

/** Element widths of each symbol value (bar, space, bar, …); 106 is the stop pattern, 13 modules with its final bar. */
// prettier-ignore
export const CODE128_PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

const CODE_C = 99;
const CODE_B = 100;
const START_B = 104;
const START_C = 105;
const STOP = 106;

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

function digitRun(s: string, from: number): number {
  let n = 0;
  while (isDigit(s[from + n])) n++;
  return n;
}

/**
 * The symbol values: start, data, check symbol, stop. Runs of 4 or more digits (or a value made only of
 * an even number of digits) go in code set C, two digits a symbol; an odd run leaves its last digit to code
 * set B. Everything else is code set B, which holds printable ASCII only.
 */
export function code128Symbols(value: string): number[] {
  if (!value) throw new Error('Code 128: nothing to encode');
  for (const ch of value) {
    const c = ch.charCodeAt(0);
    if (ch.length !== 1 || c < 32 || c > 126) throw new Error(`Code 128: cannot encode ${JSON.stringify(ch)}`);
  }
  const n = value.length;
  const lead = digitRun(value, 0);
  let set: 'B' | 'C' = lead >= 4 || (lead === n && n % 2 === 0) ? 'C' : 'B';
  const out = [set === 'C' ? START_C : START_B];
  let i = 0;
  while (i < n) {
    const run = digitRun(value, i);
    if (set === 'C') {
      if (run >= 2) {
        out.push(Number(value.slice(i, i + 2)));
        i += 2;
      } else {
        out.push(CODE_B);
        set = 'B';
      }
      continue;
    }
    if (run >= 4) {
      out.push(CODE_C);
      set = 'C';
      continue;
    }
    out.push(value.charCodeAt(i) - 32);
    i++;
  }
  let sum = out[0];
  for (let k = 1; k < out.length; k++) sum += out[k] * k;
  out.push(sum % 103, STOP);
  return out;
}

/** Module widths, alternating bar and space and starting with a bar: 11 per symbol, 13 for the stop. */
export function code128(value: string): number[] {
  return code128Symbols(value).flatMap((v) => [...CODE128_PATTERNS[v]].map(Number));
}

/**
 * Draws the bars inside the box (x, y, width, height), keeping the 10-module quiet zone the standard asks for
 * on both sides within the given width, so the caller only places the box.
 */
export function drawCode128(
  doc: PDFKit.PDFDocument,
  value: string,
  x: number,
  y: number,
  opts: { width: number; height: number },
): void {
  const modules = code128(value);
  const total = modules.reduce((a, b) => a + b, 0) + 20;
  const unit = opts.width / total;
  let at = x + 10 * unit;
  doc.save().fillColor('#000000');
  modules.forEach((w, k) => {
    if (k % 2 === 0) doc.rect(at, y, w * unit, opts.height);
    at += w * unit;
  });
  doc.fill().restore();
}
