import zlib from 'node:zlib';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser';
import { url } from './support/env';

const browser = useBrowser();

// The budget, in the kB that Vite's build report uses (1000 bytes), for everything a first visit runs.
const BUDGET_BYTES = 200 * 1000;

test('a first visit to / loads at most 200 kB of JavaScript, gzip', async () => {
  // This file's own browser profile has an empty HTTP cache, so this is a true first visit.
  const page = await browser.newPage();
  const sizes = new Map<string, Promise<{ raw: number; gzip: number }>>();
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    const { pathname } = new URL(res.url());
    if (!/javascript|ecmascript/.test(type) && !/\.m?js$/.test(pathname)) return;
    sizes.set(
      res.url(),
      res.body().then((body) => ({ raw: body.length, gzip: zlib.gzipSync(body).length })),
    );
  });
  // networkidle: lazily loaded route chunks come after the first load event.
  await page.goto(url('/'), { waitUntil: 'networkidle' });
  await page.getByRole('contentinfo').waitFor();

  const rows = await Promise.all([...sizes].map(async ([u, p]) => ({ file: new URL(u).pathname, ...(await p) })));
  rows.sort((a, b) => b.gzip - a.gzip);
  const gzip = rows.reduce((s, r) => s + r.gzip, 0);
  const raw = rows.reduce((s, r) => s + r.raw, 0);
  const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
  console.log(
    [
      `JavaScript on a first visit to /: ${rows.length} files, ${kb(raw)} raw, ${kb(gzip)} gzip (budget ${kb(BUDGET_BYTES)})`,
      ...rows.map((r) => `  ${kb(r.gzip).padStart(9)} gzip  ${kb(r.raw).padStart(9)} raw  ${r.file}`),
    ].join('\n'),
  );
  expect(rows.length).toBeGreaterThan(0);
  expect(gzip, `first-visit JavaScript is ${kb(gzip)} gzip, over the ${kb(BUDGET_BYTES)} budget`).toBeLessThanOrEqual(BUDGET_BYTES);
});
