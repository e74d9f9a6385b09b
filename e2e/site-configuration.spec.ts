import { afterAll, expect, test } from 'vitest';
import { field, useBrowser } from './support/browser';
import { env, url } from './support/env';
import { apiLogin, signInViaApi } from './support/session';

const browser = useBrowser();
let original: Record<string, unknown> | undefined;

// Other specs read the footer too; leave the business info as this file found it.
afterAll(async () => {
  if (!original) return;
  const { token } = await apiLogin(env.admin);
  await fetch(url('/api/backend/settings/site-configuration'), {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(original),
  });
});

test('the admin changes the business name and address, and the public footer shows them', async () => {
  const { token } = await apiLogin(env.admin);
  const view = (await (
    await fetch(url('/api/backend/settings/site-configuration'), { headers: { authorization: `Bearer ${token}` } })
  ).json()) as Record<string, unknown>;
  const { hasLogo: _l, hasFavicon: _f, updatedAt: _u, ...config } = view;
  original = config;

  const stamp = Date.now().toString(36).toUpperCase();
  const name = `Seva Kendra ${stamp} Services`;
  const add1 = `Plot ${stamp}, MG Road`;

  const page = await browser.newPage();
  await signInViaApi(page, env.admin);
  await page.goto(url('/backend/settings/site-configuration'));
  const nameField = field(page, 'Business name');
  await expect.poll(() => nameField.inputValue(), { timeout: 15_000 }).toBe(String(config.businessName));
  await nameField.fill(name);
  await field(page, 'Address line 1').fill(add1);

  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/backend/settings/site-configuration' && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);

  // A visitor: a fresh tab, so signed out and on the public layout.
  const visitor = await browser.newPage();
  await visitor.goto(url('/'));
  const footer = visitor.getByRole('contentinfo');
  await footer.getByText(name, { exact: false }).first().waitFor();
  await footer.getByText(add1, { exact: false }).first().waitFor();
  // docs/product.md#public-site: the copyright line carries the business name and ends '(IND) PVT LTD'.
  await footer.getByText(`${name} (IND) PVT LTD`, { exact: false }).first().waitFor();
});
