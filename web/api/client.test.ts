import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render-app';
import { api, ApiError, filenameFromDisposition, logout, setSessionExpiredHandler } from './client';
import { columnChoicesKey } from './column-choices';
import { getSession, saveSession } from './session';

type Call = { url: string; method: string; auth: string | null; body: unknown };

function headerOf(init: RequestInit | undefined, name: string): string | null {
  const h = (init?.headers ?? {}) as Record<string, string>;
  return h[name] ?? null;
}

/** A fetch stand-in that records every call and answers through `handler`. */
function stubFetch(handler: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (url: string, init?: RequestInit) => {
    const call = { url, method: init?.method ?? 'GET', auth: headerOf(init, 'authorization'), body: init?.body };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
}

const expired = vi.fn();

beforeEach(() => {
  sessionStorage.clear();
  expired.mockReset();
  setSessionExpiredHandler(expired);
});
afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('calls /api paths with credentials and the bearer token', async () => {
    saveSession('tok', 'ref');
    const { fn } = stubFetch(() => jsonResponse({ ok: 1 }));
    await expect(api.get('/business-info')).resolves.toEqual({ ok: 1 });
    const [url, init] = fn.mock.calls[0];
    expect(url).toBe('/api/business-info');
    expect(init?.credentials).toBe('include');
    expect(headerOf(init, 'authorization')).toBe('Bearer tok');
  });

  it('sends no bearer when signed out and turns an error answer into ApiError with its body', async () => {
    stubFetch(() => jsonResponse({ message: 'Nope', errors: { pin: ['PIN must be 6 digits'] } }, 400));
    const err = await api.put('/x', { pin: '1' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    expect((err as ApiError).message).toBe('Nope');
    expect((err as ApiError).body).toEqual({ message: 'Nope', errors: { pin: ['PIN must be 6 digits'] } });
  });

  it('reports an unreachable server as a network error (status 0)', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const err = (await api.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(0);
    expect(err.message).toBe('A network error occurred.');
  });

  it('on 401 refreshes exactly once while 3 concurrent requests wait, then retries them all with the new token', async () => {
    saveSession('old', 'r-old');
    let releaseRefresh!: () => void;
    const refreshGate = new Promise<void>((r) => (releaseRefresh = r));
    let failures = 0;
    const { calls } = stubFetch(async (call) => {
      if (call.url === '/api/auth/refresh') {
        await refreshGate;
        return jsonResponse({ token: 'new', refreshToken: 'r-new' });
      }
      if (call.auth === 'Bearer old') {
        failures += 1;
        // Let the refresh finish only once every request has failed and is waiting on it.
        if (failures === 3) setTimeout(releaseRefresh, 10);
        return jsonResponse({ message: 'Please sign in to continue.' }, 401);
      }
      return jsonResponse({ path: call.url, auth: call.auth });
    });

    const results = await Promise.all([api.get('/a'), api.get('/b'), api.post('/c', { n: 1 })]);

    expect(results).toEqual([
      { path: '/api/a', auth: 'Bearer new' },
      { path: '/api/b', auth: 'Bearer new' },
      { path: '/api/c', auth: 'Bearer new' },
    ]);
    const refreshes = calls.filter((c) => c.url === '/api/auth/refresh');
    expect(refreshes).toHaveLength(1);
    expect(JSON.parse(refreshes[0].body as string)).toEqual({ token: 'old', refreshToken: 'r-old' });
    expect(refreshes[0].auth).toBeNull();
    expect(getSession()).toEqual({ token: 'new', refreshToken: 'r-new' });
    expect(calls.filter((c) => c.url === '/api/c' && c.auth === 'Bearer new')[0].body).toBe(JSON.stringify({ n: 1 }));
    expect(expired).not.toHaveBeenCalled();
  });

  it('clears the session and goes to the login page when the refresh is refused', async () => {
    saveSession('old', 'r-old');
    stubFetch((call) =>
      call.url === '/api/auth/refresh'
        ? jsonResponse({ message: 'Your session has ended.' }, 401)
        : jsonResponse({ message: 'Please sign in to continue.' }, 401),
    );
    const err = (await api.get('/a').catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(401);
    expect(getSession()).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('refreshToken')).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh when the 401 is the answer to a login attempt', async () => {
    saveSession('old', 'r-old');
    const { calls } = stubFetch(() => jsonResponse({ message: 'Invalid user name or password.' }, 401));
    await expect(api.post('/auth/login', { userName: 'a', password: 'b' })).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/login']);
  });

  it('does not refresh a 401 when signed out', async () => {
    const { calls } = stubFetch(() => jsonResponse({ message: 'Please sign in to continue.' }, 401));
    await expect(api.get('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
  });

  it('uploads FormData as multipart (no JSON content type)', async () => {
    const { fn } = stubFetch(() => jsonResponse({ ok: true }));
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'logo.png');
    await api.upload('/backend/settings/site-configuration/logo', form);
    const init = fn.mock.calls[0][1];
    expect(init?.body).toBe(form);
    expect(headerOf(init, 'content-type')).toBeNull();
  });

  it('downloads a blob named by content-disposition', async () => {
    stubFetch(
      () =>
        new Response('a,b\n1,2', {
          status: 200,
          headers: {
            'content-type': 'text/csv',
            'content-disposition': `attachment; filename="list.csv"; filename*=UTF-8''r%C3%A9sum%C3%A9.csv`,
          },
        }),
    );
    const { blob, filename } = await api.download('/backend/report/export', { method: 'POST', body: { a: 1 } });
    expect(filename).toBe('résumé.csv');
    expect(await blob.text()).toBe('a,b\n1,2');
  });

  it('reads plain and missing file names', () => {
    expect(filenameFromDisposition('attachment; filename="ack 123.pdf"', 'x')).toBe('ack 123.pdf');
    expect(filenameFromDisposition('attachment; filename=plain.txt', 'x')).toBe('plain.txt');
    expect(filenameFromDisposition(null, 'fallback')).toBe('fallback');
  });
});

describe('logout', () => {
  it('clears the session even when the call fails', async () => {
    saveSession('tok', 'ref');
    const { calls } = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await logout();
    expect(calls.map((c) => `${c.method} ${c.url} ${c.auth}`)).toEqual(['POST /api/auth/logout Bearer tok']);
    expect(getSession()).toBeNull();
  });

  it('clears the session when the server refuses', async () => {
    saveSession('tok', 'ref');
    stubFetch(() => jsonResponse({ message: 'Server error' }, 500));
    await logout();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('refreshToken')).toBeNull();
  });

  it("forgets the lists' column picks kept in this browser, and nothing else there", async () => {
    saveSession('tok', 'ref');
    localStorage.setItem(columnChoicesKey('/things/list', 'PM1001'), '{"dated":true}');
    localStorage.setItem('theme', 'dark');
    stubFetch(() => jsonResponse({}));
    await logout();
    expect(localStorage.getItem(columnChoicesKey('/things/list', 'PM1001'))).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
    localStorage.clear();
  });
});
