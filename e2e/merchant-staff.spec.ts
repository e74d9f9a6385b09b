import { describe, expect, test } from 'vitest';
import { STAFF_SERVICES } from '../contract/staff-permissions';
import { field, useBrowser, waitForPath } from './support/browser';
import { url } from './support/env';
import { sellingMerchant } from './support/pan';
import { apiLogin, signInViaApi, signInViaForm } from './support/session';
import { tableRecords } from './support/ui';

// docs/product.md#merchant-portal user-management: a shop owner adds a staff account with NSDL PAN ticked, finds it in the
// Staff List and opens it; the staff member signs in in another tab and works on NSDL PAN; the owner
// deactivates the account and the staff member's tab is sent back to sign-in.

const browser = useBrowser();
const UM = '/merchant/user-management';

describe('merchant staff accounts', () => {
  test(
    'the owner adds a staff member who can work on NSDL PAN, then deactivates it',
    { timeout: 180_000 },
    async () => {
      const owner = await sellingMerchant(500);
      const staff = { userName: `staff.${Date.now().toString(36)}`, password: 'Counter-desk-7' };

      // 1. Add Staff, from the side menu.
      const page = await browser.newPage();
      await signInViaApi(page, owner.account);
      await page.goto(url('/merchant'));
      await page
        .getByRole('button', { name: 'User Management' })
        .click()
        .catch(() => undefined);
      await page.getByRole('link', { name: 'Add Staff' }).first().click();
      await waitForPath(page, `${UM}/staff/new`);
      await field(page, 'Name').fill('Ravi Kulkarni');
      await field(page, 'User name').fill(staff.userName);
      await field(page, 'Email').fill('ravi.staff@example.in');
      await field(page, 'Mobile').fill('9822012345');
      await field(page, 'Password').fill(staff.password);
      await field(page, 'Confirm password').fill(staff.password);
      await page.getByRole('checkbox', { name: STAFF_SERVICES[0].label }).check();
      await page.getByRole('button', { name: 'Add Staff' }).click();

      // 2. Its page: details and the ticked service.
      await waitForPath(page, new RegExp(`^${UM}/staff/\\d+$`));
      const viewPath = new URL(page.url()).pathname;
      await page.getByRole('heading', { name: 'Ravi Kulkarni' }).waitFor();
      await page.getByText(`can now sign in as ${staff.userName}`).waitFor();
      await page.getByRole('list', { name: 'Services' }).getByText(STAFF_SERVICES[0].label).waitFor();

      // 3. The Staff List shows it; its name opens it.
      await page.getByRole('link', { name: 'Back to Staff List' }).click();
      await waitForPath(page, `${UM}/staff-list`);
      const link = page.getByRole('link', { name: 'Ravi Kulkarni', exact: true });
      await link.waitFor();
      const rows = await tableRecords(page.locator('table').first());
      const row = rows.find((r) => r['User name'] === staff.userName);
      expect(row).toMatchObject({
        Name: 'Ravi Kulkarni',
        Mobile: '9822012345',
        Services: STAFF_SERVICES[0].short,
        Status: expect.stringMatching(/^active$/i),
      });
      await link.click();
      await waitForPath(page, viewPath);

      // 4. The staff member signs in in another tab and opens NSDL PAN.
      const staffPage = await browser.newPage();
      await signInViaForm(staffPage, staff);
      await staffPage.goto(url('/merchant/product/nsdl-pan'));
      await staffPage.getByRole('heading', { name: 'Applications by status', exact: true }).waitFor();
      // Staff have no user management.
      expect(await staffPage.getByRole('button', { name: 'User Management' }).count()).toBe(0);

      // 5. The owner deactivates the account, after confirming.
      await page.getByRole('heading', { name: 'Ravi Kulkarni' }).waitFor();
      await page.getByRole('button', { name: 'Deactivate' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Activate', exact: true }).waitFor();
      await page.getByText('Ravi Kulkarni has been signed out and cannot sign in.').waitFor();

      // 6. The staff member's next action sends the tab to sign-in; signing in again is refused.
      await staffPage.reload();
      await waitForPath(staffPage, '/auth/login');
      await expect(apiLogin(staff)).rejects.toThrow(/403/);
    },
  );
});
