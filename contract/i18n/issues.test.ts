import { describe, expect, it } from 'vitest';
import { issueText } from './issues';
import type { MessageId } from './index';
import { textId } from './texts';

// A stand-in catalogue: ids come back marked, so a test sees which path a message took.
const t = (id: MessageId, values?: Record<string, string | number>) => `<${id}${values ? JSON.stringify(values) : ''}>`;
const known = new Set<string>([textId('Aadhaar has 12 digits', 'errors')]);
const has = (id: MessageId) => known.has(id);

describe('issueText (decision 0075)', () => {
  it("says the contract's sentence from the errors catalogue, in any language", () => {
    const issue = { code: 'invalid_format', message: 'Aadhaar has 12 digits' };
    expect(issueText(issue, t, has, false)).toBe(`<${textId('Aadhaar has 12 digits', 'errors')}>`);
    expect(issueText(issue, t, has, true)).toBe(`<${textId('Aadhaar has 12 digits', 'errors')}>`);
  });

  it("keeps zod's own words in English and says them from the issue's code elsewhere", () => {
    const short = {
      code: 'too_small',
      origin: 'string',
      minimum: 3,
      message: 'Too small: expected string to have >=3 characters',
    };
    expect(issueText(short, t, has, true)).toBe(short.message);
    expect(issueText(short, t, has, false)).toBe('<errors.zod.tooShort{"minimum":3}>');
    expect(issueText({ code: 'too_small', origin: 'string', minimum: 1, message: 'Too small: x' }, t, has, false)).toBe(
      '<errors.zod.required>',
    );
    const missing = {
      code: 'invalid_type',
      input: undefined,
      message: 'Invalid input: expected string, received undefined',
    };
    expect(issueText(missing, t, has, false)).toBe('<errors.zod.required>');
  });

  it("keeps a message the form wrote in the reader's language already", () => {
    expect(issueText({ code: 'custom', message: 'डॉकेट नंबर डालें' }, t, has, false)).toBe('डॉकेट नंबर डालें');
  });
});
