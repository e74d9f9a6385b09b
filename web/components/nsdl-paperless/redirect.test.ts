// @vitest-environment jsdom
// happy-dom gives `form.method` as written ('POST'); a browser, like jsdom, gives the keyword 'post' that is checked here.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postToProvider } from './redirect';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('postToProvider', () => {
  it('posts encData in a hidden field to the provider’s address', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    postToProvider({ url: 'https://ekyc.example.in/pan/start', encData: 'abc_DEF-123' });
    expect(submit).toHaveBeenCalledTimes(1);
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://ekyc.example.in/pan/start');
    expect(form.isConnected).toBe(true);
    const fields = [...new FormData(form).entries()];
    expect(fields).toEqual([['encData', 'abc_DEF-123']]);
    expect(form.querySelector('input[name="encData"]')).toHaveAttribute('type', 'hidden');
  });
});
