import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { z } from 'zod';
import { ApiError } from '../../api/client';
import { showServerErrors, useContractForm } from './use-contract-form';

const Form = z.object({
  mobile: z
    .string()
    .min(10, 'Mobile number is 10 digits')
    .regex(/^[6-9]/, 'Starts with 6, 7, 8 or 9'),
  name: z.string().min(1, 'Name is required'),
});

describe('useContractForm', () => {
  it("shows each field's first message from the contract, as the server would", () => {
    const { result } = renderHook(() =>
      useContractForm({ schema: Form, initialValues: { mobile: '12', name: '', confirm: '' } }),
    );
    act(() => void result.current.validate());
    expect(result.current.errors).toEqual({ mobile: 'Mobile number is 10 digits', name: 'Name is required' });
  });

  it("adds the form's own checks, the contract's message winning on a field both check", () => {
    const { result } = renderHook(() =>
      useContractForm({
        schema: Form,
        initialValues: { mobile: '', name: 'Asha', confirm: 'x' },
        alsoCheck: (values) => ({
          confirm: values.confirm === values.mobile ? null : 'The two numbers do not match',
          mobile: 'never shown: the contract has its own message',
        }),
      }),
    );
    act(() => void result.current.validate());
    expect(result.current.errors).toEqual({
      mobile: 'Mobile number is 10 digits',
      confirm: 'The two numbers do not match',
    });
  });

  it('is valid, with no messages, when the values keep the contract', () => {
    const { result } = renderHook(() =>
      useContractForm({ schema: Form, initialValues: { mobile: '9876543210', name: 'Asha' } }),
    );
    let outcome = { hasErrors: true };
    act(() => void (outcome = result.current.validate()));
    expect(outcome.hasErrors).toBe(false);
    expect(result.current.errors).toEqual({});
  });
});

describe('showServerErrors', () => {
  it("puts a 400's first message per field beside the field, and says whether there were any", () => {
    const { result } = renderHook(() => useContractForm({ schema: Form, initialValues: { mobile: '', name: '' } }));
    const refused = new ApiError(400, {
      message: 'Validation failed',
      errors: { mobile: ['This mobile number is already registered', 'second'], name: [] },
    });
    let shown = false;
    act(() => void (shown = showServerErrors(result.current, refused)));
    expect(shown).toBe(true);
    expect(result.current.errors).toEqual({ mobile: 'This mobile number is already registered' });
    expect(showServerErrors(result.current, new ApiError(500, { message: 'Down' }))).toBe(false);
  });
});
