import { describe, expect, it } from 'vitest';
import { PanApplicationData, applicantName, type PanApplicationInput } from './form';
import { applicationProblems, problemsToErrors, requiredDocuments } from './rules';

const TODAY = new Date('2026-11-21T06:00:00Z');
const ADDRESS = {
  line1: '12',
  line2: 'Shanti Niwas',
  line3: '',
  area: '',
  city: 'Pune',
  state: 'Maharashtra',
  pin: '411038',
};

const individual = (over: Partial<PanApplicationInput> = {}) =>
  PanApplicationData.parse({
    aoCode: { areaCode: 'PNE', aoType: 'W', rangeCode: '12', aoNo: '3' },
    title: 'Shri',
    lastName: 'Patil',
    firstName: 'Ramesh',
    nameOnCard: 'RAMESH PATIL',
    gender: 'M',
    dob: '1990-04-15',
    father: { lastName: 'Patil', firstName: 'Kishor', middleName: '' },
    residence: ADDRESS,
    mobile: '9876543210',
    aadhaar: '234123412346',
    aadhaarName: 'Ramesh Patil',
    incomeSources: ['salary'],
    proofs: { identity: 'Aadhaar card', address: 'Aadhaar card', dob: 'Aadhaar card' },
    declaration: { capacity: 'self', place: 'Pune' },
    ...over,
  });

const company = (over: Partial<PanApplicationInput> = {}) =>
  PanApplicationData.parse({
    lastName: 'Sahyadri Traders Private Limited',
    nameOnCard: 'SAHYADRI TRADERS PRIVATE LIMITED',
    dob: '2012-06-01',
    office: ADDRESS,
    communication: 'office',
    mobile: '9123456780',
    registrationNo: 'U51909MH2012PTC123456',
    proofs: { identity: 'Certificate of registration', address: 'Certificate of registration', dob: '' },
    declaration: { capacity: 'self', place: 'Pune' },
    existingPan: 'AAACS1234F',
    panProof: 'pan_card',
    ...over,
  });

const fields = (ps: { field: string }[]) => ps.map((p) => p.field);

describe('applicationProblems', () => {
  it('finds nothing wrong with a complete individual 49A or company CSF', () => {
    expect(applicationProblems('individual', 'N', individual(), TODAY)).toEqual([]);
    expect(applicationProblems('company', 'C', company(), TODAY)).toEqual([]);
  });

  it('calls an empty form missing, never malformed', () => {
    const ps = applicationProblems('individual', 'N', PanApplicationData.parse({}), TODAY);
    expect(ps.every((p) => p.kind === 'missing')).toBe(true);
    expect(fields(ps)).toEqual(
      expect.arrayContaining([
        'aoCode.areaCode',
        'title',
        'lastName',
        'nameOnCard',
        'gender',
        'dob',
        'father.lastName',
        'residence.city',
        'mobile',
        'aadhaar',
        'incomeSources',
        'proofs.identity',
        'declaration.place',
      ]),
    );
  });

  it('refuses a wrong Aadhaar check digit, a mobile not starting 6-9, a PIN starting 0 and a title in a name', () => {
    const ps = applicationProblems(
      'individual',
      'N',
      individual({
        aadhaar: '234123412347',
        mobile: '5876543210',
        residence: { ...ADDRESS, pin: '011038' },
        firstName: 'Smt Asha',
      }),
      TODAY,
    );
    const bad = ps.filter((p) => p.kind === 'format');
    expect(fields(bad)).toEqual(expect.arrayContaining(['aadhaar', 'mobile', 'residence.pin', 'firstName']));
  });

  it('allows one initial in the middle name, not two', () => {
    expect(applicationProblems('individual', 'N', individual({ middleName: 'K' }), TODAY)).toEqual([]);
    expect(fields(applicationProblems('individual', 'N', individual({ middleName: 'K R' }), TODAY))).toContain(
      'middleName',
    );
  });

  it('checks dates: real, not in the future, an individual at most 125 years old, a minor through a representative', () => {
    expect(fields(applicationProblems('individual', 'N', individual({ dob: '2026-02-30' }), TODAY))).toContain('dob');
    expect(fields(applicationProblems('individual', 'N', individual({ dob: '2026-12-01' }), TODAY))).toContain('dob');
    expect(fields(applicationProblems('individual', 'N', individual({ dob: '1890-01-01' }), TODAY))).toContain('dob');
    expect(fields(applicationProblems('individual', 'N', individual({ dob: '2015-01-01' }), TODAY))).toContain(
      'representative.used',
    );
    expect(fields(applicationProblems('company', 'C', company({ dob: '1700-01-01' }), TODAY))).toContain('dob');
  });

  it('matches the title to the gender', () => {
    expect(fields(applicationProblems('individual', 'N', individual({ title: 'Smt', gender: 'M' }), TODAY))).toContain(
      'title',
    );
  });

  it('needs the PAN to change to fit the category (4th letter) for a CSF', () => {
    const ps = applicationProblems('company', 'C', company({ existingPan: 'AAAPS1234F' }), TODAY);
    expect(ps.find((p) => p.field === 'existingPan')?.message).toMatch(/4th letter .* is C/);
    expect(fields(applicationProblems('company', 'C', company({ otherPans: ['AAACS1234F'] }), TODAY))).toContain(
      'otherPans.0',
    );
  });

  it('sends a non-individual to its office address and asks a company for its registration number', () => {
    const ps = applicationProblems('company', 'C', company({ communication: 'residence', registrationNo: '' }), TODAY);
    expect(fields(ps)).toEqual(expect.arrayContaining(['communication', 'registrationNo']));
  });

  it('does not allow "no income" with another source, and needs a business code for business income', () => {
    expect(
      fields(applicationProblems('individual', 'N', individual({ incomeSources: ['no_income', 'salary'] }), TODAY)),
    ).toContain('incomeSources');
    expect(
      fields(applicationProblems('individual', 'N', individual({ incomeSources: ['business'] }), TODAY)),
    ).toContain('businessCode');
  });
});

describe('helpers', () => {
  it('names the applicant as lists show it', () => {
    expect(applicantName('individual', { firstName: 'Ramesh', middleName: 'K', lastName: 'Patil' })).toBe(
      'Ramesh K Patil',
    );
    expect(applicantName('company', { firstName: '', middleName: '', lastName: 'Sahyadri Traders' })).toBe(
      'Sahyadri Traders',
    );
  });

  it('lists the documents each kind of application needs', () => {
    expect(requiredDocuments('individual', 'N')).toEqual(['form', 'identity', 'address', 'dob']);
    expect(requiredDocuments('company', 'C')).toEqual(['form', 'identity', 'address', 'pan_proof']);
  });

  it('groups problems by field for a 400 answer', () => {
    expect(
      problemsToErrors([
        { field: 'a', section: 'name', message: 'x', kind: 'format' },
        { field: 'a', section: 'name', message: 'y', kind: 'missing' },
      ]),
    ).toEqual({ a: ['x', 'y'] });
  });
});
