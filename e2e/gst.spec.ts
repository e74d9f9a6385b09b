import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { gstinCheckChar, periodOptions } from '../contract/gst';
import { todayInIndia } from '../contract/couriers';
import { field, useBrowser, waitForPath } from './support/browser';
import { env, url } from './support/env';
import type { ApiClient } from './support/api';
import { signInViaApi } from './support/session';
import { agreeToPrivacyNotice, choose, chooseFile, downloadOf } from './support/ui';
import { jpeg, newAadhaar, newPan, pdf } from './support/people';
import { sellingMerchant } from './support/pan';

// Browser: a GST registration from the form to completion with a query in the middle, and a
// return filing rejected and refunded. Each test has its own merchant (approved KYC, money in the
// wallet), so balances are exact.

const browser = useBrowser();
const M_UI = '/merchant/product/gst';
const B_UI = '/backend/actions/gst';
const M_API = '/api/merchant/product/gst';

type Detail = { id: number; refNo: string; state: string; amount: number; result: string | null };

const balance = (api: ApiClient) => api.get<number>('/api/merchant/accounting/closing');

/** A file into an upload row (its drop zone's input), then the row lists it once the server has checked it. */
async function upload(page: Page, label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel(`${label} file`, { exact: true }).setInputFiles(file);
  await page.getByRole('listitem', { name: file.name }).waitFor({ timeout: 30_000 });
}

/** A 15-character ARN unique to this run: 'AA', the state code, MMYY, six digits and a check character. */
function newArn(): string {
  const [y, m] = todayInIndia().split('-');
  return `AA27${m}${y.slice(2)}${String(Date.now()).slice(-6)}7`;
}

const idFrom = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

