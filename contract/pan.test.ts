import { describe, expect, it } from 'vitest';
import { nameProblem, panProblem, PAN_CATEGORIES } from './pan';

describe('PAN with its category letter', () => {
  it('accepts a well-formed PAN whose 4th letter fits the category', () => {
    expect(panProblem('abcpe1234f', 'individual')).toBeNull();
    expect(panProblem('AAACR5055K', 'company')).toBeNull();
    expect(panProblem('AAAHS1234L', 'huf')).toBeNull();
  });
  it('names the expected letter when the category does not fit', () => {
    expect(panProblem('AAACR5055K', 'individual')).toBe('The 4th letter of a PAN for individual is P (this one has C)');
    expect(panProblem('ABCPE1234F', 'trust')).toMatch(/trust is T/);
  });
  it('refuses malformed PANs', () => {
    for (const bad of ['ABCPE1234', 'ABCPE12345', '1BCPE1234F', 'ABCPEX234F', ''])
      expect(panProblem(bad, 'individual')).toMatch(/5 letters, 4 digits/);
  });
  it('covers every category with a distinct letter', () => {
    expect(new Set(PAN_CATEGORIES.map((c) => c.panLetter)).size).toBe(PAN_CATEGORIES.length);
  });
});

describe('name rules', () => {
  it('refuses titles anywhere in a name field', () => {
    expect(nameProblem('Shri Ramesh', 'first')).toMatch(/"Shri"/);
    expect(nameProblem('Dr. Anil', 'first')).toMatch(/"Dr."/);
    expect(nameProblem('Sharma Late', 'last')).toMatch(/"Late"/);
  });
  it('allows one initial in the middle name, not two', () => {
    expect(nameProblem('K', 'middle')).toBeNull();
    expect(nameProblem('K.', 'middle')).toBeNull();
    expect(nameProblem('K R', 'middle')).toBe('At most one initial in the middle name');
  });
  it('refuses digits and symbols', () => {
    expect(nameProblem('Ravi2', 'first')).toMatch(/letters/);
    expect(nameProblem("D'Souza", 'last')).toBeNull();
  });
});
