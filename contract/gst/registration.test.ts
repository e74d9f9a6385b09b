import { describe, expect, it } from 'vitest';
import {
  GstRegistrationData,
  emptyRegistration,
  missingDocuments,
  needsAuthorisation,
  registrationProblems,
  requiredRegistrationDocuments,
  type GstRegistrationInput,
} from './registration';

const partner = (name: string, pan: string, aadhaar: string) => ({
  role: 'partner' as const,
  name,
  pan,
  aadhaar,
  mobile: '9876543210',
  email: `${name.split(' ')[0].toLowerCase()}@example.in`,
});

const firm: GstRegistrationInput = {
  legalName: 'Umesh & Sons',
  tradeName: 'Umesh Traders',
  constitution: 'partnership',
  pan: 'AAPFU0939F',
  state: 'Maharashtra',
  district: 'Pune',
  address: { line1: '12, MG Road', line2: 'Camp', city: 'Pune', pin: '411001' },
  commencementDate: '2024-04-01',
  composition: false,
  persons: [partner('Umesh Patil', 'ABCPE1234F', '234123412346'), partner('Ravi Patil', 'ABDPE1234F', '999941057058')],
  signatory: {
    name: 'Umesh Patil',
    pan: 'ABCPE1234F',
    mobile: '9876543210',
    email: 'umesh@example.in',
    designation: 'Partner',
  },
  bank: { accountNo: '123456789012', ifsc: 'SBIN0001234', bankName: 'State Bank of India' },
};
const with_ = (change: (d: GstRegistrationData) => void) => {
  const d = GstRegistrationData.parse(firm);
  change(d);
  return registrationProblems(d);
};
const at = (field: string, change: (d: GstRegistrationData) => void) => with_(change).filter((p) => p.field === field);

describe('registration data', () => {
  it('a complete partnership has no problems', () => {
    expect(registrationProblems(GstRegistrationData.parse(firm))).toEqual([]);
  });
  it('a draft may be saved empty: everything is missing, nothing is wrong', () => {
    const problems = registrationProblems(emptyRegistration());
    expect(problems.filter((p) => p.kind === 'format')).toEqual([]);
    expect(problems.map((p) => p.field)).toEqual(
      expect.arrayContaining([
        'legalName',
        'constitution',
        'pan',
        'state',
        'district',
        'address.line1',
        'address.pin',
        'commencementDate',
        'persons',
        'signatory.pan',
        'bank.ifsc',
      ]),
    );
  });
  it('normalises case and Aadhaar spaces as it parses', () => {
    const d = GstRegistrationData.parse({
      pan: ' aapfu0939f ',
      persons: [{ aadhaar: '2341 2341 2346', pan: 'abcpe1234f' }],
      bank: { ifsc: 'sbin0001234' },
    });
    expect([d.pan, d.persons[0].aadhaar, d.persons[0].pan, d.bank.ifsc]).toEqual([
      'AAPFU0939F',
      '234123412346',
      'ABCPE1234F',
      'SBIN0001234',
    ]);
  });
  it('refuses more than ten people', () => {
    expect(GstRegistrationData.safeParse({ persons: Array.from({ length: 11 }, () => ({})) }).success).toBe(false);
  });
});

