import { expect, test } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { useBrowser } from './support/browser';
import { url } from './support/env';

const browser = useBrowser();

const PAGES = ['/', '/about', '/services', '/contact', '/auth/login'];

function describeViolations(violations: Result[]): string {
  return violations
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes
          .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ')}`)
          .join('\n')}`,
    )
    .join('\n');
}

test.each(PAGES)('axe finds no serious or critical violation on %s', async (path) => {
  const page = await browser.newPage();
  await page.goto(url(path), { waitUntil: 'networkidle' });
  await page.getByRole('heading').first().waitFor();
  // Contrast measured half-way through a fade-in is not the page's contrast; let finite animations end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // The count, not the objects: axe's full results would bury the readable summary in the message.
  expect(bad.length, `axe on ${path}:\n${describeViolations(bad)}`).toBe(0);
});
