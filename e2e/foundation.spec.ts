import { describe, expect, test } from 'vitest';
import { decodeJwt } from 'jose';
import type { Locator, Page } from 'playwright-core';
import { field, useBrowser, waitForPath } from './support/browser';
import { env, url } from './support/env';
import { apiLogin, expiredCopy, readSession, seedSession, signInViaApi, signInViaForm } from './support/session';

const browser = useBrowser();

describe('not-found page', () => {
  test('an unknown address shows docs/product.md#public-site texts, and its button leads home', async () => {
    const page = await browser.newPage();
    await page.goto(url('/no/such/page'));
    await page.getByRole('heading', { name: 'Something is not right...' }).waitFor();
    // docs/product.md gives the gist, not the sentence: the page does not exist, it may be mistyped or moved, ask support.
    const body = (await page.locator('body').innerText()).toLowerCase();
    for (const gist of ['does not exist', 'mistyped', 'moved', 'support']) expect(body).toContain(gist);

    // Mantine renders this button as a link (<a>) so it can be opened in a new tab; either role will do.
    await page
      .getByRole('button', { name: 'Get back to home page' })
      .or(page.getByRole('link', { name: 'Get back to home page' }))
      .click();
    await waitForPath(page, '/');
  });
});

describe('sign-in and the base route of each role', () => {
  test('the admin signs in through the form and lands on /backend with the sidebar', async () => {
    const page = await browser.newPage();
    await signInViaForm(page, env.admin);
    await waitForPath(page, '/backend');
    const sidebar = await expectSidebar(page);
    // The admin-only Setting group (docs/product.md#back-office) opens onto the site configuration screen. By visible text,
    // not role: the group headers are rendered as <a> without href, which has no role to select by, and
    // My Account holds a (collapsed, hidden) "Setting" link too.
    await sidebar.getByText('Setting', { exact: true }).filter({ visible: true }).click();
    await sidebar.getByRole('link', { name: 'Site Configuration', exact: true }).waitFor();
  });

  test('a merchant signs in through the form and lands on /merchant', async () => {
    const page = await browser.newPage();
    await signInViaForm(page, env.merchant);
    await waitForPath(page, '/merchant');
    await expectSidebar(page);
  });

  test('back-office staff are at home in /backend too', async () => {
    const page = await browser.newPage();
    await signInViaApi(page, env.staff);
    await page.goto(url('/backend'));
    await waitForPath(page, '/backend');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).waitFor();
  });

  test('a merchant opening /backend is sent to /merchant', async () => {
    const page = await browser.newPage();
    await signInViaApi(page, env.merchant);
    await page.goto(url('/backend'));
    await waitForPath(page, '/merchant');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).waitFor();
  });

  test('the back office opening /merchant is sent to /backend', async () => {
    const page = await browser.newPage();
    await signInViaApi(page, env.admin);
    await page.goto(url('/merchant'));
    await waitForPath(page, '/backend');
  });

  test('a signed-out visit to /merchant goes to /auth/login', async () => {
    const page = await browser.newPage();
    await page.goto(url('/merchant'));
    await waitForPath(page, '/auth/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });

  test('a signed-in visit to /auth/login goes to the base route', async () => {
    const page = await browser.newPage();
    await signInViaApi(page, env.merchant);
    await page.goto(url('/auth/login'));
    await waitForPath(page, '/merchant');

    const admin = await browser.newPage();
    await signInViaApi(admin, env.admin);
    await admin.goto(url('/auth/login'));
    await waitForPath(admin, '/backend');
  });
});

describe('session refresh', () => {
  test('an expired access token is refreshed without the user noticing', async () => {
    const page = await browser.newPage();
    const pair = await apiLogin(env.admin);
    const expired = await expiredCopy(pair.token);
    // Without this the test could pass with a token the server still accepts, and prove nothing.
    const probe = await fetch(url('/api/auth/me'), { headers: { authorization: `Bearer ${expired}` } });
    expect(probe.status).toBe(401);

    const refreshes: number[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname === '/api/auth/refresh') refreshes.push(res.status());
    });
    // Client-side redirects count too: a flash of the login page is something a user notices.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await seedSession(page, { token: expired, refreshToken: pair.refreshToken });
    // A screen that must load the admin's own data through the API, so the expired token is used.
    await page.goto(url('/backend/settings/site-configuration'));

    const saved = await (await fetch(url('/api/business-info'))).json();
    await expectFieldValue(page, 'Business name', saved.businessName);
    await waitForPath(page, '/backend/settings/site-configuration');
    expect(refreshes).toEqual([200]);

    const now = await readSession(page);
    expect(now.token).toBeTruthy();
    expect(now.token).not.toBe(expired);
    expect(now.refreshToken).not.toBe(pair.refreshToken);
    expect((decodeJwt(now.token!).exp ?? 0) * 1000).toBeGreaterThan(Date.now());
    expect(decodeJwt(now.token!).sid).toBe(decodeJwt(pair.token).sid);
    // Nothing to notice: never on the login page, no error shown.
    expect(visited.filter((p) => p.startsWith('/auth'))).toEqual([]);
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /error|expired|sign in/i })
        .count(),
    ).toBe(0);
  });
});

/** docs/product.md#shell: the sidebar holds the menu, and shows the signed-in user's code and role. */
async function expectSidebar(page: Page): Promise<Locator> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Dashboard' }).waitFor();
  const sidebar = page.getByRole('navigation').filter({ has: menu });
  const me = await fetchMe((await readSession(page)).token);
  await sidebar.getByText(me.code, { exact: true }).waitFor();
  await sidebar.getByText(me.role, { exact: true }).waitFor();
  return sidebar;
}

async function fetchMe(token: string | null): Promise<{ code: string; role: string }> {
  const res = await fetch(url('/api/auth/me'), { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as { code: string; role: string };
}

async function expectFieldValue(page: Page, label: string, value: string) {
  const input = field(page, label);
  // The first visit loads the back office's code cold: on a busy CI machine that alone can take 15 s.
  await input.waitFor({ timeout: 30_000 });
  await expect.poll(() => input.inputValue(), { timeout: 15_000 }).toBe(value);
}
