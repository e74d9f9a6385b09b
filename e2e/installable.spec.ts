import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, waitForPath } from './support/browser';
import { env, url } from './support/env';
import { signInViaApi } from './support/session';

// Decision 0079: the only spec that lets the service worker in (e2e/support/browser.ts).
const browser = useBrowser({ serviceWorkers: 'allow' });

const OFFLINE = 'You are offline — what you see may be old; saving waits for the network';

/** Every address the worker's caches hold. */
const cachedAddresses = (page: Page) =>
  page.evaluate(async () => {
    const out: string[] = [];
    for (const name of await caches.keys())
      for (const req of await (await caches.open(name)).keys()) out.push(new URL(req.url).pathname);
    return out;
  });

test('the service worker serves the shell on a second visit, never an API answer, and nothing of a signed-out user', async () => {
  // First visit: the public sign-in page registers the worker, which precaches the build.
  const first = await browser.newPage();
  await first.goto(url('/auth/login'));
  await expect
    .poll(() => first.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), {
      timeout: 60_000,
    })
    .toBe('activated');
  const cached = await cachedAddresses(first);
  expect(cached).toContain('/index.html');
  expect(cached.some((p) => /^\/assets\/.+\.js$/.test(p))).toBe(true);

  // Second visit, signed in: the shell and the route's code come from the worker, the API from the server.
  const page = await browser.newPage();
  await signInViaApi(page, env.merchant);
  const fromWorker: string[] = [];
  const apiFromServer: string[] = [];
  page.on('response', (r) => {
    const { pathname } = new URL(r.url());
    if (r.fromServiceWorker()) fromWorker.push(pathname);
    else if (pathname.startsWith('/api/')) apiFromServer.push(pathname);
  });
  await page.goto(url('/merchant'));
  await expect.poll(() => page.getByTestId('header-balance').getAttribute('data-state')).toBe('idle');
  const balance = await page.getByTestId('header-balance').innerText();
  expect(fromWorker).toContain('/merchant');
  expect(fromWorker.filter((p) => p.startsWith('/assets/')).length).toBeGreaterThan(3);
  expect(fromWorker.filter((p) => p.startsWith('/api/'))).toEqual([]);
  expect(apiFromServer.length).toBeGreaterThan(0);
  // The build's files were read from the cache by the browser itself (the worker's static route), not by a fetch
  // event of the worker's; the API never matched a route.
  const sources = await page.evaluate(() =>
    (
      performance.getEntriesByType('resource') as (PerformanceResourceTiming & { workerMatchedSourceType?: string })[]
    ).map((e) => ({ path: new URL(e.name).pathname, source: e.workerMatchedSourceType ?? '' })),
  );
  const assetSources = sources.filter((e) => e.path.startsWith('/assets/'));
  expect(assetSources.length).toBeGreaterThan(3);
  expect(assetSources.filter((e) => e.source !== 'cache')).toEqual([]);
  expect(sources.filter((e) => e.path.startsWith('/api/') && e.source !== '')).toEqual([]);
  // The cached shell's inline script ran (the CSP the worker kept with it allows it by hash): the dashboard's first
  // calls were made by the page and each taken by the app.
  expect(
    await page.evaluate(() => {
      const early = (window as unknown as { __earlyAnswers?: { r: object } }).__earlyAnswers;
      return early ? Object.keys(early.r) : 'not made';
    }),
  ).toEqual([]);

  // Offline: the shell still opens and says so; an API call fails rather than showing an old answer.
  await browser.context.setOffline(true);
  await page.reload();
  await expect.poll(() => page.getByText(OFFLINE).isVisible()).toBe(true);
  await page.getByTestId('header-balance').waitFor();
  expect(
    await page.evaluate(() =>
      fetch('/api/wallet/balance').then(
        () => 'answered',
        () => 'failed',
      ),
    ),
  ).toBe('failed');
  expect((await cachedAddresses(page)).filter((p) => p.startsWith('/api/'))).toEqual([]);

  // Signed out, then offline: the device shows nothing of the last user.
  await browser.context.setOffline(false);
  await page.reload();
  await page.getByRole('button', { name: 'Logout' }).click();
  await waitForPath(page, '/auth/login');
  await browser.context.setOffline(true);
  await page.goto(url('/merchant'));
  await waitForPath(page, '/auth/login');
  await expect.poll(() => page.getByText(OFFLINE).isVisible()).toBe(true);
  expect(await page.getByTestId('header-balance').count()).toBe(0);
  expect(await page.locator('body').innerText()).not.toContain(balance.split('\n').pop());
  expect((await cachedAddresses(page)).filter((p) => p.startsWith('/api/'))).toEqual([]);
  await browser.context.setOffline(false);
});
