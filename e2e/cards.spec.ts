import { describe, expect, test } from 'vitest';
import { useBrowser, field } from './support/browser';
import { env, url } from './support/env';
import { approvedMerchantViaApi } from './support/people';
import { signInViaApi } from './support/session';
import { agreeToPrivacyNotice, searchTable, tableRecords } from './support/ui';

// Browser: a credit card referral opens the partner's page in a new tab (the built-in
// test partner page: the e2e install saves no card partner) and appears in the shop's list and in the
// back office's. A fresh merchant and a mobile number of this run's own, so the 30-day rule never bites.

const browser = useBrowser();
const mobile = () => `9${String(Date.now()).slice(-9)}`;

describe('credit cards and loans', () => {
  test(
    "a credit card referral opens the partner's page in a new tab and appears in both lists",
    { timeout: 120_000 },
    async () => {
      const merchant = await approvedMerchantViaApi('Kiran');
      const mobileNo = mobile();
      const page = await browser.newPage();
      await signInViaApi(page, { userName: merchant.userName, password: merchant.password });

      // 1. The sidebar's Credit Cards & Loan leads to the credit card form; its info dialog gives docs/product.md#cards-and-loans.
      await page.goto(url('/merchant'));
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menu.getByText('Pan & Services', { exact: true }).click();
      // The group opens with an animation that a click can land in the middle of: the entry's address is
      // what the sidebar promises, so it is read, then followed.
      const entry = menu.getByRole('link', { name: 'Credit Cards & Loan' });
      await entry.waitFor();
      const href = await entry.getAttribute('href');
      expect(href).toBe('/merchant/product/Banking/credit-card');
      await page.goto(url(href!));
      await page.getByRole('heading', { name: 'Credit Card', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Info' }).click();
      const dialog = page.getByRole('dialog', { name: 'Credit Card' });
      // The dialog's content arrives with its opening transition: read the list once it is there.
      await expect
        .poll(() => dialog.getByRole('listitem').allInnerTexts())
        .toEqual(['Up to 5 percent cashback', '15 plus banks', 'Minimum age 21']);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // 2. Apply: the partner's page opens in a new tab with the request's reference.
      await field(page, 'Customer name').fill('Pooja Deshmukh');
      await field(page, 'Mobile number').fill(mobileNo);
      await agreeToPrivacyNotice(page);
      const [partner] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('button', { name: 'Apply' }).click(),
      ]);
      await partner.waitForURL(/\/api\/card-partner-sandbox\/CC\d{10}$/);
      const refNo = partner.url().split('/').pop()!;
      await partner.getByText('This is a test page, not a real card partner.').waitFor();
      expect(await partner.getByText(merchant.code, { exact: true }).count()).toBe(1);
      await partner.close();
      await page.getByTestId('card-apply-done').getByText(`Request ${refNo} recorded`).waitFor();

      // The same customer again: told so, nothing recorded twice.
      await field(page, 'Customer name').fill('Pooja Deshmukh');
      await field(page, 'Mobile number').fill(mobileNo);
      await agreeToPrivacyNotice(page);
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText(/^This mobile number already applied for the Credit Card on /).waitFor();
      // The tab opened for the refused request is closed again.
      await expect
        .poll(
          () =>
            browser.context.pages().filter((p) => p.url().includes('card-partner-sandbox') || p.url() === 'about:blank')
              .length,
        )
        .toBe(0);

      // 3. The shop's list.
      await page.getByRole('link', { name: 'My Requests' }).click();
      const mine = page.getByRole('table', { name: 'Card and loan requests' });
      await searchTable(page, mobileNo);
      await expect
        .poll(async () => (await tableRecords(mine)).map((r) => [r['Ref No'], r.Name, r['Mobile No'], r.Card]))
        .toEqual([[refNo, 'Pooja Deshmukh', mobileNo, 'Credit Card']]);

      // 4. The back office's list, with the shop's code.
      const admin = await browser.newPage();
      await signInViaApi(admin, env.admin);
      await admin.goto(url('/backend/actions/user-list'));
      const all = admin.getByRole('table', { name: 'Credit card requests' });
      await searchTable(admin, mobileNo);
      await expect
        .poll(async () => (await tableRecords(all)).map((r) => [r['Ref No'], r['Merchant Code'], r.Card]))
        .toEqual([[refNo, merchant.code, 'Credit Card']]);
    },
  );
});
