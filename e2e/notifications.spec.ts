import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { NOTIFICATIONS_API, type NotificationList } from '../contract/notifications';
import { PAYMENTS_API } from '../contract/payments';
import { consentOf } from '../contract/privacy/notice';
import { UTI_API } from '../contract/uti';
import { useBrowser, waitForPath } from './support/browser';
import { env, url } from './support/env';
import { apiAs } from './support/api';
import { sellingMerchant } from './support/pan';
import { approvedMerchantViaApi, jpeg, newAadhaar, newPan, pdf } from './support/people';
import { signInViaApi } from './support/session';
import { daysAgo } from './support/ui';

// Browser: the back office approves a shop's payment request while the shop's page is
// open; the shop's bell count goes up without a reload, a toast says so, and the bell's panel leads to the
// request. A fresh merchant, so its bell holds only what this test makes.

const browser = useBrowser();

/**
 * Resolves once the tab's notification stream has delivered its first event (the state on opening), so
 * what happens next is news to the tab rather than part of what it found. Read from the browser's own
 * network log: the stream is a long response whose bytes arrive event by event.
 */
async function streamFirstEvent(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let streamId: string | null = null;
  let bytes = 0;
  cdp.on('Network.responseReceived', (e) => {
    if (new URL(e.response.url).pathname === NOTIFICATIONS_API.stream && e.response.status === 200)
      streamId = e.requestId;
  });
  cdp.on('Network.dataReceived', (e) => {
    if (e.requestId === streamId) bytes += e.dataLength;
  });
  // 'retry: 5000' is 13 bytes; an event with its data is well over 40.
  return () => expect.poll(() => bytes, { timeout: 15_000 }).toBeGreaterThan(40);
}

