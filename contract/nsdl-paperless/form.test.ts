import { describe, expect, it } from 'vitest';
import { PaperlessData, emptyPaperless, paperlessDobProblem, paperlessListFields, paperlessProblems } from './form';

const today = new Date('2026-11-24T06:00:00Z');
const filled = (over: Partial<PaperlessData> = {}): PaperlessData =>
  PaperlessData.parse({
    title: 'Shri',
    firstName: 'Ramesh',
    middleName: 'K',
    lastName: 'Kumar',
    gender: 'M',
    dob: '1990-05-17',
    mobile: '9876543210',
    email: 'Ramesh@Example.com',
    card: 'epan_only',
    ...over,
  });
const fields = (d: PaperlessData) => paperlessProblems(d, today).map((p) => [p.field, p.kind]);

describe('paperless form data', () => {
  it('saves an empty draft and lists everything still needed', () => {
    const d = emptyPaperless();
    expect(d.appType).toBe('N');
    expect(fields(d)).toEqual([
      ['title', 'missing'],
      ['lastName', 'missing'],
      ['gender', 'missing'],
      ['dob', 'missing'],
      ['mobile', 'missing'],
      ['email', 'missing'],
      ['card', 'missing'],
    ]);
  });
  it('finds nothing wrong with a complete new application, and keeps the email lower-case', () => {
    const d = filled();
    expect(paperlessProblems(d, today)).toEqual([]);
    expect(d.email).toBe('ramesh@example.com');
  });
  it('applies the name rules of the physical form: no titles, one initial in the middle name', () => {
    const p = paperlessProblems(filled({ firstName: 'Dr Ramesh', middleName: 'K L' }), today);
    expect(p.map((x) => [x.field, x.section, x.kind])).toEqual([
      ['firstName', 'name', 'format'],
      ['middleName', 'name', 'format'],
    ]);
    expect(p[0]!.message).toContain('Leave out titles');
    expect(p[1]!.message).toBe('At most one initial in the middle name');
  });
  it('refuses a title that disagrees with the gender', () => {
    expect(paperlessProblems(filled({ title: 'Smt', gender: 'M' }), today)[0]).toMatchObject({
      field: 'title',
      message: 'Smt is for a female applicant',
    });
    expect(paperlessProblems(filled({ title: 'Shri', gender: 'F' }), today)[0]).toMatchObject({
      field: 'title',
      message: 'Shri is for a male applicant',
    });
    expect(paperlessProblems(filled({ title: 'Kumari', gender: 'F' }), today)).toEqual([]);
  });
  it('checks mobile, email and date of birth as typed', () => {
    expect(fields(filled({ mobile: '5876543210', email: 'ramesh@', dob: '1990-02-30' }))).toEqual([
      ['dob', 'format'],
      ['mobile', 'format'],
      ['email', 'format'],
    ]);
    expect(paperlessDobProblem('2027-01-01', today)).toBe('Date of birth cannot be in the future');
    expect(paperlessDobProblem('1890-01-01', today)).toBe('Date of birth is more than 125 years ago');
    expect(paperlessDobProblem('17-05-1990', today)).toContain('YYYY-MM-DD');
  });
  it("asks a change for the PAN to change, an individual's, and a new application not", () => {
    expect(fields(filled({ appType: 'C' }))).toEqual([['existingPan', 'missing']]);
    const company = paperlessProblems(filled({ appType: 'C', existingPan: 'aabcu9603r' }), today);
    expect(company).toEqual([
      {
        field: 'existingPan',
        section: 'change',
        kind: 'format',
        message: expect.stringContaining('is P (this one has C)'),
      },
    ]);
    expect(paperlessProblems(filled({ appType: 'C', existingPan: 'ABCPE1234F' }), today)).toEqual([]);
    expect(paperlessProblems(filled({ appType: 'N', existingPan: 'junk' }), today)).toEqual([]);
  });
  it('refuses values the provider cannot take at all', () => {
    expect(PaperlessData.safeParse({ card: 'physical_only' }).success).toBe(false);
    expect(PaperlessData.safeParse({ title: 'Dr' }).success).toBe(false);
    expect(PaperlessData.safeParse({ appType: 'X' }).success).toBe(false);
    expect(PaperlessData.safeParse({ mobile: '98765432101' }).success).toBe(false);
  });
  it('gives the lists the full name, the PAN being changed and the type', () => {
    expect(paperlessListFields(filled())).toEqual({ name: 'Ramesh K Kumar', subject: '', kind: 'N', period: '' });
    expect(paperlessListFields(filled({ appType: 'C', existingPan: 'abcpe1234f', middleName: '' }))).toEqual({
      name: 'Ramesh Kumar',
      subject: 'ABCPE1234F',
      kind: 'C',
      period: '',
    });
  });
});
