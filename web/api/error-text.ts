/** docs/product.md#error-texts error-text rule, the one place every screen turns a failure into a sentence. */

import { englishText } from '../i18n/common';
import { said } from '../i18n/said';

// The SPEC's words, the common catalogue's English: a network failure is known by them (kyc.ts, nsdl-pan-upload.ts).
export const NETWORK_ERROR_TEXT = englishText('common.errors.network');
export const UNEXPECTED_ERROR_TEXT = englishText('common.errors.unexpected');

type FieldErrors = Record<string, string[]>;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isStringList(v: unknown): v is string[] {
  return Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string');
}

/** The response body an error carries: ours (ApiError.body) or an axios-style error.response.data. */
function bodyOf(error: unknown): unknown {
  if (!isRecord(error) && !(error instanceof Error)) return undefined;
  const e = error as { body?: unknown; response?: { data?: unknown } };
  if (e.body !== undefined) return e.body;
  return isRecord(e.response) ? e.response.data : undefined;
}

function dataText(data: unknown): string {
  if (typeof data === 'string') return data;
  if (isStringList(data)) return data.join(', ');
  return JSON.stringify(data);
}

/** The field → messages map of a validation answer ({message, errors}), or null. */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  const body = bodyOf(error);
  if (!isRecord(body) || !isRecord(body.errors)) return null;
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(body.errors)) {
    if (isStringList(messages)) out[field] = messages;
    else if (typeof messages === 'string' && messages) out[field] = [messages];
  }
  return Object.keys(out).length ? out : null;
}

/**
 * The body if it is a string; a list of strings joined by ', '; its message plus ': ' plus its data;
 * otherwise the error's own message, or the network text when it has none.
 *
 * Our server answers {message, errors?}: the message is already a full sentence (for validation it
 * names the first bad field), and the errors map belongs beside the fields (fieldErrorsOf), so the
 * message alone is the text. A body with only an errors map is read out as its messages.
 */
export function errorText(error: unknown): string {
  try {
    const body = bodyOf(error);
    if (typeof body === 'string' && body.trim()) return body.trim();
    if (isStringList(body)) return body.join(', ');
    if (isRecord(body) && typeof body.message === 'string' && body.message.trim()) {
      const hasData = body.data !== undefined && body.data !== null && body.data !== '';
      return hasData ? `${body.message}: ${dataText(body.data)}` : body.message;
    }
    const fields = fieldErrorsOf(error);
    if (fields) return [...new Set(Object.values(fields).flat())].join(', ');
    if (error instanceof Error || (isRecord(error) && 'message' in error)) {
      const message = (error as { message?: unknown }).message;
      return typeof message === 'string' && message.trim() && message !== NETWORK_ERROR_TEXT
        ? message
        : said('common.errors.network', NETWORK_ERROR_TEXT);
    }
  } catch {
    // A body that cannot be stringified (a cycle) falls through to the fallback.
  }
  return said('common.errors.unexpected', UNEXPECTED_ERROR_TEXT);
}
