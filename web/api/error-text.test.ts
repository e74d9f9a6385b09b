import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { errorText, fieldErrorsOf, NETWORK_ERROR_TEXT, UNEXPECTED_ERROR_TEXT } from './error-text';

describe('errorText (docs/product.md#error-texts)', () => {
  it('uses the body when it is a string', () => {
    expect(errorText(new ApiError(500, 'Service is down for maintenance'))).toBe('Service is down for maintenance');
  });

  it('joins a list of strings with ", "', () => {
    expect(errorText(new ApiError(400, ['Name is required', 'PIN must be 6 digits']))).toBe(
      'Name is required, PIN must be 6 digits',
    );
  });

  it('gives message plus ": " plus data', () => {
    expect(errorText(new ApiError(422, { message: 'Could not apply', data: 'insufficient balance' }))).toBe(
      'Could not apply: insufficient balance',
    );
    expect(errorText(new ApiError(422, { message: 'Rejected', data: ['one', 'two'] }))).toBe('Rejected: one, two');
  });

  it('gives our {message, errors} body as its message (the fields show their own messages)', () => {
    const e = new ApiError(400, {
      message: 'emailId: Enter a valid email address',
      errors: { emailId: ['Enter a valid email address'] },
    });
    expect(errorText(e)).toBe('emailId: Enter a valid email address');
    expect(fieldErrorsOf(e)).toEqual({ emailId: ['Enter a valid email address'] });
  });

  it('reads a body with only an errors map as its distinct messages', () => {
    expect(errorText(new ApiError(400, { errors: { a: ['Required'], b: ['Required', 'Too short'] } }))).toBe(
      'Required, Too short',
    );
  });

  it('reads an axios-style error.response.data the same way', () => {
    expect(errorText({ message: 'Request failed', response: { data: 'Plain answer' } })).toBe('Plain answer');
  });

  it('falls back to the error message when the body says nothing', () => {
    expect(errorText(new ApiError(502, undefined, 'The server answered 502.'))).toBe('The server answered 502.');
    expect(errorText(new Error('Boom'))).toBe('Boom');
  });

  it('says a network error occurred when the error has no message', () => {
    expect(errorText(new Error(''))).toBe(NETWORK_ERROR_TEXT);
    expect(NETWORK_ERROR_TEXT).toBe('A network error occurred.');
  });

  it('falls back to the unexpected-error text for anything else', () => {
    expect(errorText(undefined)).toBe(UNEXPECTED_ERROR_TEXT);
    expect(errorText(42)).toBe(UNEXPECTED_ERROR_TEXT);
    expect(UNEXPECTED_ERROR_TEXT).toBe('An unexpected error occurred. Please try again.');
  });

  it('falls back when the data cannot be turned into text', () => {
    const data: Record<string, unknown> = {};
    data.self = data;
    expect(errorText(new ApiError(400, { message: 'Bad', data }))).toBe(UNEXPECTED_ERROR_TEXT);
  });
});
