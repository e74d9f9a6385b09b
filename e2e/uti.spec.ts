import { describe, expect, test } from 'vitest';
import { consentOf } from '../contract/privacy/notice';
import type { Page } from 'playwright-core';
import { field, useBrowser, waitForPath } from './support/browser';
import { env, url } from './support/env';
import { apiAs, type ApiClient } from './support/api';
import { signInViaApi } from './support/session';
import { jpeg, newAadhaar, newPan, pdf } from './support/people';
import { sellingMerchant } from './support/pan';
import { agreeToPrivacyNotice, choose, tableRecords } from './support/ui';

// Browser: a PSA registration from the form to the login id the shop signs in with, and a
// coupon request allotted in part, its unallotted share back in the wallet and in the ledger statement.
// Each test has its own merchant (approved KYC, money in the wallet), so balances are exact.

const browser = useBrowser();
const M_UI = '/merchant/product/uti-pan';
const B_UI = '/backend/actions/uti-pan';
const M_API = '/api/merchant/product/uti-pan';
const B_API = '/api/backend/actions/uti-pan';

type Detail = {
  id: number;
  refNo: string;
  state: string;
  amount: number;
  result: string | null;
  allotted?: number | null;
};

const balance = (api: ApiClient) => api.get<number>('/api/merchant/accounting/closing');

/** A file into an upload row (its drop zone's input), then the row lists it once the server has checked it. */
async function upload(page: Page, label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel(`${label} file`, { exact: true }).setInputFiles(file);
  await page.getByRole('listitem', { name: file.name }).waitFor({ timeout: 30_000 });
}

/** A PSA login id of this run's own (the portal keeps them unique). */
const newPsaId = () => `UTIPSA${String(Date.now()).slice(-8)}`;

const psaData = (first: string) => ({
  firstName: first,
  lastName: 'Kulkarni',
  dob: '1990-05-14',
  gender: 'M',
  mobile: '9822012345',
  email: `${first.toLowerCase()}.kulkarni@example.in`,
  pan: newPan(),
  aadhaar: newAadhaar(),
  shopName: `${first} Digital Seva`,
  address: '12 Laxmi Road, Sadashiv Peth',
  state: 'Maharashtra',
  district: 'Pune',
  pin: '411030',
});

