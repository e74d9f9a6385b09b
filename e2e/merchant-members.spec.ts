import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { field, useBrowser, waitForPath } from './support/browser';
import { url } from './support/env';
import { sellingMerchant } from './support/pan';
import { signInViaApi, signInViaForm } from './support/session';
import { choose, detailValues, searchTable, tableRecords } from './support/ui';

// docs/product.md#merchant-portal user-management, franchise members: the owner adds one, finds it in its Member List with its
// own empty wallet and no KYC, opens it; the member signs in on its own and sees its own balance (not the
// owner's ₹1,000); the owner deactivates it and the member is signed out.

const browser = useBrowser();
const UM = '/merchant/user-management';

/** Badges are upper-cased by CSS, which innerText reflects; compare their words, not their case. */
const words = (r: Record<string, string>) =>
  Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v.toLowerCase()]));

async function headerBalance(page: Page): Promise<string> {
  await expect.poll(() => page.getByTestId('header-balance').getAttribute('data-state')).toBe('idle');
  return (await page.getByTestId('header-balance-value').innerText()).trim();
}

describe('franchise members', () => {
  test(
    'the owner adds a member, lists and opens it; the member signs in to its own wallet; the owner deactivates it',
    { timeout: 120_000 },
    async () => {
      const owner = await sellingMerchant(1000);
      const member = { userName: `member.${Date.now().toString(36)}`, password: 'Franchise-pass-7' };
      const page = await browser.newPage();
      await signInViaApi(page, owner.account);

      // 1. Add Member, from the side menu.
      await page.goto(url('/merchant'));
      await page.getByRole('button', { name: 'User Management' }).click();
      await page.getByRole('link', { name: 'Add Member' }).click();
      await waitForPath(page, `${UM}/add-frenchies`);
      await field(page, 'Name').fill('Sunita Jadhav');
      await field(page, 'User name').fill(member.userName);
      await field(page, 'Email').fill('sunita.jadhav@example.in');
      await field(page, 'Mobile').fill('9822012345');
      await field(page, 'Password').fill(member.password);
      await field(page, 'Confirm password').fill('Franchise-pass-8');
      await field(page, 'Shop name').fill('Jadhav Xerox');
      await field(page, 'Address line 1').fill('Shop 4, Laxmi Road');
      await field(page, 'District or city').fill('Pune');
      await choose(page, 'State or union territory', 'Maharashtra');
      await field(page, 'PIN code').fill('411030');
      await page.getByRole('button', { name: 'Add Member' }).click();
      await page.getByText('The two passwords do not match').waitFor();
      await field(page, 'Confirm password').fill(member.password);
      await page.getByRole('button', { name: 'Add Member' }).click();
      await waitForPath(page, new RegExp(`^${UM}/view-frenchies/\\d+$`));
      const memberPage = new URL(page.url()).pathname;
      await page.getByRole('heading', { name: 'Sunita Jadhav' }).waitFor();
      expect(await page.getByTestId('member-balance').innerText()).toBe('₹0.00/-');

      // 2. The Member List shows it with its own ₹0.00 and no KYC yet; its code opens it.
      await page.getByRole('link', { name: 'Member List' }).first().click();
      await waitForPath(page, `${UM}/frenchies-list`);
      await searchTable(page, member.userName);
      const table = page.getByRole('table').first();
      // Found by its user name, which waits in the columns menu with the contact details (decision 0072).
      await table.getByText('Sunita Jadhav').waitFor();
      const rows = await tableRecords(table);
      expect(rows).toHaveLength(1);
      expect(words(rows[0])).toMatchObject(
        words({
          Name: 'Sunita Jadhav',
          Balance: '₹0.00/-',
          KYC: 'Not submitted',
          Status: 'Active',
        }),
      );
      await table.getByRole('link', { name: rows[0].Code }).click();
      await waitForPath(page, memberPage);
      await page.getByRole('heading', { name: 'Sunita Jadhav' }).waitFor();
      const details = await detailValues(page);
      expect(words(details)).toMatchObject(
        words({
          'User name': member.userName,
          Code: rows[0].Code,
          KYC: 'Not submitted',
          Shop: 'Jadhav Xerox',
          State: 'Maharashtra 411030',
        }),
      );
      await page.getByText('No applications yet.').waitFor();
      await page.getByText('No wallet entries yet.').waitFor();
      // The owner's own header still shows the owner's wallet.
      expect(await headerBalance(page)).toBe('₹1,000.00/-');

      // 3. The member signs in, in another tab, to its own (empty) wallet.
      const memberTab = await browser.newPage();
      await signInViaForm(memberTab, member);
      await waitForPath(memberTab, /^\/merchant/);
      expect(await headerBalance(memberTab)).toBe('₹0.00/-');
      // A franchise member has no User Management of its own.
      await memberTab.getByRole('link', { name: 'Dashboard' }).first().waitFor();
      expect(await memberTab.getByRole('button', { name: 'User Management' }).count()).toBe(0);

      // 4. The owner deactivates it, after confirming; the member is signed out at its next step.
      await page.getByRole('button', { name: 'Deactivate' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(`Deactivate Sunita Jadhav (${rows[0].Code})?`).waitFor();
      await dialog.getByRole('button', { name: 'Deactivate' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Activate', exact: true }).waitFor();
      expect(words(await detailValues(page)).Status).toBe('inactive');
      await memberTab.reload();
      await waitForPath(memberTab, '/auth/login');
    },
  );
});
