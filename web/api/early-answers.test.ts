/**
 * @vitest-environment happy-dom
 * (A page of its own: the script reads the window's address, session and fetch as a page's first script would, so
 * nothing a file before it in a shared worker left in the window may decide what it sees.)
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render-app';
import { api, API_BASE } from './client';
import { EARLY_ANSWER_LIFETIME_MS, EARLY_ANSWERS, earlyAnswersScript, takeEarlyAnswer } from './early-answers';
import { MONEY_PATHS } from './money';
import { saveSession } from './session';
import { HTML_LANG } from '../../contract/i18n';
import { initialLocale } from '../i18n/initial';

type Seen = { url: string; auth: string | null; language: string | null };

/** A fetch stand-in answering each URL with its own path, recording who asked. */
function stubFetch() {
  const seen: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const h = (init?.headers ?? {}) as Record<string, string>;
      seen.push({ url, auth: h.authorization ?? null, language: h['accept-language'] ?? null });
      return jsonResponse({ answered: url, n: seen.length });
    }),
  );
  return seen;
}

/** Runs the app shell's inline script as the browser would, at `address`. */
function runShellScript(address: string) {
  window.history.replaceState(null, '', address);
  // The very text the build puts in the page, run as a classic script is.
  new Function(earlyAnswersScript(API_BASE))();
}

beforeEach(() => {
  sessionStorage.clear();
  document.documentElement.lang = 'en-IN';
  delete (window as unknown as Record<string, unknown>).__earlyAnswers;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('a dashboard’s first answers, asked for by the app shell', () => {
  it('names the calls the dashboards make', () => {
    expect(EARLY_ANSWERS['/merchant'].map((c) => c.path)).toEqual([
      MONEY_PATHS.merchantDashboard,
      MONEY_PATHS.closing,
      '/kyc/me',
    ]);
    expect(EARLY_ANSWERS['/backend']).toEqual([
      { path: MONEY_PATHS.backendDashboard },
      { path: '/backend/setup-checklist', role: 'admin' },
    ]);
  });

  it('makes a call one role’s page makes only for that role', () => {
    const token = (role: string) => `h.${btoa(JSON.stringify({ sub: 'AD1001', role })).replace(/=+$/, '')}.s`;
    const seen = stubFetch();
    saveSession(token('admin'), 'ref');
    runShellScript('/backend');
    expect(seen.map((s) => s.url)).toEqual(['/api/backend/dashboard/', '/api/backend/setup-checklist']);
    seen.length = 0;
    saveSession(token('staff'), 'ref');
    runShellScript('/backend');
    expect(seen.map((s) => s.url)).toEqual(['/api/backend/dashboard/']);
    seen.length = 0;
    saveSession('not-a-jwt', 'ref');
    runShellScript('/backend');
    expect(seen.map((s) => s.url)).toEqual(['/api/backend/dashboard/']);
  });

  it('asks for the merchant dashboard’s calls with the stored token, and the client takes each answer once', async () => {
    saveSession('tok-1', 'ref-1');
    const seen = stubFetch();
    runShellScript('/merchant/');
    expect(seen).toEqual(
      EARLY_ANSWERS['/merchant'].map(({ path }) => ({ url: `/api${path}`, auth: 'Bearer tok-1', language: 'en-IN' })),
    );
    // The page's own call gets the answer already on its way, with no second request…
    await expect(api.get('/kyc/me')).resolves.toEqual({ answered: '/api/kyc/me', n: 3 });
    expect(seen).toHaveLength(3);
    // …and only once: the next time the page asks, it is asked afresh.
    await expect(api.get('/kyc/me')).resolves.toEqual({ answered: '/api/kyc/me', n: 4 });
  });

  it('asks for nothing without a whole session, or at an address without early calls', () => {
    const seen = stubFetch();
    runShellScript('/merchant');
    sessionStorage.setItem('token', 'only-half');
    runShellScript('/merchant');
    saveSession('tok', 'ref');
    runShellScript('/merchant/product/nsdl-pan/physical/list');
    expect(seen).toEqual([]);
  });

  it('is not taken with another token or language, after a change, or once it is old', async () => {
    saveSession('tok-1', 'ref-1');
    stubFetch();
    runShellScript('/merchant');
    expect(takeEarlyAnswer('/kyc/me', 'tok-2', 'en-IN')).toBeNull();
    expect(takeEarlyAnswer('/merchant/dashboard', 'tok-1', 'hi-IN')).toBeNull();
    // A change through the API drops what is left: the balance may have moved.
    await api.post('/merchant/accounting/payment', { amount: 1 });
    expect(takeEarlyAnswer('/merchant/accounting/closing', 'tok-1', 'en-IN')).toBeNull();

    vi.useFakeTimers({ toFake: ['performance'] });
    runShellScript('/backend');
    vi.advanceTimersByTime(EARLY_ANSWER_LIFETIME_MS + 1);
    expect(takeEarlyAnswer('/backend/dashboard/', 'tok-1', 'en-IN')).toBeNull();
  });

  it('makes its calls in the language the app will start in, so a Hindi reader’s answers are taken too', async () => {
    const cases: { saved: string | null; browser: string[]; address: string }[] = [
      { saved: 'hi', browser: ['en-IN'], address: '/merchant' },
      { saved: 'en', browser: ['hi-IN'], address: '/merchant' },
      { saved: null, browser: ['hi-IN', 'en'], address: '/merchant' },
      { saved: null, browser: ['fr-FR', 'de'], address: '/merchant' },
      { saved: 'xx', browser: ['ta', 'hi'], address: '/merchant' },
      { saved: 'en', browser: ['en'], address: '/merchant?lang=hi' },
      { saved: 'en-XA', browser: ['hi'], address: '/merchant?lang=hi' },
    ];
    const languages = vi.spyOn(navigator, 'languages', 'get');
    for (const { saved, browser, address } of cases) {
      if (saved) localStorage.setItem('lang', saved);
      else localStorage.removeItem('lang');
      languages.mockReturnValue(browser);
      document.documentElement.lang = 'en-IN';
      runShellScript(address);
      expect({ saved, browser, address, lang: document.documentElement.lang }).toEqual({
        saved,
        browser,
        address,
        lang: HTML_LANG[initialLocale()],
      });
    }
    languages.mockRestore();
    localStorage.removeItem('lang');

    // A Hindi reader signed in: the calls are made in Hindi, and the client (reading <html lang>) takes them.
    localStorage.setItem('lang', 'hi');
    saveSession('tok-1', 'ref-1');
    const seen = stubFetch();
    runShellScript('/merchant');
    localStorage.removeItem('lang');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(seen.map((x) => x.language)).toEqual(['hi-IN', 'hi-IN', 'hi-IN']);
    await expect(api.get('/kyc/me')).resolves.toEqual({ answered: '/api/kyc/me', n: 3 });
    expect(seen).toHaveLength(3);
  });
});
