import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/product.md#formats-and-constants money and dates are written by contract/money.ts and contract/format.ts only. This reads the
 * web app's source and the contract's (tests aside) for formatting done by hand, which is how "₹ 130.00" came to stand
 * beside "₹130.00/-", "24 Nov 2026, 8:06 am" beside "24-Nov-2026 07:45" and a GST period's own month names
 * beside the dates'. Labels such as "Amount (₹)" are fine: they name a unit and format nothing. The ledger's
 * narrations are checked by what they write (server/modules/wallet/narrations.test.ts).
 */
const WEB = path.dirname(new URL(import.meta.url).pathname);
const CONTRACT = path.join(WEB, '..', 'contract');
/** The formatters themselves. */
const FORMATTERS = ['format.ts', 'money.ts'].map((f) => path.join(CONTRACT, f));

const RULES: { name: string; test: RegExp }[] = [
  { name: '₹ glued to an interpolated value', test: /₹\s*(\$\{|\{)/ },
  { name: 'toFixed(2): an amount rounded by hand', test: /\.toFixed\(2\)/ },
  { name: 'toLocale…String(): locale formatting by hand', test: /\.toLocale(Date|Time)?String\(/ },
  { name: 'Intl.DateTimeFormat: a date format by hand', test: /Intl\.DateTimeFormat\(/ },
  {
    name: 'Intl.NumberFormat with decimals or currency: an amount format by hand',
    test: /Intl\.NumberFormat\([^)]*(FractionDigits|currency)/,
  },
  {
    name: "dayjs .format() for display (only 'YYYY-MM-DD' for pickers and APIs)",
    test: /\.format\(\s*['"`](?!YYYY-MM-DD['"`])[^'"`]*['"`]\s*\)/,
  },
  { name: 'month names written out: a month format by hand', test: /['"]Jan['"],\s*['"]Feb['"]/ },
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' || e.name === 'node_modules' ? [] : sources(p);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

export function offenders(files: { file: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    text.split('\n').forEach((line, i) => {
      for (const rule of RULES) if (rule.test.test(line)) found.push(`${file}:${i + 1} ${rule.name}: ${line.trim()}`);
    });
  }
  return found;
}

describe('money and dates are formatted by the contract only', () => {
  it('finds no hand-made ₹ or date formatting in the web app or the contract', () => {
    const files = [...sources(WEB), ...sources(CONTRACT).filter((f) => !FORMATTERS.includes(f))].map((f) => ({
      file: path.relative(WEB, f),
      text: readFileSync(f, 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(100);
    expect(offenders(files)).toEqual([]);
  });

  it('would notice each kind of hand-made formatting', () => {
    const sample = [
      'const a = `₹ ${amount.toFixed(2)}`;',
      '<Text>₹{value}</Text>',
      "new Date(at).toLocaleString('en-IN', { dateStyle: 'medium' })",
      "new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 })",
      "new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata' })",
      "dayjs(d).format('DD MMM YYYY, h:mm a')",
      "const MONTHS = ['Jan', 'Feb', 'Mar'];",
    ].join('\n');
    expect(offenders([{ file: 'x.tsx', text: sample }])).toHaveLength(8);
    const fine = [
      'label="Amount (₹)"',
      "today.format('YYYY-MM-DD')",
      "new Intl.NumberFormat('en-IN')",
      'Pay ₹1 by UPI',
    ].join('\n');
    expect(offenders([{ file: 'y.tsx', text: fine }])).toEqual([]);
  });
});
