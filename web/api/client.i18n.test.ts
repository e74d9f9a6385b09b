import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../i18n';
import { api, ApiError } from './client';

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLocale('en');
});

describe("the client's own sentences (decision 0075)", () => {
  it('says what the server answered, without a message of its own, in the reader language', async () => {
    expect(new ApiError(502, undefined).message).toBe('The server answered 502.');
    await setLocale('hi');
    expect(new ApiError(502, undefined).message).toBe('सर्वर ने 502 लौटाया।');
  });

  it('says a cancelled request was cancelled, in Hindi too', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(api.get('/anything')).rejects.toThrow('The request was cancelled.');
    await setLocale('hi');
    await expect(api.get('/anything')).rejects.toThrow('अनुरोध रद्द हो गया।');
  });
});
