import { afterAll, expect, test } from 'vitest';
import sharp from 'sharp';
import { field, useBrowser } from './support/browser';
import { env, url } from './support/env';
import { apiLogin, signInViaApi } from './support/session';

const browser = useBrowser();
const stamp = Date.now().toString(36).toUpperCase();
const slideTitle = `Diwali offer ${stamp}`;
const newsTitle = `New PAN centre opens ${stamp}`;

// Other specs look at the public home: leave no slide or news behind.
afterAll(async () => {
  const { token } = await apiLogin(env.admin);
  const headers = { authorization: `Bearer ${token}` };
  for (const [path, title] of [
    ['/api/backend/settings/carousel', slideTitle],
    ['/api/backend/settings/news-n-updates', newsTitle],
  ] as const) {
    const items = (await (await fetch(url(path), { headers })).json()) as { id: number; title: string }[];
    for (const item of items.filter((i) => i.title === title))
      await fetch(url(`${path}/${item.id}`), { method: 'DELETE', headers });
  }
});

test('the admin adds a slide and a news item, and the public home shows them', async () => {
  const page = await browser.newPage();
  await signInViaApi(page, env.admin);

  await page.goto(url('/backend/settings/carousel'));
  await page.getByRole('button', { name: 'Add slide' }).click();
  const slideForm = page.getByRole('form', { name: 'Add slide' });
  const banner = await sharp({ create: { width: 1600, height: 500, channels: 3, background: '#d35400' } })
    .jpeg()
    .toBuffer();
  await slideForm
    .locator('input[type=file]')
    .setInputFiles({ name: 'diwali.jpg', mimeType: 'image/jpeg', buffer: banner });
  await field(page, 'Title').fill(slideTitle);
  await field(page, 'Text').fill('PAN cards delivered in 48 hours');
  const added = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/backend/settings/carousel' && r.request().method() === 'POST',
  );
  await slideForm.getByRole('button', { name: 'Add slide' }).click();
  expect((await added).status()).toBe(201);
  await page
    .getByRole('cell', { name: new RegExp(slideTitle) })
    .first()
    .waitFor();

  await page.goto(url('/backend/settings/news-n-updates'));
  await page.getByRole('button', { name: 'Add news' }).click();
  const newsForm = page.getByRole('form', { name: 'Add news' });
  await field(page, 'Title').fill(newsTitle);
  await newsForm.getByLabel('Type').selectOption('offer');
  await newsForm.getByLabel('For').selectOption('public');
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/backend/settings/news-n-updates' && r.request().method() === 'POST',
  );
  await newsForm.getByRole('button', { name: 'Add news' }).click();
  expect((await saved).status()).toBe(201);

  // A visitor: a fresh tab, signed out, on the prerendered home.
  const visitor = await browser.newPage();
  await visitor.goto(url('/'));
  const carousel = visitor.getByTestId('site-carousel');
  await carousel.getByText(slideTitle).first().waitFor({ timeout: 15_000 });
  await carousel.getByText('PAN cards delivered in 48 hours').first().waitFor();
  const image = carousel.locator('img');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 })
    .toBe(true);
  await visitor.getByTestId('news-ticker').getByText(newsTitle).waitFor();
});
