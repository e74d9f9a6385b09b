import { describe, expect, it } from 'vitest';
import { ageOn, isValidAadhaar } from './india';

describe('Aadhaar (Verhoeff)', () => {
  it('accepts numbers whose check digit is right', () => {
    // Check digits computed by hand from the Verhoeff tables.
    expect(isValidAadhaar('234123412346')).toBe(true);
    expect(isValidAadhaar('999941057058')).toBe(true);
  });
  it('refuses a changed digit, a swap, a bad first digit or a wrong length', () => {
    expect(isValidAadhaar('234123412347')).toBe(false);
    expect(isValidAadhaar('243123412346')).toBe(false);
    expect(isValidAadhaar('134123412346')).toBe(false);
    expect(isValidAadhaar('23412341234')).toBe(false);
    expect(isValidAadhaar('2341 2341 2346')).toBe(false);
  });
});

describe('ageOn', () => {
  it('counts whole years, turning on the birthday', () => {
    expect(ageOn('2008-11-21', new Date(2026, 10, 21))).toBe(18);
    expect(ageOn('2008-11-22', new Date(2026, 10, 21))).toBe(17);
  });
});