describe('registrationProblems', () => {
  it("checks the business PAN's 4th letter against the constitution", () => {
    expect(at('pan', (d) => (d.constitution = 'private_limited'))).toEqual([
      {
        field: 'pan',
        section: 'business',
        kind: 'format',
        message:
          "For Private limited company, the PAN's 4th letter is C (this one has F: Firm / Limited Liability Partnership)",
      },
    ]);
    expect(at('pan', (d) => (d.pan = 'AAPFU0939'))[0].message).toMatch(/5 letters, 4 digits/);
  });
  it('refuses a state not in the list, a bad PIN and an unreal date', () => {
    expect(at('state', (d) => (d.state = 'Bombay'))[0].message).toBe('Choose the state from the list');
    expect(at('address.pin', (d) => (d.address.pin = '011001'))[0].message).toMatch(/not starting with 0/);
    expect(at('address.pin', (d) => (d.address.pin = '41100'))[0].kind).toBe('format');
    expect(at('commencementDate', (d) => (d.commencementDate = '2024-02-30'))[0].message).toMatch(/not a real date/);
  });
  it('checks each person: Aadhaar (Verhoeff), own PAN, mobile, email, role', () => {
    expect(at('persons.1.aadhaar', (d) => (d.persons[1].aadhaar = '999941057059'))[0].message).toBe(
      'Person 2: Aadhaar number is not valid (12 digits, check digit wrong?)',
    );
    expect(at('persons.0.pan', (d) => (d.persons[0].pan = 'AAPFU0939F'))[0].message).toBe(
      "Person 1: A person's own PAN has P as its 4th letter (this one has F)",
    );
    expect(at('persons.0.mobile', (d) => (d.persons[0].mobile = '5876543210'))[0].message).toMatch(
      /starting with 6, 7, 8 or 9/,
    );
    expect(at('persons.0.email', (d) => (d.persons[0].email = 'umesh@'))[0].message).toBe(
      'Person 1: email address is not valid',
    );
    expect(at('persons.0.role', (d) => (d.persons[0].role = 'director'))[0].message).toBe(
      'Person 1: for Partnership, the role is Partner',
    );
    expect(at('persons.0.role', (d) => (d.persons[0].role = ''))[0].kind).toBe('missing');
  });
  it('wants as many people as the constitution has', () => {
    expect(at('persons', (d) => d.persons.pop())[0]).toMatchObject({
      kind: 'missing',
      message: 'For Partnership, list at least 2 partners',
    });
    expect(
      at('persons', (d) => {
        d.constitution = 'proprietorship';
        d.pan = 'ABCPE1234F';
        d.persons.forEach((p) => (p.role = 'proprietor'));
      })[0],
    ).toMatchObject({ kind: 'format', message: 'For Proprietorship, list one person only: the proprietor' });
    expect(
      at('persons', (d) => {
        d.constitution = 'huf';
        d.persons = [];
      })[0].message,
    ).toBe('Add the karta');
  });
  it("a proprietorship's PAN is its proprietor's", () => {
    const problems = with_((d) => {
      d.constitution = 'proprietorship';
      d.pan = 'ABDPE1234F';
      d.persons = [{ ...d.persons[0], role: 'proprietor' }];
    });
    expect(problems).toEqual([
      {
        field: 'persons.0.pan',
        section: 'persons',
        kind: 'format',
        message: "The proprietor's PAN is the PAN of the business",
      },
    ]);
  });
  it('checks the signatory and the bank', () => {
    expect(at('signatory.pan', (d) => (d.signatory.pan = 'AAPFU0939F'))[0].message).toMatch(
      /^Signatory: A person's own PAN/,
    );
    expect(at('signatory.designation', (d) => (d.signatory.designation = ''))[0].kind).toBe('missing');
    expect(at('bank.ifsc', (d) => (d.bank.ifsc = 'SBIN1001234'))[0].message).toBe(
      'IFSC is 11 characters, like SBIN0001234',
    );
    expect(at('bank.accountNo', (d) => (d.bank.accountNo = '12345'))[0].message).toBe(
      'Account number has 9 to 18 digits',
    );
  });
});

describe('required documents', () => {
  it('a partnership: PAN card, address proof, deed, a photo per partner, bank proof, authorisation', () => {
    const required = requiredRegistrationDocuments(GstRegistrationData.parse(firm));
    expect(required.map((r) => [r.kind, r.count])).toEqual([
      ['pan_card', 1],
      ['address_proof', 1],
      ['constitution_proof', 1],
      ['photo', 2],
      ['bank_proof', 1],
      ['authorisation', 1],
    ]);
    expect(required[2].label).toBe('Proof of constitution: partnership deed');
  });
  it('a proprietor signing himself needs no constitution proof and no authorisation', () => {
    const d = GstRegistrationData.parse({
      ...firm,
      constitution: 'proprietorship',
      pan: 'ABCPE1234F',
      persons: [{ ...firm.persons![0], role: 'proprietor' }],
    });
    expect(needsAuthorisation(d)).toBe(false);
    expect(requiredRegistrationDocuments(d).map((r) => r.kind)).toEqual([
      'pan_card',
      'address_proof',
      'photo',
      'bank_proof',
    ]);
    d.signatory.pan = 'ABDPE1234F';
    expect(needsAuthorisation(d)).toBe(true);
  });
  it('lists what is not uploaded, counting photos', () => {
    const required = requiredRegistrationDocuments(GstRegistrationData.parse(firm));
    const files = [{ kind: 'pan_card' }, { kind: 'photo' }, { kind: 'constitution_proof' }, { kind: 'other' }];
    expect(missingDocuments(required, files)).toEqual([
      {
        kind: 'address_proof',
        label: 'Proof of the place of business (rent agreement, electricity bill or property tax receipt)',
      },
      { kind: 'photo', label: 'Photograph of each person listed (1 of 2 uploaded)' },
      { kind: 'bank_proof', label: 'Bank proof (cancelled cheque, passbook first page or statement)' },
      { kind: 'authorisation', label: 'Authorisation of the signatory (letter or board resolution)' },
    ]);
  });
});
