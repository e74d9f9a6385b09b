import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { env, url, type Account } from './support/env';
import { clippedLabels, pageScrollsSideways } from './support/layout';
import { apiAs } from './support/api';
import { applicationViaApi, sellingMerchant } from './support/pan';
import { signInViaApi } from './support/session';

// Decision 0075 in the browser: every main screen of the merchant's day and the back office's, drawn in the
// pseudo-locale (each catalogue text accented and bracketed), shows no text that skipped the catalogue; drawn in
// Hindi on a 390 px phone, nothing is wider than the screen and no button or badge cuts its label off.

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const SHOTS = path.resolve('test-results/hindi-390');

const MERCHANT_SCREENS = [
  '/merchant',
  '/merchant/accounting/payment',
  '/merchant/accounting/payment/list',
  '/merchant/product/nsdl-pan/physical/list',
  '/merchant/product/nsdl-pan/paperless/list',
  '/merchant/product/uti-pan',
  '/merchant/product/gst',
  '/merchant/misc/courier/list',
  '/merchant/misc/reports',
  '/merchant/account/my-setting',
  '/merchant/user-management/staff-list',
];
const BACKEND_SCREENS = [
  '/backend',
  '/backend/actions/payments',
  '/backend/actions/nsdl-pan/physical/list',
  '/backend/actions/uti-pan',
  '/backend/actions/gst',
  '/backend/user-management/all-users',
  '/backend/user-management/kyc',
  '/backend/masters/package',
];

let merchant: Awaited<ReturnType<typeof sellingMerchant>>;

beforeAll(async () => {
  // A shop with an application, so the lists, the dashboard's cards and the badges have something to draw.
  merchant = await sellingMerchant(2000);
  await applicationViaApi(merchant.api, 'submitted', { first: 'Sunita', last: 'Deshmukh' });
}, 180_000);

/** A signed-in tab in a language (kept in the browser as the language switch keeps it). */
async function tabIn(locale: string, account: Account, size = { width: 1366, height: 768 }): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize(size);
  await page.addInitScript((lang) => window.localStorage.setItem('lang', lang), locale);
  await signInViaApi(page, account);
  return page;
}

/** A screen once drawn: its main heading is in and nothing is loading any more. */
async function open(page: Page, address: string): Promise<void> {
  await page.goto(url(address));
  await page.locator('main h1, main h2').first().waitFor({ timeout: 20_000 });
  // Not 'networkidle': the bell's live stream keeps a request open on every signed-in page.
  await expect
    .poll(() => page.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root:visible').count(), {
      timeout: 15_000,
    })
    .toBe(0);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The texts of the screen's shell and main part that are not pseudo-English and not data: what people typed or the
 * server counted (table cells, descriptions' values, inputs), numbers, money, dates, codes, e-mail addresses.
 */
function textsOutsideCatalogue(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // A catalogue text in pseudo-English is bracketed and accented; a sentence with an element inside it (a link, a
    // bold number) arrives in pieces around it, each still accented.
    const pseudo = (t: string) => /^\[.*\]$/s.test(t) || /[àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž~]/.test(t);
    const data = (t: string) =>
      /^[\d\s₹.,:;/()+\-–—%#|·×*…@]*$/.test(t) || // numbers, money, times, separators
      /^\S+@\S+$/.test(t) || // e-mail addresses
      /^[A-Z0-9][A-Z0-9\-/ ]*$/.test(t) || // codes, reference numbers, PAN, IFSC
      /^\d{1,2}-[A-Z][a-z]{2}-\d{4}/.test(t) || // dd-Mon-yyyy dates (pseudo-English formats as English)
      /^(English|हिन्दी)$/.test(t); // each language's name in itself
    const inData = (el: Element | null) =>
      // translate="no": what people typed or a record kept as written (a business's name, a ledger entry's words).
      !!el?.closest('td, dd, input, textarea, [translate="no"], [role="cell"], .mantine-Select-option, style, script');
    const out = new Set<string>();
    const roots = [document.querySelector('header'), document.querySelector('nav'), document.querySelector('main')];
    for (const root of roots) {
      if (!root) continue;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (!text || pseudo(text) || data(text) || inData(node.parentElement)) continue;
        if (node.parentElement && node.parentElement.getBoundingClientRect().width === 0) continue;
        out.add(text);
      }
      for (const el of root.querySelectorAll('[aria-label], [placeholder], [title]'))
        for (const attr of ['aria-label', 'placeholder', 'title']) {
          const value = el.getAttribute(attr)?.trim();
          if (value && !pseudo(value) && !data(value) && !inData(el)) out.add(`${attr}="${value}"`);
        }
    }
    return [...out];
  });
}

describe('every main screen in the pseudo-locale takes its words from the catalogue', () => {
  // The signed-in person's own name, code and shop are data too (the header and the welcome show them).
  const mine = async (account: Account) => {
    const me = await (
      await apiAs(account)
    ).get<{ displayName: string; code: string; userName: string }>('/api/auth/me');
    return (texts: string[]) =>
      texts.filter((t) => ![me.displayName, me.code, me.userName].some((d) => d && t.includes(d)));
  };

  test("the merchant's day", async () => {
    const page = await tabIn('en-XA', merchant.account);
    const notMine = await mine(merchant.account);
    const found: Record<string, string[]> = {};
    for (const screen of MERCHANT_SCREENS) {
      await open(page, screen);
      const texts = notMine(await textsOutsideCatalogue(page));
      if (texts.length) found[screen] = texts;
    }
    expect(found).toEqual({});
  }, 240_000);

  test("the back office's day", async () => {
    const page = await tabIn('en-XA', env.admin);
    const notMine = await mine(env.admin);
    const found: Record<string, string[]> = {};
    for (const screen of BACKEND_SCREENS) {
      await open(page, screen);
      const texts = notMine(await textsOutsideCatalogue(page));
      if (texts.length) found[screen] = texts;
    }
    expect(found).toEqual({});
  }, 240_000);
});

describe('Hindi on a 390 px phone', () => {
  test('no screen is wider than the phone and no button or badge cuts its label off', async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const problems: Record<string, { sideways: boolean; clipped: string[] }> = {};
    for (const [account, screens] of [
      [merchant.account, MERCHANT_SCREENS],
      [env.admin, BACKEND_SCREENS],
    ] as const) {
      const page = await tabIn('hi', account, PHONE);
      for (const screen of screens) {
        await open(page, screen);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
        const sideways = await pageScrollsSideways(page);
        const clipped = await clippedLabels(page);
        if (sideways || clipped.length) problems[screen] = { sideways, clipped };
        await page.screenshot({ path: path.join(SHOTS, `${screen.replace(/\//g, '_')}.png`), fullPage: true });
      }
    }
    expect(problems).toEqual({});
  }, 300_000);
});
