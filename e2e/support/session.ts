import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, decodeJwt } from 'jose';
import type { Page } from 'playwright-core';
import { env, url, type Account } from './env';
import { field } from './browser';

export type TokenPair = { token: string; refreshToken: string };

/** Signs in through the API, as the web app would, and returns the pair. */
export async function apiLogin(account: Account): Promise<TokenPair> {
  const res = await fetch(url('/api/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: account.userName, password: account.password }),
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`API sign-in as ${account.userName} failed: ${res.status} ${body}`);
  return JSON.parse(body) as TokenPair;
}

/**
 * Puts a session into the tab's sessionStorage before the app's first script runs, so the next goto
 * opens signed in without a trip through the form. Written once per tab only: writing it on every load
 * would put back a refresh token the app has already rotated, and the server treats a reused refresh
 * token as stolen and ends the session.
 */
export async function seedSession(page: Page, pair: TokenPair): Promise<void> {
  const origin = new URL(env.baseUrl).origin;
  await page.addInitScript(
    ({ origin, token, refreshToken }) => {
      // Only our own origin: a chat iframe from elsewhere must not receive the tokens.
      if (window.location.origin !== origin || window.sessionStorage.getItem('__e2e_seeded')) return;
      window.sessionStorage.setItem('token', token);
      window.sessionStorage.setItem('refreshToken', refreshToken);
      window.sessionStorage.setItem('__e2e_seeded', '1');
    },
    { origin, ...pair },
  );
}

/** API sign-in plus seedSession: for specs whose subject is not the sign-in form itself. */
export async function signInViaApi(page: Page, account: Account): Promise<TokenPair> {
  const pair = await apiLogin(account);
  await seedSession(page, pair);
  return pair;
}

/** Signs in through the real login form, as a person would, and waits to leave the login page. */
export async function signInViaForm(page: Page, account: Account): Promise<void> {
  await page.goto(url('/auth/login'));
  await field(page, 'User name').fill(account.userName);
  await field(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/auth/login'), { timeout: 15_000, waitUntil: 'commit' });
}

export async function readSession(page: Page): Promise<{ token: string | null; refreshToken: string | null }> {
  return page.evaluate(() => ({
    token: sessionStorage.getItem('token'),
    refreshToken: sessionStorage.getItem('refreshToken'),
  }));
}

/** The JWT key the server generated into DATA_DIR on first start. */
function jwtSecret(): Uint8Array {
  if (!env.dataDir) throw new Error("E2E_DATA_DIR is not set: the refresh spec needs the server's secrets.json");
  const secrets = JSON.parse(fs.readFileSync(path.join(env.dataDir, 'secrets.json'), 'utf8')) as { jwtSecret?: string };
  if (!secrets.jwtSecret) throw new Error('secrets.json has no jwtSecret (was JWT_SECRET given to the server?)');
  return new TextEncoder().encode(secrets.jwtSecret);
}

/**
 * The same access token (same claims, same session id), validly signed but expired a minute ago: what a
 * tab holds after its access token outlived ACCESS_TOKEN_MINUTES, without waiting that long.
 */
export async function expiredCopy(token: string): Promise<string> {
  const { iat: _iat, exp: _exp, sub, ...claims } = decodeJwt(token);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub ?? '')
    .setIssuedAt(now - 16 * 60)
    .setExpirationTime(now - 60)
    .sign(jwtSecret());
}
