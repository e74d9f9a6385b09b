import { describe, expect, it } from 'vitest';
import { PROVIDER_ERRORS, PROVIDER_ERROR_CODES, explain } from './errors';

describe('the provider error catalogue', () => {
  it('covers every e-KYC and e-Sign code the research lists', () => {
    expect(PROVIDER_ERROR_CODES).toEqual([
      'EKYC008',
      'EKYC009',
      'EKYC010',
      'EKYC011',
      'EKYC040',
      'EKYC013',
      'EKYC027',
      'EKYC028',
      '112',
      '953',
      'ESP-415',
      'ESP-944',
      'ESP-945',
      'ESP-946',
    ]);
    for (const e of PROVIDER_ERRORS) {
      const { code } = e;
      expect(e.title.length, code).toBeGreaterThan(5);
      expect(e.whatToDo.length, code).toBeGreaterThan(10);
      // plain words for the agent, never the code again
      expect(e.title, code).not.toContain(code);
      // a failure was refunded and ended: the agent applies again, never resumes it
      expect(e.whatToDo.toLowerCase(), code).not.toContain('resume');
    }
  });
  it("explains a known code in the agent's words, whatever the provider wrote", () => {
    expect(explain('EKYC010', 'Pan Creation is Failed')).toEqual({
      code: 'EKYC010',
      title: 'The OTP expired (it is valid for 10 minutes)',
      whatToDo: expect.stringContaining('within 10 minutes'),
      known: true,
    });
    expect(explain(' ekyc013 ', null)).toMatchObject({
      code: 'EKYC013',
      title: 'No mobile number is linked to this Aadhaar',
      known: true,
    });
    expect(explain('esp-946', '')).toMatchObject({ title: "The provider's page expired", known: true });
    expect(explain('112', 'x').whatToDo).toContain('mobile number is linked');
    expect(explain('EKYC009', null).whatToDo).toContain('apply again from the list (the details are kept)');
  });
  it("shows an unknown code with the provider's own message as it is, and invents no advice", () => {
    expect(explain('EKYC999', '  Aadhaar server busy, try later ')).toEqual({
      code: 'EKYC999',
      title: 'Aadhaar server busy, try later',
      whatToDo: null,
      known: false,
    });
    expect(explain('X1', null)).toEqual({
      code: 'X1',
      title: 'The provider refused with code X1',
      whatToDo: null,
      known: false,
    });
    expect(explain(null, undefined)).toEqual({
      code: '',
      title: 'The provider gave no reason',
      whatToDo: null,
      known: false,
    });
  });
  it("does not read the catalogue's object prototype as a code", () => {
    expect(explain('constructor', 'odd').known).toBe(false);
    expect(explain('toString', 'odd').title).toBe('odd');
  });
});