describe('the bell', () => {
  test(
    "a payment approval raises the merchant's bell count without a reload, with a toast, and the panel leads to the request",
    { timeout: 120_000 },
    async () => {
      const merchant = await approvedMerchantViaApi('Meena');
      const account = { userName: merchant.userName, password: merchant.password };
      const shop = await apiAs(account);
      const admin = await apiAs(env.admin);
      const staff = await apiAs(env.staff);

      // A payment request the shop made, waiting for the back office.
      const bank = await admin.post<{ id: number }>('/api/backend/masters/bank', {
        bankName: 'State Bank of India',
        holder: 'PAN Seva Kendra Services',
        accountNo: String(Date.now()).slice(-12),
        ifsc: 'SBIN0001234',
        branch: 'Shivajinagar, Pune',
      });
      const utr = `UTR${Date.now().toString(36).toUpperCase()}`;
      const request = await shop.upload<{ id: number; refNo: string }>(PAYMENTS_API.merchant, {
        bankId: String(bank.id),
        amount: '5000',
        mode: 'NEFT',
        utr,
        depositDate: daysAgo(1),
        slip: { name: 'slip.jpg', type: 'image/jpeg', data: await jpeg({ r: 240, g: 240, b: 230 }, 200) },
      });
      const before = (await shop.get<NotificationList>(NOTIFICATIONS_API.list)).unread;

      // The shop's dashboard is open, its bell showing what was there.
      const page = await browser.newPage();
      await signInViaApi(page, account);
      const opened = await streamFirstEvent(page);
      await page.goto(url('/merchant'));
      const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
      await expect
        .poll(() => bell.getAttribute('aria-label'))
        .toBe(before ? `Notifications, ${before} unread` : 'Notifications');
      await opened();
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

      // Staff approve it through the API (the screen's own call).
      await staff.post(`${PAYMENTS_API.backend}/${request.id}/approve`);

      // The count goes up, and one toast tells what happened, without the page being loaded again.
      await expect
        .poll(() => bell.getAttribute('aria-label'), { timeout: 15_000 })
        .toBe(`Notifications, ${before + 1} unread`);
      const toast = page
        .locator('.mantine-Notifications-root')
        .getByRole('alert')
        .filter({ hasText: /approved/ });
      await toast.waitFor();
      expect(await toast.count()).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

      // The panel lists it first; it leads to the payment request's page and is read from then on.
      const [latest] = (await shop.get<NotificationList>(NOTIFICATIONS_API.list)).items;
      expect(latest.title).toMatch(/approved$/);
      expect(latest.link).toMatch(/^\/merchant\/accounting\/payment/);
      await bell.click();
      const panel = page.getByRole('dialog');
      await panel.getByRole('heading', { name: 'Notifications' }).waitFor();
      const item = panel.getByRole('link', {
        name: new RegExp(`^${latest.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      });
      expect(await item.getAttribute('href')).toBe(latest.link);
      await item.click();
      await waitForPath(page, new URL(latest.link, env.baseUrl).pathname);
      await panel.waitFor({ state: 'hidden' });
      await expect
        .poll(() => bell.getAttribute('aria-label'))
        .toBe(before ? `Notifications, ${before} unread` : 'Notifications');
      const after = await shop.get<NotificationList>(NOTIFICATIONS_API.list);
      expect(after.items.find((n) => n.id === latest.id)?.readAt).not.toBeNull();
    },
  );

  test(
    "the shop's open PSA page shows the login id the back office issued, as the bell announces it, without a reload",
    { timeout: 120_000 },
    async () => {
      // A PSA registration submitted and waiting, through the API the screens use.
      const m = await sellingMerchant(1000);
      const api = UTI_API.merchant;
      const draft = await m.api.post<{ id: number }>(`${api}/psa`, {
        data: {
          firstName: 'Lata',
          lastName: 'Deshmukh',
          dob: '1988-03-02',
          gender: 'F',
          mobile: '9822054321',
          email: 'lata.deshmukh@example.in',
          pan: newPan(),
          aadhaar: newAadhaar(),
          shopName: 'Lata Digital Seva',
          address: '4 Tilak Road, Sadashiv Peth',
          state: 'Maharashtra',
          district: 'Pune',
          pin: '411030',
        },
      });
      await m.api.upload(`${api}/psa/${draft.id}/files`, {
        kind: 'pan_card',
        file: { name: 'pan.jpg', type: 'image/jpeg', data: await jpeg() },
      });
      await m.api.upload(`${api}/psa/${draft.id}/files`, {
        kind: 'aadhaar_card',
        file: { name: 'aadhaar.pdf', type: 'application/pdf', data: await pdf('Aadhaar') },
      });
      await m.api.post(`${api}/psa/${draft.id}/submit`, { consent: consentOf('en') });

      // The shop's PSA login id page is open, saying it waits.
      const page = await browser.newPage();
      await signInViaApi(page, m.account);
      const opened = await streamFirstEvent(page);
      await page.goto(url('/merchant/product/uti-pan/psa-loginid'));
      await page.getByTestId('uti-state').getByText('Waiting for approval').waitFor();
      await opened();
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

      // Staff approve it with a login id (the review screen's own call).
      const psaId = `UTIPSA${String(Date.now()).slice(-8)}`;
      const staff = await apiAs(env.staff);
      await staff.post(`${UTI_API.backend}/psa/${draft.id}/approve`, { psaId });

      // The toast and the page say the same thing, in the same document.
      await page
        .locator('.mantine-Notifications-root')
        .getByRole('alert')
        .filter({ hasText: /PSA/ })
        .waitFor({ timeout: 15_000 });
      await expect.poll(() => page.getByTestId('psa-login-id').innerText(), { timeout: 15_000 }).toBe(psaId);
      await page.getByTestId('uti-state').getByText('Approved').waitFor();
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    },
  );

  test(
    'on a 390 px phone the bell is in the header, opens by keyboard, and its panel fits the screen',
    { timeout: 60_000 },
    async () => {
      const page = await browser.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      await signInViaApi(page, env.merchant);
      await page.goto(url('/merchant'));
      const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
      await bell.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog');
      await panel.getByRole('heading', { name: 'Notifications' }).waitFor();
      const box = await panel.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, `panel at ${JSON.stringify(box)}`).toBe(true);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      await expect.poll(() => bell.evaluate((el) => el === document.activeElement)).toBe(true);
    },
  );
});
