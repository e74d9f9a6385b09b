import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { MessageId } from '../../contract/i18n';
import { issueText } from '../../contract/i18n/issues';
import { emptyPerson, emptyRegistration, registrationProblems } from '../../contract/gst/registration';
import { emptyApplication } from '../../contract/nsdl-pan/form';
import { applicationProblems } from '../../contract/nsdl-pan/rules';
import { errorText, hasMessage, translate } from './i18n';
import { createTestApp, type TestApp } from '../test/app';
import { M, individualN, readyMerchant } from '../test/nsdl-pan';

// Decision 0075: a validator's sentence built from parts reads in Hindi, its parts too; English stays as written.
const LATIN = /[A-Za-z]{3,}/;

describe('sentences the contract builds from parts', () => {
  it('an NSDL PAN form with a bad address and date says each problem in Hindi', () => {
    const d = emptyApplication();
    const problems = applicationProblems('individual', 'N', {
      ...d,
      title: 'Smt',
      gender: 'M',
      dob: '2999-01-01',
      residence: { ...d.residence, line1: 'House 4', city: 'Rampur', state: 'Nowhere', pin: '012345' },
    });
    const byField = Object.fromEntries(problems.map((p) => [p.field, p.message]));
    expect(byField['residence.pin']).toBe('Residence address: PIN code is 6 digits, not starting with 0');
    expect(byField['residence.state']).toBe('Residence address: choose the state from the list');
    expect(byField.title).toBe('Smt is for a female applicant');
    expect(byField.dob).toBe('Date of birth cannot be in the future');
    for (const p of problems) {
      expect(errorText('en', p.message)).toBe(p.message);
      const hindi = errorText('hi', p.message);
      expect(hindi, p.message).not.toMatch(LATIN);
    }
    expect(errorText('hi', byField['residence.pin'])).toBe('घर का पता: पिन कोड 6 अंकों का होता है और 0 से शुरू नहीं होता');
    expect(errorText('hi', byField.title)).toBe('श्रीमती महिला आवेदक के लिए है');
  });

  it('a GST registration with a bad person says "व्यक्ति 2: …" in Hindi', () => {
    const d = emptyRegistration();
    const problems = registrationProblems({
      ...d,
      constitution: 'partnership',
      persons: [
        { ...emptyPerson('partner'), name: 'Ram Lal', pan: 'ABCPL1234K', mobile: '9876543210' },
        { ...emptyPerson('director'), name: 'Shyam 2', pan: 'ABCFL1234K', mobile: '12345' },
      ],
    });
    const byField = Object.fromEntries(problems.map((p) => [p.field, p.message]));
    expect(byField['persons.1.role']).toBe('Person 2: for Partnership, the role is Partner');
    expect(byField['persons.1.mobile']).toBe('Person 2: mobile number is 10 digits starting with 6, 7, 8 or 9');
    expect(byField['persons.1.pan']).toBe("Person 2: A person's own PAN has P as its 4th letter (this one has F)");
    for (const p of problems) {
      expect(errorText('en', p.message)).toBe(p.message);
      expect(errorText('hi', p.message), p.message).not.toMatch(LATIN);
    }
    expect(errorText('hi', byField['persons.1.role'])).toBe('व्यक्ति 2: पार्टनरशिप के लिए भूमिका पार्टनर है');
    expect(errorText('hi', byField['persons.1.pan'])).toBe(
      'व्यक्ति 2: किसी व्यक्ति के अपने पैन का चौथा अक्षर P होता है (इसमें F है)',
    );
  });

  it("a zod issue with its sentence's id and values reads in the reader's language", () => {
    const Schema = z.object({ office: z.string() }).superRefine((_, ctx) => {
      ctx.addIssue({
        code: 'custom',
        path: ['office'],
        message: 'Office address: state is required',
        params: { i18n: { id: 'errors.nsdlPan.addressState', values: { label: 'Office address' } } },
      });
    });
    const r = Schema.safeParse({ office: '' });
    const issue = r.error!.issues[0];
    const t = (locale: 'en' | 'hi') => (id: MessageId, values?: Record<string, string | number>) =>
      translate(locale, id, values);
    expect(issueText(issue, t('en'), hasMessage, true)).toBe('Office address: state is required');
    expect(issueText(issue, t('hi'), hasMessage, false)).toBe('ऑफ़िस का पता: राज्य चुनना ज़रूरी है');
  });
});

describe('a bad NSDL PAN form sent to the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is answered field by field in Hindi for a Hindi reader, and in English as before', async () => {
    const merchant = await readyMerchant(t);
    const d = individualN();
    const send = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: `${M}/applications`,
        headers: { ...merchant.headers, 'accept-language': language },
        payload: {
          category: 'individual',
          appType: 'N',
          data: { ...d, title: 'Kumari', gender: 'M', residence: { ...d.residence, pin: '012345' } },
        },
      });
    const hindi = await send('hi');
    expect(hindi.statusCode).toBe(400);
    const hi = hindi.json();
    expect(hi.errors['residence.pin']).toEqual(['घर का पता: पिन कोड 6 अंकों का होता है और 0 से शुरू नहीं होता']);
    expect(hi.errors.title).toEqual(['कुमारी महिला आवेदक के लिए है']);
    for (const list of Object.values(hi.errors as Record<string, string[]>)) expect(list[0]).not.toMatch(LATIN);
    const english = (await send('en')).json();
    expect(english.errors['residence.pin']).toEqual(['Residence address: PIN code is 6 digits, not starting with 0']);
    expect(english.errors.title).toEqual(['Kumari is for a female applicant']);
  });
});