describe('UTI PAN', () => {
  test(
    'a PSA registration goes from the form to the login id the shop signs in with',
    { timeout: 180_000 },
    async () => {
      const m = await sellingMerchant(1000);
      const page = await browser.newPage();
      await signInViaApi(page, m.account);

      // 1. The form, from the UTI dashboard.
      await page.goto(url(M_UI));
      await page.getByTestId('psa-status').getByRole('link', { name: 'Register as PSA' }).click();
      await waitForPath(page, `${M_UI}/psa-registration`);
      await field(page, 'First name').fill('Ravi');
      await field(page, 'Last name (surname)').fill('Kulkarni');
      await field(page, 'Date of birth').fill('14/05/1990');
      await field(page, 'Date of birth').blur();
      await choose(page, 'Gender', 'Male');
      await field(page, 'Mobile number').fill('9822012345');
      await field(page, 'Email address').fill('ravi.kulkarni@example.in');
      await field(page, 'PAN').fill(newPan());
      await field(page, 'Aadhaar number').fill(newAadhaar());
      await field(page, 'Shop name').fill('Ravi Digital Seva');
      await field(page, 'Shop address').fill('12 Laxmi Road, Sadashiv Peth');
      await choose(page, 'State', 'Maharashtra');
      await field(page, 'District').fill('Pune');
      await field(page, 'PIN code').fill('411030');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await waitForPath(page, new RegExp(`^${M_UI}/psa-registration/\\d+$`));
      const id = Number(new URL(page.url()).pathname.split('/').pop());

      // 2. The two documents, checked by content on the server; then the summary with the price.
      await upload(page, 'PAN card of the applicant', {
        name: 'pan-card.jpg',
        mimeType: 'image/jpeg',
        buffer: await jpeg({ r: 40, g: 80, b: 160 }, 300),
      });
      await upload(page, 'Aadhaar card of the applicant', {
        name: 'aadhaar.pdf',
        mimeType: 'application/pdf',
        buffer: await pdf('Aadhaar card'),
      });
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await waitForPath(page, `${M_UI}/psa-loginid`);
      const before = await balance(m.api);
      const price = (await m.api.get<Detail>(`${M_API}/psa/${id}`)).amount;
      expect(price).toBeGreaterThan(0);
      await agreeToPrivacyNotice(page);
      await expect.poll(() => page.getByRole('button', { name: 'Submit request' }).isEnabled()).toBe(true);
      await page.getByRole('button', { name: 'Submit request' }).click();
      await page
        .getByTestId('psa-status')
        .getByText(/Waiting for approval/)
        .first()
        .waitFor();
      expect(await balance(m.api)).toBeCloseTo(before - price, 2);

      // 3. The back office approves it from its work list, beside the documents, with the PSA login id.
      const staff = await browser.newPage();
      await signInViaApi(staff, env.staff);
      await staff.goto(url(`${B_UI}/psa-list`));
      const refNo = (await m.api.get<Detail>(`${M_API}/psa/${id}`)).refNo;
      await staff.getByRole('link', { name: `Review ${refNo}` }).click();
      await waitForPath(staff, `${B_UI}/psa-list/${id}`);
      await staff.getByTestId('files-merchant').getByText('aadhaar.pdf', { exact: false }).first().waitFor();
      const psaId = newPsaId();
      const approve = staff.getByRole('form', { name: 'Approve with PSA login id' });
      await approve.getByRole('textbox', { name: /^PSA login id/ }).fill(psaId.toLowerCase());
      await approve.getByRole('button', { name: 'Approve' }).click();
      await staff.getByTestId('psa-id').getByText(psaId).waitFor();

      // 4. The shop sees its login id, the day and how to sign in; charged once for all of it.
      await page.reload();
      await expect.poll(() => page.getByTestId('psa-login-id').innerText()).toBe(psaId);
      await page.getByTestId('how-to-sign-in').getByRole('link', { name: 'Open the PSA portal' }).waitFor();
      expect(await balance(m.api)).toBeCloseTo(before - price, 2);
    },
  );

  test(
    'a coupon request allotted in part refunds the coupons not allotted, shown in the ledger statement',
    { timeout: 180_000 },
    async () => {
      const m = await sellingMerchant(1000);
      // An approved PSA registration first, through the same API the screens use.
      const draft = await m.api.post<Detail>(`${M_API}/psa`, { data: psaData('Sunita') });
      await m.api.upload(`${M_API}/psa/${draft.id}/files`, {
        kind: 'pan_card',
        file: { name: 'pan.jpg', type: 'image/jpeg', data: await jpeg() },
      });
      await m.api.upload(`${M_API}/psa/${draft.id}/files`, {
        kind: 'aadhaar_card',
        file: { name: 'aadhaar.pdf', type: 'application/pdf', data: await pdf('Aadhaar') },
      });
      await m.api.post(`${M_API}/psa/${draft.id}/submit`, { consent: consentOf('en') });
      const staffApi = await apiAs(env.staff);
      await staffApi.post(`${B_API}/psa/${draft.id}/approve`, { psaId: newPsaId() });

      // 1. The shop asks for 5 physical-card coupons; the price is the package's rate × 5, taken at once.
      const page = await browser.newPage();
      await signInViaApi(page, m.account);
      await page.goto(url(`${M_UI}/topup-list`));
      const form = page.getByTestId('coupon-request');
      await form.getByRole('radio', { name: 'Physical PAN card' }).check();
      await form.getByRole('textbox', { name: /Number of coupons/ }).fill('5');
      const before = await balance(m.api);
      await form.getByRole('button', { name: 'Request coupons' }).click();
      const row = page
        .getByRole('row')
        .filter({ hasText: /UC\d{10}/ })
        .first();
      await row.getByText('Requested').waitFor();
      const refNo = (await row.innerText()).match(/UC\d{10}/)![0];
      const price = before - (await balance(m.api));
      expect(price).toBeGreaterThan(0);

      // 2. The back office allots 3: the screen says what goes back before it is done.
      const staff = await browser.newPage();
      await signInViaApi(staff, env.staff);
      await staff.goto(url(`${B_UI}/coupon-list`));
      await staff.getByRole('link', { name: `Review ${refNo}` }).click();
      await waitForPath(staff, new RegExp(`^${B_UI}/coupon-list/\\d+$`));
      const allot = staff.getByRole('form', { name: 'Allot coupons' });
      await allot.getByRole('textbox', { name: /order reference/ }).fill(`ORD-${String(Date.now()).slice(-8)}`);
      await allot.getByRole('textbox', { name: /Coupons allotted/ }).fill('3');
      const refund = Math.round(((price * 2) / 5) * 100) / 100;
      await allot
        .getByTestId('allot-refund')
        .getByText(/2 not allotted/)
        .waitFor();
      await allot.getByRole('button', { name: 'Allot' }).click();
      await staff.getByTestId('allotted').getByText('3 of 5').waitFor();

      // 3. The shop's wallet has the 2 coupons' share back, once, and its statement says so.
      expect(await balance(m.api)).toBeCloseTo(before - price + refund, 2);
      await page.reload();
      await row.getByText('Allotted').waitFor();
      const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
      await page.goto(url(`/merchant/misc/reports?from=${today}&to=${today}&size=100`));
      const table = page.getByRole('table', { name: `Ledger statement ${today} to ${today}` });
      await table.waitFor();
      await expect
        .poll(async () => (await tableRecords(table)).filter((r) => r.Particulars?.includes(refNo)).length)
        .toBe(2);
      const lines = (await tableRecords(table)).filter((r) => r.Particulars.includes(refNo));
      const charge = lines.find((r) => /UTI PAN coupons/.test(r.Particulars))!;
      const back = lines.find((r) => /Refund/.test(r.Particulars))!;
      expect(back.Particulars).toContain('2 of 5 coupons not allotted');
      expect(amount(charge.Dr)).toBeCloseTo(price, 2);
      expect(amount(back.Cr)).toBeCloseTo(refund, 2);
      // Both under UTI's own name, not a generic "service request".
      expect(charge.Type).toMatch(/UTI/);
      expect(back.Type).toMatch(/UTI/);
    },
  );
});

/** '₹1,234.50/-' → 1234.5 */
function amount(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}
