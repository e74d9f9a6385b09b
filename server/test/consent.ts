import { consentOf } from '../../contract/privacy/notice';
import type { TestApp } from './app';

/** The consent a form sends once the agent ticks the privacy notice's box (the current notice, in English). */
export const TEST_CONSENT = consentOf('en');

/** A charging submit: NSDL PAN's submit, a shared service's submit, paperless's confirm. */
const CHARGING = /\/(submit|confirm)$/;

/**
 * The body of a call as the forms send it: a charging submit without a body of its own carries the
 * applicant's consent, so the tests of what happens after a submit read as before. A test of the
 * refusal sends a body of its own (`{}`).
 */
export function withConsent(method: string, url: string, payload: unknown): unknown {
  return payload === undefined && method === 'POST' && CHARGING.test(url) ? { consent: TEST_CONSENT } : payload;
}

/**
 * `t.app.inject` as the forms call the API (a charging submit with the applicant's consent), for a file whose test app
 * is made in its beforeAll: `const inject = injectorFor(() => t)`.
 */
export const injectorFor =
  (app: () => TestApp) =>
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
    app().app.inject({
      method,
      url,
      headers,
      payload: withConsent(method, url, payload) as Record<string, unknown> | undefined,
    });