describe('GST', () => {
  test(
    'a registration goes from the form to completion, with a query answered in the middle',
    { timeout: 240_000 },
    async () => {
      const m = await sellingMerchant(2000);
      const page = await browser.newPage();
      await signInViaApi(page, m.account);

      // 1. The form, from the GST dashboard: a proprietorship, its proprietor signing.
      await page.goto(url(M_UI));
      await page.getByRole('link', { name: 'New GST registration' }).click();
      await waitForPath(page, `${M_UI}/registration`);
      const pan = newPan();
      await field(page, 'Legal name of the business (as in PAN)').fill('Meera Joshi');
      await field(page, 'Trade name').fill('Joshi Xerox and Stationery');
      await choose(page, 'Constitution of business', 'Proprietorship');
      await field(page, 'PAN of the business').fill(pan);
      await field(page, 'Date of commencement of business').fill('01/04/2024');
      await field(page, 'Date of commencement of business').blur();
      await choose(page, 'State', 'Maharashtra');
      await field(page, 'District').fill('Pune');
      await field(page, 'Building / flat no and street').fill('14 Tilak Road');
      await field(page, 'Town / city').fill('Pune');
      await field(page, 'PIN code').fill('411030');
      await page.getByLabel('Proprietor 1: full name').fill('Meera Joshi');
      await page.getByLabel('Proprietor 1: PAN').fill(pan);
      await page.getByLabel('Proprietor 1: Aadhaar number').fill(newAadhaar());
      await page.getByLabel('Proprietor 1: mobile number').fill('9822055501');
      await page.getByLabel('Proprietor 1: email address').fill('meera.joshi@example.in');
      await page.getByRole('button', { name: 'Same as Meera Joshi' }).click();
      await field(page, 'Account number').fill('60123456789');
      await field(page, 'IFSC').fill('MAHB0000123');
      await field(page, 'Name of the bank').fill('Bank of Maharashtra');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page
        .getByTestId('draft-created')
        .getByText(/GR\d{10}/)
        .waitFor();
      await waitForPath(page, new RegExp(`^${M_UI}/registration/\\d+$`));
      const id = idFrom(page);

      // 2. Documents, checked by content on the server; then the summary with the price and the balance.
      await upload(page, 'PAN card of the business', {
        name: 'pan-card.pdf',
        mimeType: 'application/pdf',
        buffer: await pdf('PAN card'),
      });
      await upload(page, 'Proof of the place of business (rent agreement, electricity bill or property tax receipt)', {
        name: 'electricity-bill.pdf',
        mimeType: 'application/pdf',
        buffer: await pdf('MSEDCL bill'),
      });
      await upload(page, 'Photograph of each person listed', {
        name: 'meera.jpg',
        mimeType: 'image/jpeg',
        buffer: await jpeg({ r: 90, g: 60, b: 40 }, 300),
      });
      await upload(page, 'Bank proof (cancelled cheque, passbook first page or statement)', {
        name: 'cheque.jpg',
        mimeType: 'image/jpeg',
        buffer: await jpeg({ r: 20, g: 60, b: 160 }, 400),
      });
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await waitForPath(page, `${M_UI}/registration/view/${id}`);
      const before = await balance(m.api);
      const price = (await m.api.get<Detail>(`${M_API}/registration/${id}`)).amount;
      expect(price).toBeGreaterThan(0);
      await page.getByTestId('balance').getByText(/₹/).waitFor();
      await agreeToPrivacyNotice(page);
      await expect.poll(() => page.getByRole('button', { name: 'Submit request' }).isEnabled()).toBe(true);
      await page.getByRole('button', { name: 'Submit request' }).click();
      await page.getByTestId('gst-state').getByText('Submitted').waitFor();
      expect(await balance(m.api)).toBeCloseTo(before - price, 2);

      // 3. The back office picks it up beside the documents and asks for a clearer address proof.
      const staff = await browser.newPage();
      await signInViaApi(staff, env.staff);
      await staff.goto(url(`${B_UI}/registration/${id}`));
      await staff.getByTestId('files-merchant').getByText('electricity-bill.pdf', { exact: false }).first().waitFor();
      await staff.getByRole('button', { name: 'Pick up' }).click();
      await staff.getByTestId('gst-state').getByText('In process').waitFor();
      await staff.getByRole('tab', { name: 'Raise query' }).click();
      const query = staff.getByRole('form', { name: 'Raise query' });
      await query
        .getByLabel(/Query for the merchant/)
        .fill('The electricity bill is older than two months: upload this month’s bill');
      await query.getByRole('button', { name: 'Raise query' }).click();
      await staff.getByTestId('gst-state').getByText('Query raised').waitFor();

      // 4. The merchant sees the query on the dashboard, adds the new bill and answers.
      await page.goto(url(M_UI));
      await page.getByTestId('needs-answer').waitFor();
      await page
        .getByTestId('needs-answer')
        .getByRole('link', { name: /Registrations: 1/ })
        .click();
      await page.getByRole('link', { name: /^Answer query GR\d{10}$/ }).click();
      await waitForPath(page, `${M_UI}/registration/view/${id}`);
      await page
        .getByTestId('request-remark')
        .getByText(/older than two months/)
        .waitFor();
      await upload(page, 'Proof of the place of business (rent agreement, electricity bill or property tax receipt)', {
        name: 'bill-this-month.pdf',
        mimeType: 'application/pdf',
        buffer: await pdf('MSEDCL bill, this month'),
      });
      const answer = page.getByRole('form', { name: 'Answer the query' });
      await answer.getByLabel(/Your answer/).fill('This month’s bill is uploaded');
      await answer.getByRole('button', { name: 'Send answer' }).click();
      await page.getByTestId('gst-state').getByText('In process').waitFor();

      // 5. The back office completes it with the ARN and the acknowledgement; the merchant downloads it.
      await staff.reload();
      await staff.getByText('This month’s bill is uploaded').first().waitFor();
      const arn = newArn();
      const complete = staff.getByRole('form', { name: 'Complete with ARN' });
      await complete.getByRole('textbox', { name: /^ARN/ }).fill(arn);
      await chooseFile(staff, complete.getByRole('button', { name: /ARN acknowledgement/ }), {
        name: 'arn-ack.pdf',
        mimeType: 'application/pdf',
        buffer: await pdf(`ARN ${arn}`),
      });
      await complete.getByRole('button', { name: 'Complete' }).click();
      await staff.getByTestId('gst-state').getByText('Completed').waitFor();
      await expect.poll(async () => (await m.api.get<Detail>(`${M_API}/registration/${id}`)).result).toBe(arn);

      await page.goto(url(`${M_UI}/registration/list?list=completed`));
      await page.getByText(arn).first().waitFor();
      const refNo = (await m.api.get<Detail>(`${M_API}/registration/${id}`)).refNo;
      const ack = await downloadOf(page, () =>
        page.getByRole('button', { name: `Download arn acknowledgement of ${refNo}` }).click(),
      );
      expect(ack.name).toBe('arn-ack.pdf');
      expect(ack.data.subarray(0, 5).toString()).toBe('%PDF-');
      // Charged once for the whole journey.
      expect(await balance(m.api)).toBeCloseTo(before - price, 2);
    },
  );

  test(
    'a return filing is rejected with a reason and its charge comes back to the wallet',
    { timeout: 180_000 },
    async () => {
      const m = await sellingMerchant(1000);
      const page = await browser.newPage();
      await signInViaApi(page, m.account);

      const first14 = `27${newPan()}1Z`;
      const gstin = `${first14}${gstinCheckChar(first14)}`;
      const period = periodOptions('GSTR-3B', false, todayInIndia(), 1)[0];

      await page.goto(url(M_UI));
      await page.getByRole('link', { name: 'File a GST return' }).click();
      await waitForPath(page, `${M_UI}/filling/new`);
      await field(page, 'GSTIN').fill(gstin);
      await page.getByText('Maharashtra · PAN').waitFor();
      await field(page, 'Name of the business').fill('Joshi Traders');
      await choose(page, 'Return', 'GSTR-3B (summary return and tax)');
      await choose(page, 'Period', period.label);
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await waitForPath(page, new RegExp(`^${M_UI}/filling/view/\\d+$`), 30_000);
      const id = idFrom(page);

      const start = await balance(m.api);
      const price = (await m.api.get<Detail>(`${M_API}/filing/${id}`)).amount;
      await agreeToPrivacyNotice(page);
      await expect.poll(() => page.getByRole('button', { name: 'Submit request' }).isEnabled()).toBe(true);
      await page.getByRole('button', { name: 'Submit request' }).click();
      await page.getByTestId('gst-state').getByText('Submitted').waitFor();
      expect(await balance(m.api)).toBeCloseTo(start - price, 2);

      // The back office rejects it from its work list, after saying what is refunded to whom.
      const staff = await browser.newPage();
      await signInViaApi(staff, env.staff);
      await staff.goto(url(`${B_UI}/filling?list=new`));
      const refNo = (await m.api.get<Detail>(`${M_API}/filing/${id}`)).refNo;
      await staff.getByRole('link', { name: `Review ${refNo}` }).click();
      await waitForPath(staff, `${B_UI}/filling/${id}`);
      const reject = staff.getByRole('form', { name: 'Reject request' });
      await reject.getByLabel(/Reason/).fill('GSTIN is cancelled on the GST portal');
      await reject.getByRole('button', { name: 'Reject' }).click();
      await staff
        .getByRole('dialog', { name: `Reject ${refNo}?` })
        .getByRole('button', { name: 'Yes, reject and refund' })
        .click();
      await staff.getByTestId('gst-state').getByText('Rejected').waitFor();

      expect(await balance(m.api)).toBeCloseTo(start, 2);
      await page.goto(url(`${M_UI}/filling/list?list=rejected`));
      await page.getByText('GSTIN is cancelled on the GST portal').first().waitFor();
    },
  );
});
