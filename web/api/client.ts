import { clearColumnChoices } from './column-choices';
import { parseJwt } from './jwt';
import { clearSession, getSession, getToken, saveSession } from './session';
import { NETWORK_ERROR_TEXT } from './error-text';
import { said } from '../i18n/said';
import { englishText } from '../i18n/common';
import { OFFLINE_TEXT } from '../i18n/installable';
import { noteNetworkAnswer, noteNetworkFailure } from '../pwa/state';
import { forgetEarlyAnswers, takeEarlyAnswer } from './early-answers';

export const API_BASE = '/api';
export const CANCELLED_TEXT = englishText('common.errors.cancelled');

/** A request the server refused (status ≥ 400) or could not be reached (status 0). */
export class ApiError extends Error {
  status: number;
  body: unknown;

  constructor(status: number, body: unknown, message?: string) {
    super(message ?? messageOf(status, body));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

function messageOf(status: number, body: unknown): string {
  if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
    return (body as { message: string }).message;
  }
  return status === 0
    ? said('common.errors.network', NETWORK_ERROR_TEXT)
    : said('common.errors.serverAnswered', `The server answered ${status}.`, { status });
}

type SessionExpiredHandler = () => void;

// The router is not importable here (it imports pages that import this), so it registers itself.
let onSessionExpired: SessionExpiredHandler = () => window.location.assign('/auth/login');

export function setSessionExpiredHandler(handler: SessionExpiredHandler): void {
  onSessionExpired = handler;
}

/** `headers`: a call's own, e.g. the Idempotency-Key of a money move (a retry sends the same one). */
type SendInit = { method: string; body?: unknown; headers?: Record<string, string> };

const REFRESH_PATH = '/auth/refresh';
// A 401 from these means "wrong credentials", not "expired token", so it must not start a refresh.
const NO_REFRESH_PATHS = new Set([REFRESH_PATH, '/auth/login']);

function encodeBody(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (body instanceof FormData) return { body };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

async function rawFetch(path: string, init: SendInit, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  // The server answers in the page's language (web/i18n sets <html lang> with the user's choice: decision 0075).
  if (typeof document !== 'undefined' && document.documentElement.lang)
    headers['accept-language'] = document.documentElement.lang;
  if (token) headers.authorization = `Bearer ${token}`;
  const { body, contentType } = encodeBody(init.body);
  if (contentType) headers['content-type'] = contentType;
  let res: Response;
  try {
    // No timeout on purpose (docs/product.md#formats-and-constants): uploads and exports may take as long as they take.
    // Issue 29: a dashboard's first calls may already be on their way, asked for by the app shell's inline script;
    // a change through the API makes what is left of them old.
    if (init.method !== 'GET') forgetEarlyAnswers();
    const early = init.method === 'GET' ? takeEarlyAnswer(path, token, headers['accept-language'] ?? '') : null;
    res = await (early ?? fetch(`${API_BASE}${path}`, { method: init.method, headers, body, credentials: 'include' }));
  } catch (e) {
    const cancelled = e instanceof DOMException && e.name === 'AbortError';
    // Decision 0079: with the network gone by the browser's word, the sentence that says so, not "could not reach the
    // server"; a dead link the browser does not know of is a network error (the banner says the rest).
    const message = cancelled
      ? said('common.errors.cancelled', CANCELLED_TEXT)
      : typeof navigator !== 'undefined' && navigator.onLine === false
        ? said('installable.offline.text', OFFLINE_TEXT)
        : said('common.errors.network', NETWORK_ERROR_TEXT);
    if (!cancelled) noteNetworkFailure();
    throw new ApiError(0, undefined, message);
  }
  noteNetworkAnswer();
  return res;
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204 || res.status === 304) return undefined;
  const type = res.headers.get('content-type') ?? '';
  const text = await res.text();
  if (!text) return undefined;
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  // A proxy's HTML error page would read as gibberish in an alert; only plain text is worth showing.
  return type.startsWith('text/plain') ? text : undefined;
}

let refreshing: Promise<string | null> | null = null;

/** One refresh for however many requests failed with the same expired token. */
function refreshOnce(): Promise<string | null> {
  refreshing ??= doRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function doRefresh(): Promise<string | null> {
  const session = getSession();
  if (!session) return null;
  let res: Response;
  try {
    res = await rawFetch(
      REFRESH_PATH,
      { method: 'POST', body: { token: session.token, refreshToken: session.refreshToken } },
      null,
    );
  } catch {
    // No answer at all (offline): the refresh token may still be good, so keep the session.
    return null;
  }
  const body = res.ok ? ((await readBody(res)) as { token?: string; refreshToken?: string } | undefined) : undefined;
  if (body && saveSession(body.token, body.refreshToken)) return body.token ?? null;
  clearSession();
  onSessionExpired();
  return null;
}

async function send(path: string, init: SendInit): Promise<Response> {
  const token = getToken();
  const res = await rawFetch(path, init, token);
  if (res.status !== 401 || !token || NO_REFRESH_PATHS.has(path.split('?')[0])) return res;
  // Another request may have refreshed while this one was in flight; then just retry with the new token.
  const current = getToken();
  const fresh = current && current !== token ? current : await refreshOnce();
  if (!fresh) return res;
  return rawFetch(path, init, fresh);
}

async function request<T>(path: string, init: SendInit): Promise<T> {
  const res = await send(path, init);
  const body = await readBody(res);
  if (!res.ok) throw new ApiError(res.status, body);
  return body as T;
}

/** The file name from content-disposition (RFC 6266: filename* wins over filename). */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain ? (plain[2] ?? plain[1]).trim() : '';
  return name || fallback;
}

async function download(
  path: string,
  init?: { method?: string; body?: unknown },
): Promise<{ blob: Blob; filename: string }> {
  const res = await send(path, { method: init?.method ?? 'GET', body: init?.body });
  if (!res.ok) throw new ApiError(res.status, await readBody(res));
  const fallback = path.split('?')[0].split('/').filter(Boolean).pop() ?? 'download';
  return {
    blob: await res.blob(),
    filename: filenameFromDisposition(res.headers.get('content-disposition'), fallback),
  };
}

/** Paths are relative to /api, e.g. api.get('/business-info'). */
export const api = {
  get: <T>(path: string) => request<T>(path, { method: 'GET' }),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    request<T>(path, { method: 'POST', body, headers }),
  put: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => request<T>(path, { method: 'DELETE' }),
  upload: <T>(path: string, formData: FormData) => request<T>(path, { method: 'POST', body: formData }),
  download,
};

/** Ends the session on the server if it can; the local session is cleared either way (docs/product.md#session-and-screen-states). */
export async function logout(): Promise<void> {
  const code = parseJwt(getToken())?.code;
  // A draft saved on the phone without a network goes to the server first, if it can, rather than with the session.
  if (code && typeof indexedDB !== 'undefined')
    await import('../drafts/offline-drafts')
      .then(
        async (m) =>
          (await m.draftsOf(code)).some((c) => c.pending) && (await import('../drafts/sync')).sendPending(code),
      )
      .catch(() => undefined);
  try {
    if (getToken()) await api.post('/auth/logout');
  } catch {
    // The user asked to leave; a failed call must not keep them signed in here.
  } finally {
    clearSession();
    // The next person on this browser starts from the lists' first views.
    clearColumnChoices();
    // …and finds none of this user's applicants in the drafts kept on the phone (issue 29).
    if (code && typeof indexedDB !== 'undefined')
      await import('../drafts/offline-drafts').then((m) => m.forgetUser(code)).catch(() => undefined);
  }
}
