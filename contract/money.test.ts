import { describe, expect, it } from 'vitest';
import {
  formatIndianNumber,
  formatRupeeAmount,
  formatRupees,
  paiseToRupees,
  rupeeInputText,
  rupeesToPaise,
} from './money';

describe('money', () => {
  it('converts rupees to whole paise without float drift', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(107)).toBe(10700);
    expect(rupeesToPaise(1.005)).toBe(101);
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(paiseToRupees(1999)).toBe(19.99);
  });

  it('formats every sum one way: ₹, Indian grouping, two decimals and /-', () => {
    expect(formatRupees(12345670)).toBe('₹1,23,456.70/-');
    expect(formatRupees(12500000)).toBe('₹1,25,000.00/-');
    expect(formatRupees(0)).toBe('₹0.00/-');
    expect(formatRupees(100)).toBe('₹1.00/-');
    expect(formatRupees(-5050)).toBe('-₹50.50/-');
    // Rupees as the API sends them, float noise and all.
    expect(formatRupeeAmount(299900 / 100)).toBe('₹2,999.00/-');
    expect(formatRupeeAmount(0.1 + 0.2)).toBe('₹0.30/-');
    expect(formatRupeeAmount(130)).toBe('₹130.00/-');
  });

  it("groups as Intl's en-IN does, from one paisa to a thousand crore", () => {
    const intl = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [1, 9, 10, 99, 100, 999, 1000, 99999, 100000, 1234567, 9999999, 10000000, 123456789012, 1e13];
    // Plus a spread of every length, with and without trailing zeros.
    for (let x = 7; x < 1e14; x = x * 13 + 3) amounts.push(x, x * 10);
    for (const p of amounts) {
      expect(formatRupees(p)).toBe(`₹${intl.format(p / 100)}/-`);
      expect(formatRupees(-p)).toBe(`-₹${intl.format(p / 100)}/-`);
    }
    expect(formatRupees(12345678901234)).toBe('₹1,23,45,67,89,012.34/-');
  });

  it('rounds a fraction of a paisa half away from zero, and shows no sign on what rounds to nothing', () => {
    expect(formatRupees(10.5)).toBe('₹0.11/-');
    expect(formatRupees(10.4)).toBe('₹0.10/-');
    expect(formatRupees(-10.5)).toBe('-₹0.11/-');
    expect(formatRupees(-0.4)).toBe('₹0.00/-');
  });
});

describe('rupeeInputText', () => {
  it('keeps whole rupees whole and gives paise two places, as a price box shows them', () => {
    expect(rupeeInputText(150)).toBe('150');
    expect(rupeeInputText(12.5)).toBe('12.50');
    expect(rupeeInputText(0.05)).toBe('0.05');
    expect(rupeeInputText(125000.555)).toBe('125000.56');
    expect(rupeeInputText(-3.1)).toBe('-3.10');
  });
});

describe('formatIndianNumber', () => {
  it("shows counts and plain numbers as Intl's en-IN does, whole or with up to three decimals", () => {
    const intl = new Intl.NumberFormat('en-IN');
    const values = [0, 1, 9, 10, 999, 1000, 99999, 100000, 1234567, 10000000, 2 ** 53 - 1, 0.5, 1.25, 2.125, 12345.678];
    for (let x = 7; x < 1e15; x = x * 13 + 3) values.push(x, x * 10, x / 1000, x / 100 + 0.5);
    for (const v of values) {
      expect(formatIndianNumber(v), String(v)).toBe(intl.format(v));
      // Intl writes a negative that rounds to nothing as "-0"; a count shows no sign on nothing.
      if (v !== 0) expect(formatIndianNumber(-v), String(-v)).toBe(intl.format(-v));
    }
    expect(formatIndianNumber(1234567.8915)).toBe('12,34,567.892');
    expect(formatIndianNumber(-0)).toBe('0');
    expect(formatIndianNumber(-0.0001)).toBe('0');
  });
});
