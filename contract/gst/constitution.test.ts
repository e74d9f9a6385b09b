import { describe, expect, it } from 'vitest';
import { PAN_CATEGORIES } from '../pan';
import { GST_CONSTITUTIONS, panLetterProblem } from './constitution';

const pan = (letter: string) => `AAA${letter}U0939F`;

describe('constitution ↔ PAN 4th letter', () => {
  it('accepts P proprietor, F firm/LLP, C company, H HUF, A AOP, T trust, L local authority, G government', () => {
    const fits: [string, string][] = [
      ['proprietorship', 'P'],
      ['partnership', 'F'],
      ['llp', 'F'],
      ['private_limited', 'C'],
      ['public_limited', 'C'],
      ['huf', 'H'],
      ['society', 'A'],
      ['society', 'T'],
      ['local_authority', 'L'],
      ['government', 'G'],
    ];
    for (const [c, letter] of fits) expect(panLetterProblem(c, pan(letter)), `${c} ${letter}`).toBeNull();
  });
  it('accepts the letters decided for PSU, statutory body and others (decision 0052)', () => {
    expect(panLetterProblem('psu', pan('C'))).toBeNull();
    for (const l of ['J', 'C', 'G', 'L']) expect(panLetterProblem('statutory_body', pan(l))).toBeNull();
    for (const l of ['C', 'F', 'H', 'A', 'B', 'T', 'L', 'J', 'G'])
      expect(panLetterProblem('others', pan(l))).toBeNull();
  });
  it('refuses a letter that does not fit, naming the right one and what this PAN is', () => {
    expect(panLetterProblem('proprietorship', pan('C'))).toBe(
      "For Proprietorship, the PAN's 4th letter is P (this one has C: Company)",
    );
    expect(panLetterProblem('private_limited', pan('P'))).toBe(
      "For Private limited company, the PAN's 4th letter is C (this one has P: Individual)",
    );
    expect(panLetterProblem('huf', pan('F'))).toMatch(/is H \(this one has F/);
    expect(panLetterProblem('society', pan('C'))).toMatch(/is A, T or B/);
    expect(panLetterProblem('psu', pan('G'))).toMatch(/is C/);
    expect(panLetterProblem('statutory_body', pan('P'))).toMatch(/is J, C, G or L/);
    // An individual registers as a proprietor, not as "others".
    expect(panLetterProblem('others', pan('P'))).toMatch(/this one has P: Individual/);
  });
  it('checks the PAN shape first and waits for a constitution', () => {
    expect(panLetterProblem('partnership', 'AAPFU0939')).toMatch(/5 letters, 4 digits and a letter/);
    expect(panLetterProblem('', pan('X'))).toBeNull();
    expect(panLetterProblem('', pan('F'))).toBeNull();
  });
  it('names only letters a PAN can have', () => {
    const letters = new Set<string>(PAN_CATEGORIES.map((c) => c.panLetter));
    for (const c of GST_CONSTITUTIONS)
      for (const l of c.panLetters) expect(letters.has(l), `${c.value} ${l}`).toBe(true);
  });
});
