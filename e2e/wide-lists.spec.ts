import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { env, url, type Account } from './support/env';
import { signInViaApi } from './support/session';

// docs/decisions/0072: on a 1366 px laptop, with the sidebar, every list's first view fits its box: no
// column a user works with sits behind a sideways scroll (the rest are in the columns menu). Measured
// per list, one page load each, on whatever the demo accounts hold: a table's width is its columns'
// widths, not its rows'. A list with a first view of its own (ListDecl.show: a result, a reason) is measured
// on its tab too.

const browser = useBrowser();
const LAPTOP = { width: 1366, height: 768 };

const BACK_OFFICE = [
  '/backend/actions/nsdl-pan/physical/list',
  '/backend/actions/nsdl-pan/physical/waiting/list',
  '/backend/actions/nsdl-pan/physical/pending-verification/list',
  '/backend/actions/nsdl-pan/physical/ack/list',
  '/backend/actions/nsdl-pan/physical/incomplete/list',
  '/backend/actions/nsdl-pan/physical/rejection/list',
  '/backend/actions/nsdl-pan/physical/tin-rejection/list',
  '/backend/actions/nsdl-pan/physical/backlog-data',
  '/backend/actions/nsdl-pan/paperless/list',
  '/backend/actions/nsdl-pan/paperless/list?list=acknowledged',
  '/backend/actions/nsdl-pan/paperless/list?list=failed',
  '/backend/actions/gst/filling',
  '/backend/actions/gst/filling?list=completed',
  '/backend/actions/gst/filling?list=rejected',
  '/backend/actions/gst/registration',
  '/backend/actions/gst/registration?list=completed',
  '/backend/actions/gst/registration?list=queries',
  '/backend/actions/uti-pan/psa-list',
  '/backend/actions/uti-pan/psa-list?list=approved',
  '/backend/actions/uti-pan/psa-list?list=rejected',
  '/backend/actions/uti-pan/coupon-list',
  '/backend/actions/uti-pan/coupon-list?list=allotted',
  '/backend/actions/uti-pan/coupon-list?list=rejected',
  '/backend/actions/payments',
  '/backend/masters/package',
  '/backend/masters/bank',
  '/backend/masters/id-list',
  '/backend/settings/messages',
  '/backend/misc/courier/list',
  '/backend/privacy/access-log',
  '/backend/user-management/all-users',
  '/backend/user-management/merchant-list',
  '/backend/user-management/staff-list',
  '/backend/user-management/id-sale-list',
  '/backend/user-management/kyc',
  '/backend/user-management/registration',
];

const MERCHANT = [
  '/merchant/product/nsdl-pan/physical/list',
  '/merchant/product/nsdl-pan/physical/waiting/list',
  '/merchant/product/nsdl-pan/physical/ack/list',
  '/merchant/product/nsdl-pan/physical/hardcopy/list',
  '/merchant/product/nsdl-pan/physical/incomplete/list',
  '/merchant/product/nsdl-pan/physical/rejection/list',
  '/merchant/product/nsdl-pan/physical/tin-rejection/list',
  '/merchant/product/nsdl-pan/physical/backlog-data',
  '/merchant/product/nsdl-pan/paperless/list',
  '/merchant/product/nsdl-pan/paperless/list?list=acknowledged',
  '/merchant/product/gst/filling/list',
  '/merchant/product/gst/filling/list?list=completed',
  '/merchant/product/gst/filling/list?list=queries',
  '/merchant/product/gst/registration/list',
  '/merchant/product/gst/registration/list?list=completed',
  '/merchant/product/uti-pan/topup-list',
  '/merchant/product/Banking/cc-userlist',
  '/merchant/accounting/payment/list',
  '/merchant/misc/courier/list',
  '/merchant/misc/reports',
  '/merchant/misc/receipts',
  '/merchant/misc/collections',
  '/merchant/user-management/staff-list',
  '/merchant/user-management/frenchies-list',
];

/** Each list table on the page that is wider than its box, with how much is out of sight. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('main table'))
      .map((table) => {
        const box = table.parentElement!;
        const label = table.querySelector('caption')?.textContent ?? 'table';
        return { label, hidden: Math.ceil(table.scrollWidth - box.clientWidth) };
      })
      .filter((t) => t.hidden > 1)
      .map((t) => `"${t.label}" hides ${t.hidden} px`),
  );
}

async function measure(account: Account, paths: string[]): Promise<string[]> {
  const page = await browser.newPage();
  await page.setViewportSize(LAPTOP);
  await signInViaApi(page, account);
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(url(path));
    // The summary under a list counts its rows once the first page is in.
    await page
      .getByRole('status')
      .filter({ hasText: /^Showing .* filtered/ })
      .first()
      .waitFor();
    for (const o of await overflowing(page)) found.push(`${path}: ${o}`);
  }
  return found;
}

// A page load each: 2–3 s a list on a loaded CI machine, so the config's minute per test is too short for 36 lists.
const PER_LIST_MS = 5_000;

describe('wide lists at 1366 px', () => {
  test("the back office's lists need no sideways scroll", { timeout: BACK_OFFICE.length * PER_LIST_MS }, async () => {
    expect(await measure(env.admin, BACK_OFFICE)).toEqual([]);
  });

  test("a shop's lists need no sideways scroll", { timeout: MERCHANT.length * PER_LIST_MS }, async () => {
    expect(await measure(env.merchant, MERCHANT)).toEqual([]);
  });
});
