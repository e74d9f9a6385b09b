import { describe, expect, it } from 'vitest';
import { missingDocuments } from '../requests';
import {
  ApproveBody,
  PsaRegistrationData,
  emptyPsaRegistration,
  psaDobProblem,
  psaIdProblem,
  psaListFields,
  psaPanProblem,
  psaProblems,
  requiredPsaDocuments,
  type PsaRegistrationInput,
} from './psa';

const today = new Date(2026, 10, 24);

const applicant: PsaRegistrationInput = {
  firstName: 'Umesh',
  middleName: 'R',
  lastName: 'Patil',
  dob: '1990-05-17',
  gender: 'M',
  mobile: '9876543210',
  email: 'Umesh@Example.in',
  pan: 'abcpe1234f',
  aadhaar: '2341 2341 2346',
  shopName: 'Patil Online Services',
  address: 'Shop 4, Market Yard, Camp',
  state: 'Maharashtra',
  district: 'Pune',
  pin: '411001',
};
const problemsAt = (field: string, change: Partial<PsaRegistrationInput>) =>
  psaProblems(PsaRegistrationData.parse({ ...applicant, ...change }), today).filter((p) => p.field === field);

describe('PSA registration data', () => {
  it('a complete registration has no problems, and is normalised as it parses', () => {
    const d = PsaRegistrationData.parse(applicant);
    expect(psaProblems(d, today)).toEqual([]);
    expect([d.pan, d.aadhaar, d.email]).toEqual(['ABCPE1234F', '234123412346', 'umesh@example.in']);
  });
  it('a draft may be saved empty: everything required is missing, nothing is wrong', () => {
    const problems = psaProblems(emptyPsaRegistration(), today);
    expect(problems.every((p) => p.kind === 'missing')).toBe(true);
    expect(problems.map((p) => p.field)).toEqual([
      'firstName',
      'lastName',
      'dob',
      'gender',
      'mobile',
      'email',
      'pan',
      'aadhaar',
      'shopName',
      'address',
      'state',
      'district',
      'pin',
    ]);
  });
  it('refuses a gender other than M, F or T and overlong values', () => {
    expect(PsaRegistrationData.safeParse({ gender: 'X' }).success).toBe(false);
    expect(PsaRegistrationData.safeParse({ firstName: 'A'.repeat(26) }).success).toBe(false);
  });
  it('lists show the full name and the PAN', () => {
    expect(psaListFields(PsaRegistrationData.parse(applicant))).toEqual({
      name: 'Umesh R Patil',
      subject: 'ABCPE1234F',
      kind: '',
      period: '',
    });
    expect(psaListFields(PsaRegistrationData.parse({ ...applicant, middleName: '' })).name).toBe('Umesh Patil');
  });
});

