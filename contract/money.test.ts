import { describe, expect, it } from 'vitest';
import { formatRupeeAmount, formatRupees, paiseToRupees, rupeesToPaise } from './money';

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
});
