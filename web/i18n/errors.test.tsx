import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { z } from 'zod';
import { emptyApplication } from '../../contract/nsdl-pan/form';
import { applicationProblems } from '../../contract/nsdl-pan/rules';
import { useContractForm } from '../components/forms/use-contract-form';
import { useErrorText } from './errors';
import { setLocale } from './index';
import './labels';

// Decision 0075: a sentence the contract builds from parts reads in Hindi in the browser too, as the server says it.
afterEach(async () => {
  await act(() => setLocale('en'));
});

const d = emptyApplication();
const messages = applicationProblems('individual', 'N', {
  ...d,
  title: 'Smt',
  gender: 'M',
  residence: { ...d.residence, line1: 'House 4', city: 'Rampur', state: 'Bihar', pin: '012345' },
}).map((p) => p.message);

describe('useErrorText', () => {
  it("says an NSDL PAN form's built sentences in Hindi, and leaves English as written", async () => {
    expect(messages).toContain('Residence address: PIN code is 6 digits, not starting with 0');
    expect(messages).toContain('Smt is for a female applicant');
    const { result, rerender } = renderHook(() => useErrorText());
    expect(result.current('Smt is for a female applicant')).toBe('Smt is for a female applicant');
    await act(() => setLocale('hi'));
    rerender();
    expect(result.current('Residence address: PIN code is 6 digits, not starting with 0')).toBe(
      'घर का पता: पिन कोड 6 अंकों का होता है और 0 से शुरू नहीं होता',
    );
    expect(result.current('Smt is for a female applicant')).toBe('श्रीमती महिला आवेदक के लिए है');
    for (const m of messages) expect(result.current(m), m).not.toMatch(/[A-Za-z]{3,}/);
  });
});

describe('useContractForm', () => {
  const Form = z.object({ office: z.string() }).superRefine((v, ctx) => {
    if (!v.office)
      ctx.addIssue({
        code: 'custom',
        path: ['office'],
        message: 'Office address: state is required',
        params: { i18n: { id: 'errors.nsdlPan.addressState', values: { label: 'Office address' } } },
      });
  });

  it("says a zod issue's id and values in Hindi", async () => {
    await act(() => setLocale('hi'));
    const { result } = renderHook(() => useContractForm({ schema: Form, initialValues: { office: '' } }));
    act(() => void result.current.validate());
    expect(result.current.errors).toEqual({ office: 'ऑफ़िस का पता: राज्य चुनना ज़रूरी है' });
  });
});