describe('PSA registration checks', () => {
  it('wants the PAN of a person: its 4th letter P', () => {
    expect(psaPanProblem('ABCPE1234F')).toBeNull();
    expect(psaPanProblem('AAPFU0939F')).toBe(
      "A PSA registers as a person: the PAN's 4th letter must be P (this one has F)",
    );
    expect(psaPanProblem('ABCPE1234')).toBe('PAN is 5 letters, 4 digits and a letter, like ABCPE1234F');
    expect(problemsAt('pan', { pan: 'AAACU1234F' })).toEqual([
      {
        field: 'pan',
        section: 'identity',
        kind: 'format',
        message: "A PSA registers as a person: the PAN's 4th letter must be P (this one has C)",
      },
    ]);
  });
  it('checks the Aadhaar check digit (Verhoeff)', () => {
    expect(problemsAt('aadhaar', { aadhaar: '999941057058' })).toEqual([]);
    expect(problemsAt('aadhaar', { aadhaar: '999941057059' })[0].message).toBe(
      'Aadhaar number is not valid (12 digits, check digit wrong?)',
    );
    expect(problemsAt('aadhaar', { aadhaar: '12345678901' })[0].kind).toBe('format');
  });
  it('wants an applicant of at least 18 on a real date of birth', () => {
    expect(psaDobProblem('2008-11-24', today)).toBeNull();
    expect(psaDobProblem('2008-11-25', today)).toBe('A PSA must be at least 18 years old');
    expect(psaDobProblem('2027-01-01', today)).toBe('Date of birth cannot be in the future');
    expect(psaDobProblem('1990-02-30', today)).toBe('Date of birth is not a real date (YYYY-MM-DD)');
    expect(psaDobProblem('17/05/1990', today)).toBe('Date of birth is not a real date (YYYY-MM-DD)');
    expect(psaDobProblem('1920-01-01', today)).toBe('Check the year of birth');
    expect(problemsAt('dob', { dob: '2010-01-01' })[0]).toMatchObject({ section: 'applicant', kind: 'format' });
  });
  it('checks names by the PAN name rules: no titles, letters only', () => {
    expect(problemsAt('firstName', { firstName: 'Shri Umesh' })[0].message).toMatch(/^Leave out titles such as "Shri"/);
    expect(problemsAt('lastName', { lastName: 'Patil2' })[0].message).toBe(
      'Use letters, spaces, dots, apostrophes and hyphens only',
    );
    expect(problemsAt('middleName', { middleName: '' })).toEqual([]);
  });
  it('checks mobile, email, shop name, state and PIN', () => {
    expect(problemsAt('mobile', { mobile: '5876543210' })[0].message).toBe(
      'Mobile number is 10 digits starting with 6, 7, 8 or 9',
    );
    expect(problemsAt('email', { email: 'umesh@' })[0].message).toBe('Email address is not valid');
    expect(problemsAt('shopName', { shopName: 'Patil <Services>' })[0].kind).toBe('format');
    expect(problemsAt('state', { state: 'Bombay' })[0].message).toBe('Choose the state from the list');
    expect(problemsAt('pin', { pin: '011001' })[0].message).toBe('PIN code is 6 digits, not starting with 0');
    expect(problemsAt('pin', { pin: '41100' })[0].kind).toBe('format');
    expect(problemsAt('district', { district: '' })[0]).toMatchObject({
      section: 'shop',
      kind: 'missing',
      message: 'District is required',
    });
  });
});

describe('PSA documents', () => {
  it('wants the PAN card and the Aadhaar card, one each', () => {
    const required = requiredPsaDocuments();
    expect(required.map((r) => [r.kind, r.count])).toEqual([
      ['pan_card', 1],
      ['aadhaar_card', 1],
    ]);
    expect(missingDocuments(required, [{ kind: 'pan_card' }])).toEqual([
      { kind: 'aadhaar_card', label: 'Aadhaar card of the applicant' },
    ]);
    expect(missingDocuments(required, [{ kind: 'aadhaar_card' }, { kind: 'pan_card' }])).toEqual([]);
  });
});

describe('PSA login id', () => {
  it('accepts 4–20 letters and digits starting with a letter, in either case', () => {
    for (const id of ['UTIPSA10023', 'abcd', 'P1234567890123456789']) expect(psaIdProblem(id), id).toBeNull();
    expect(ApproveBody.parse({ psaId: ' utipsa10023 ' }).psaId).toBe('UTIPSA10023');
  });
  it('refuses other shapes with a reason', () => {
    const refused: [string, string][] = [
      ['', 'Enter the PSA login id'],
      ['UTI-PSA-1', 'The PSA login id has letters and digits only, like UTIPSA10023'],
      ['ABC', 'The PSA login id is 4 to 20 letters and digits, like UTIPSA10023'],
      ['P12345678901234567890', 'The PSA login id is 4 to 20 letters and digits, like UTIPSA10023'],
      ['10023UTI', 'The PSA login id starts with a letter, like UTIPSA10023'],
    ];
    for (const [id, message] of refused) expect(psaIdProblem(id), id).toBe(message);
    const r = ApproveBody.safeParse({ psaId: 'UTI PSA' });
    expect(r.success ? null : r.error.issues[0].message).toBe(
      'The PSA login id has letters and digits only, like UTIPSA10023',
    );
  });
});
