import { describe, expect, it } from 'vitest';
import { gstinCheckChar, gstinPan, gstinProblem, isValidGstin } from './gstin';

// Check characters worked out apart from this code (the GSTIN mod-36 rule, in a separate script).
const VALID = [
  '27AAPFU0939F1ZV',
  '29ABCPE1234F1Z7',
  '07AAACR5055K2Z8',
  '33AAAHS1234L1ZC',
  '01ABCPE1234FAZG',
  '38AAATT1234Q9ZU',
];

describe('GSTIN check character', () => {
  it('computes the published example and others', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    for (const g of VALID) expect(gstinCheckChar(g.slice(0, 14))).toBe(g[14]);
  });
  it('answers null for anything but 14 letters and digits', () => {
    expect(gstinCheckChar('27AAPFU0939F1')).toBeNull();
    expect(gstinCheckChar('27AAPFU0939F1Z-')).toBeNull();
  });
  it('catches a change of any one of the first 14 characters', () => {
    const g = VALID[0];
    for (let i = 0; i < 14; i++) {
      const swapped = g[i] === '1' ? '2' : '1';
      const changed = g.slice(0, i) + swapped + g.slice(i + 1);
      expect(gstinCheckChar(changed.slice(0, 14)), `position ${i + 1}`).not.toBe(g[14]);
    }
  });
});

describe('gstinProblem', () => {
  it('accepts valid GSTINs, forgiving case and outer spaces', () => {
    for (const g of VALID) expect(gstinProblem(g)).toBeNull();
    expect(gstinProblem(' 27aapfu0939f1zv ')).toBeNull();
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(gstinPan(' 27aapfu0939f1zv')).toBe('AAPFU0939F');
  });
  it('wants 15 letters and digits', () => {
    expect(gstinProblem('')).toBe('GSTIN is required');
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('A GSTIN is 15 characters (this one has 14)');
    expect(gstinProblem('27AAPFU0939F1ZVX')).toBe('A GSTIN is 15 characters (this one has 16)');
    expect(gstinProblem('27AAPFU0939F-ZV')).toBe('A GSTIN has letters and digits only');
  });
  it('positions 1–2: a state code from 01 to 38', () => {
    expect(gstinProblem('00AAPFU0939F1ZV')).toMatch(
      /^The first two digits are the state code, 01 to 38 \(this one has 00\)/,
    );
    expect(gstinProblem('39AAPFU0939F1ZV')).toMatch(/state code.*has 39/);
    expect(gstinProblem('A7AAPFU0939F1ZV')).toMatch(/state code/);
  });
  it('positions 3–12: the PAN', () => {
    expect(gstinProblem('271APFU0939F1ZV')).toMatch(/^Characters 3 to 12 are the PAN.*\(this one has 1APFU0939F\)/);
    expect(gstinProblem('27AAPFUX939F1ZV')).toMatch(/Characters 3 to 12 are the PAN/);
    expect(gstinProblem('27AAPFU093911ZV')).toMatch(/Characters 3 to 12 are the PAN/);
  });
  it('position 13: the entity number, 1–9 or A–Z', () => {
    expect(gstinProblem('27AAPFU0939F0ZV')).toMatch(/^The 13th character is the entity number/);
  });
  it("position 14: always 'Z'", () => {
    expect(gstinProblem('27AAPFU0939F1YV')).toBe('The 14th character is always Z (this one has Y)');
  });
  it('position 15: the check character', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/^The last character \(check character\) does not match/);
    // A typo in the PAN part that keeps every part well formed is caught by the check character.
    expect(gstinProblem('27AAPFU0938F1ZV')).toMatch(/check character/);
    expect(isValidGstin('27AAPFU0939F2ZV')).toBe(false);
  });
});
