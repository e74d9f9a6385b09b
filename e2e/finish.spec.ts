import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { field, useBrowser, waitForPath } from './support/browser';
import { env, url } from './support/env';
import { apiAs } from './support/api';
import { signInViaApi } from './support/session';
import { daysAgo, searchTable, tableRecords } from './support/ui';

// "Looks unfinished": a success toast no longer stands in the way of the next button, and a
// list the merchant has open follows a decision taken in the back office without reloading the page.

const browser = useBrowser();
const M_UI = '/merchant/product/nsdl-pan/physical';

/** The laptop of the report: 1366 × 768. */
async function laptopPage(): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  return page;
}

type Box = { x: number; y: number; width: number; height: number };
/** Whether `cover` lies over the middle of `target`, where a click on it lands. */
const coversMiddle = (cover: Box, target: Box) => {
  const [x, y] = [target.x + target.width / 2, target.y + target.height / 2];
  return cover.x <= x && x <= cover.x + cover.width && cover.y <= y && y <= cover.y + cover.height;
};

/** What a click at the middle of `target` lands on: the target itself (or inside it), or whatever lies on top. */
async function landsOn(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !!hit && (hit === el || el.contains(hit));
  });
}

describe('notifications', () => {
  test(
    'right after "Draft saved" the toast lies over "Save and continue", and pressing it at once goes on',
    { timeout: 90_000 },
    async () => {
      const page = await laptopPage();
      await signInViaApi(page, env.merchant);
      await page.goto(url(`${M_UI}/individual/N/apply`));
      await page.getByRole('radio', { name: 'Shri', exact: true }).check();
      await field(page, 'Last name (surname)').fill('Kulkarni');
      await field(page, 'First name').fill('Anand');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await waitForPath(page, new RegExp(`^${M_UI}/individual/N/apply/\\d+$`));
      const id = Number(new URL(page.url()).pathname.split('/').pop());

      const toast = page.locator('.mantine-Notifications-root').getByRole('alert').filter({ hasText: 'Draft saved' });
      await toast.waitFor();
      const next = page.getByRole('button', { name: 'Save and continue' });
      // The situation of the report: once it has slid in, the 4-second toast lies over the next button...
      await expect
        .poll(async () => coversMiddle((await toast.boundingBox())!, (await next.boundingBox())!), { timeout: 2000 })
        .toBe(true);
      // ...and a click there still reaches the button.
      expect(await landsOn(next)).toBe(true);
      // Well inside the toast's 4 s: Playwright refuses to click through an element that takes the click.
      await next.click({ timeout: 2000 });
      await waitForPath(page, `${M_UI}/pre-submit/${id}`);
      await page.getByRole('heading', { name: 'Check and submit' }).waitFor();
    },
  );
});

describe('lists follow the back office', () => {
  test(
    "the merchant's open Payment List turns Approved on the header's balance reload, without reloading the page",
    { timeout: 90_000 },
    async () => {
      const admin = await apiAs(env.admin);
      const bank = await admin.post<{ id: number }>('/api/backend/masters/bank', {
        bankName: 'Bank of Baroda',
        holder: 'PAN Seva Kendra Services',
        accountNo: String(Date.now()).slice(-12),
        ifsc: 'BARB0CAMPXX',
        branch: 'Camp, Pune',
      });
      const merchant = await apiAs(env.merchant);
      const utr = `UTR${Date.now().toString(36).toUpperCase()}F1`;
      const request = await merchant.upload<{ id: number; refNo: string }>('/api/merchant/accounting/payment', {
        bankId: String(bank.id),
        amount: '321.50',
        mode: 'UPI',
        utr,
        depositDate: daysAgo(1),
      });

      const page = await laptopPage();
      await signInViaApi(page, env.merchant);
      await page.goto(url('/merchant/accounting/payment/list'));
      await searchTable(page, request.refNo);
      const table = page.getByRole('table');
      await expect
        .poll(async () => (await tableRecords(table)).map((r) => [r['Ref No'], r.Status.toLowerCase(), r.Amount]))
        .toEqual([[request.refNo, 'pending', '₹321.50/-']]);

      const staff = await apiAs(env.staff);
      await staff.post(`/api/backend/actions/payments/${request.id}/approve`);

      await page.getByRole('button', { name: 'Reload balance' }).click();
      await expect
        .poll(async () => (await tableRecords(table)).map((r) => r.Status.toLowerCase()))
        .toEqual(['approved']);
    },
  );
});
