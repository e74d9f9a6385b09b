import { url, type Account } from './env';
import { apiLogin } from './session';

/** A failed call names itself: method, path, status and the body the server sent. */
export class ApiCallError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`${method} ${path}: ${status} ${body.slice(0, 800)}`);
  }
}

export type ApiClient = {
  readonly token: string;
  get<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
  put<T = unknown>(path: string, body?: unknown): Promise<T>;
  /** multipart/form-data: each entry a text value or a file. */
  upload<T = unknown>(
    path: string,
    parts: Record<string, string | { name: string; type: string; data: Buffer }>,
    method?: string,
  ): Promise<T>;
};

/**
 * Seeding and checking data through the API, signed in as a given account: faster than a screen and
 * the same rules apply, so what a spec sets up is what a user could have made.
 */
export async function apiAs(account: Account): Promise<ApiClient> {
  const { token } = await apiLogin(account);
  return apiWithToken(token);
}

export function apiWithToken(token: string): ApiClient {
  async function call<T>(method: string, path: string, init: { body?: BodyInit; json?: unknown } = {}): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const res = await fetch(url(path), { method, headers, body });
    const text = await res.text();
    if (!res.ok) throw new ApiCallError(method, path, res.status, text);
    return (text ? JSON.parse(text) : undefined) as T;
  }
  return {
    token,
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, { json: body ?? {} }),
    put: (path, body) => call('PUT', path, { json: body ?? {} }),
    upload: (path, parts, method = 'POST') => {
      const form = new FormData();
      for (const [k, v] of Object.entries(parts)) {
        if (typeof v === 'string') form.append(k, v);
        else form.append(k, new Blob([new Uint8Array(v.data)], { type: v.type }), v.name);
      }
      return call(method, path, { body: form });
    },
  };
}

/** GET /api/auth/me (contract/auth.ts Me): the signed-in account's code, role and contact. */
export type Me = {
  code: string;
  displayName: string;
  role: string;
  userName: string;
  email: string | null;
  mobile: string | null;
};
