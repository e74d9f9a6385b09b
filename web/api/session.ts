/**
 * docs/product.md#session-and-screen-states and #formats-and-constants: the session lives in sessionStorage as a
 * pair; one without the other is no session.
 */
export const TOKEN_KEY = 'token';
export const REFRESH_TOKEN_KEY = 'refreshToken';

export type Session = { token: string; refreshToken: string };

const listeners = new Set<() => void>();

function notify(): void {
  for (const l of listeners) l();
}

export function getSession(): Session | null {
  const token = sessionStorage.getItem(TOKEN_KEY);
  const refreshToken = sessionStorage.getItem(REFRESH_TOKEN_KEY);
  return token && refreshToken ? { token, refreshToken } : null;
}

/** The access token, but only while the whole pair is stored. */
export function getToken(): string | null {
  return getSession()?.token ?? null;
}

/** Saves only when both tokens are supplied; returns whether it saved. */
export function saveSession(token: string | null | undefined, refreshToken: string | null | undefined): boolean {
  if (!token || !refreshToken) return false;
  sessionStorage.setItem(TOKEN_KEY, token);
  sessionStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
  notify();
  return true;
}

export function clearSession(): void {
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(REFRESH_TOKEN_KEY);
  notify();
}

/** For useSyncExternalStore: screens re-render when this tab signs in, refreshes or signs out. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
