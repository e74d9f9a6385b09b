import { describe, expect, it } from 'vitest';
import { formatRupees, paiseToRupees, rupeeText, rupeesToPaise } from './money';

describe('money', () => {
  it('converts rupees to whole paise without float drift', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(107)).toBe(10700);
    expect(rupeesToPaise(1.005)).toBe(101);
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(paiseToRupees(1999)).toBe(19.99);
  });

  it('formats in Indian grouping with two decimals and /-', () => {
    expect(formatRupees(12345670)).toBe('1,23,456.70/-');
    expect(formatRupees(0)).toBe('0.00/-');
    expect(formatRupees(100)).toBe('1.00/-');
    expect(rupeeText(123456789)).toBe('₹12,34,567.89');
  });
});
