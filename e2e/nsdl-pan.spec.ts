import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { field, useBrowser, waitForPath } from './support/browser';
import { env, url } from './support/env';
import { apiAs, type ApiClient } from './support/api';
import { signInViaApi } from './support/session';
import { agreeToPrivacyNotice, choose, downloadOf } from './support/ui';
import { newAadhaar } from './support/people';
import {
  B_API,
  M_API,
  applicationViaApi,
  formScan,
  newAckNo,
  proofPdf,
  sellingMerchant,
  type Detail,
} from './support/pan';

// Browser: an individual Form 49A from the category choice to the acknowledgement slip, with
// the back office verifying it; a rejection and reapply; a TIN rejection and corrected documents; a
// courier dispatched and received. Each test has its own merchant (approved KYC, ₹1,000 in the wallet),
// so balances are exact.

const browser = useBrowser();
const PRICE = 130; // the first package's NSDL physical price (server/seed.ts)
const M_UI = '/merchant/product/nsdl-pan/physical';
const B_UI = '/backend/actions/nsdl-pan/physical';
let staffApi: ApiClient;

beforeAll(async () => {
  staffApi = await apiAs(env.staff);
});

const balance = (api: ApiClient) => api.get<number>('/api/merchant/accounting/closing');

async function pdfFrom(page: Page, click: () => Promise<unknown>) {
  const file = await downloadOf(page, click);
  expect(file.data.subarray(0, 5).toString()).toBe('%PDF-');
  return file;
}

describe('NSDL PAN physical', () => {
  test(
    'an agent applies for a new individual PAN, staff verify it and enter the ack number, the agent downloads the slip',
    { timeout: 240_000 },
    async () => {
      const m = await sellingMerchant(1000);
      const page = await browser.newPage();
      await signInViaApi(page, m.account);

      // 1. Category choice.
      await page.goto(url('/merchant/product/nsdl-pan'));
      await page
        .getByRole('link', { name: /New PAN \(49A\)/ })
        .first()
        .click();
      await waitForPath(page, `${M_UI}/n/apply`);
      await page.getByRole('link', { name: /^Individual/ }).click();
      await waitForPath(page, `${M_UI}/individual/N/apply`);

      // 2. The form, saved as a draft half way: a token number is given and the address has the draft's id.
      await page.getByRole('radio', { name: 'Shri', exact: true }).check();
      await field(page, 'Last name (surname)').fill('Deshpande');
      await field(page, 'First name').fill('Dr Mohan');
      await field(page, 'First name').blur();
      await page.getByText('Leave out titles such as "Dr"').waitFor();
      await field(page, 'First name').fill('Mohan');
      await field(page, 'Mobile number').fill('9822098220');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page
        .getByText(/PT\d{10}/)
        .first()
        .waitFor();
      await waitForPath(page, new RegExp(`^${M_UI}/individual/N/apply/\\d+$`));
      const id = Number(new URL(page.url()).pathname.split('/').pop());

      await field(page, 'Area code').fill('PNE');
      await field(page, 'AO type').fill('W');
      await field(page, 'Range code').fill('12');
      await field(page, 'AO number').fill('3');
      await page.getByRole('button', { name: 'Use the name above' }).click();
      await page.getByRole('radio', { name: 'Male', exact: true }).check();
      await field(page, 'Date of birth').fill('10/02/1988');
      await field(page, 'Date of birth').blur();
      await field(page, "Father's last name (surname)").fill('Deshpande');
      await field(page, "Father's first name").fill('Vinayak');
      await field(page, 'Residence address: Flat / room / door / block no').fill('7');
      await field(page, 'Residence address: Premises / building / village').fill('Sai Krupa');
      await field(page, 'Residence address: Town / city / district').fill('Pune');
      await choose(page, 'Residence address: State / union territory', 'Maharashtra');
      await field(page, 'Residence address: PIN code').fill('411004');
      await field(page, 'Aadhaar number').fill(newAadhaar());
      await field(page, 'Name as per Aadhaar').fill('Mohan Deshpande');
      await page.getByRole('checkbox', { name: 'Salary', exact: true }).check();
      await choose(page, 'Proof of identity', 'Aadhaar card');
      await choose(page, 'Proof of address', 'Aadhaar card');
      await choose(page, 'Proof of date of birth', 'Aadhaar card');
      await field(page, 'Place of signing').fill('Pune');
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await waitForPath(page, `${M_UI}/pre-submit/${id}`);

      // 3. Pre-submit: the answers are complete; documents and crops are what is left. The filled form prints.
      await page.getByText('Signed application form').first().waitFor();
      const form = await pdfFrom(page, () => page.getByRole('button', { name: 'Print form' }).click());
      expect(form.name).toMatch(/^Form49A-PT\d{10}\.pdf$/);
      await expect.poll(() => page.getByRole('button', { name: 'Submit application' }).isDisabled()).toBe(true);

      // 4. Uploads, checked by content on the server.
      await page.goto(url(`${M_UI}/upload/scanning/${id}`));
      const put = async (label: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
        await page.getByLabel(label, { exact: true }).setInputFiles(file);
        await page.getByRole('listitem', { name: file.name }).waitFor({ timeout: 30_000 });
      };
      await put('Signed application form file', {
        name: 'form49a-page1.jpg',
        mimeType: 'image/jpeg',
        buffer: await formScan(),
      });
      await put('Proof of identity file', {
        name: 'aadhaar.pdf',
        mimeType: 'application/pdf',
        buffer: await proofPdf('Aadhaar'),
      });
      await put('Proof of address file', {
        name: 'aadhaar-address.pdf',
        mimeType: 'application/pdf',
        buffer: await proofPdf('Address'),
      });
      await put('Proof of date of birth file', {
        name: 'birth-certificate.pdf',
        mimeType: 'application/pdf',
        buffer: await proofPdf('Birth certificate'),
      });
      await page
        .getByRole('link', { name: 'Continue to cropping' })
        .or(page.getByRole('button', { name: 'Continue to cropping' }))
        .first()
        .click();
      await waitForPath(page, `${M_UI}/form-cropping/${id}`);

      // 5. Photo and signature cut from the scan by the server, within NSDL's limits.
      await page.getByRole('button', { name: 'Crop photo' }).click();
      await page.getByTestId('crop-result-photo').waitFor({ timeout: 30_000 });
      await page.getByText('Signature', { exact: true }).first().click();
      await page.getByRole('button', { name: 'Crop signature' }).click();
      const cropped = async () =>
        (await m.api.get<{ crops: { kind: string }[] }>(`${M_API}/applications/${id}`)).crops.length;
      await expect.poll(cropped, { timeout: 30_000 }).toBe(2);
      await page.getByTestId('crop-result-signature').waitFor();
      const crops = (
        await m.api.get<{ crops: { kind: string; size: number; width: number; height: number }[] }>(
          `${M_API}/applications/${id}`,
        )
      ).crops;
      expect(crops.find((c) => c.kind === 'photo')).toMatchObject({ width: 197, height: 276 });
      expect(crops.find((c) => c.kind === 'photo')!.size).toBeLessThanOrEqual(20 * 1024);
      expect(crops.find((c) => c.kind === 'signature')!.size).toBeLessThanOrEqual(10 * 1024);
      await page
        .getByRole('link', { name: 'Continue to pre-submit' })
        .or(page.getByRole('button', { name: 'Continue to pre-submit' }))
        .first()
        .click();
      await waitForPath(page, `${M_UI}/pre-submit/${id}`);

      // 6. Submit: charged the package price once, off to the verification queue.
      const before = await balance(m.api);
      await expect
        .poll(() => page.getByRole('button', { name: 'Submit application' }).isVisible(), { timeout: 15_000 })
        .toBe(true);
      await agreeToPrivacyNotice(page);
      await expect
        .poll(() => page.getByRole('button', { name: 'Submit application' }).isEnabled(), { timeout: 15_000 })
        .toBe(true);
      await page.getByRole('button', { name: 'Submit application' }).click();
      await waitForPath(page, `${M_UI}/info/${id}`, 60_000);
      await page.getByTestId('pan-state').getByText('Waiting for verification').first().waitFor();
      expect(await balance(m.api)).toBeCloseTo(before - PRICE, 2);

      // 7. Staff verify it beside its scans, then enter NSDL's acknowledgement number.
      const staff = await browser.newPage();
      await signInViaApi(staff, env.staff);
      await staff.goto(url(`${B_UI}/verify/${id}`));
      await staff.getByTestId('token-no').waitFor();
      await staff.getByRole('form', { name: 'Approve application' }).getByRole('button', { name: 'Approve' }).click();
      await staff
        .getByText('Application verified')
        .or(staff.getByText(/verified/i))
        .first()
        .waitFor();
      await expect.poll(async () => (await staffApi.get<Detail>(`${B_API}/applications/${id}`)).state).toBe('verified');
      await staff.goto(url(`${B_UI}/verify/${id}`));
      const ackNo = newAckNo();
      const ackForm = staff.getByRole('form', { name: 'Enter acknowledgement number' });
      const ackInput = staff.getByRole('textbox', { name: /^Acknowledgement number/ });
      await ackInput.fill('12345');
      await ackForm.getByRole('button', { name: 'Save acknowledgement number' }).click();
      await staff
        .getByText(/15 digits/)
        .first()
        .waitFor();
      await ackInput.fill(ackNo);
      await ackForm.getByRole('button', { name: 'Save acknowledgement number' }).click();
      await staff.getByText('Acknowledgement number saved').first().waitFor();

      // 8. The agent finds it in the acknowledged list and downloads the slip.
      await page.goto(url(`${M_UI}/ack/list`));
      const slip = await pdfFrom(page, () =>
        page.getByRole('button', { name: `Download acknowledgement slip ${ackNo}` }).click(),
      );
      expect(slip.name).toBe(`ACK-${ackNo}.pdf`);
    },
  );

  test(
    'staff reject an application with a reason (refunded), and the agent reapplies from the rejection list',
    { timeout: 180_000 },
    async () => {
      const m = await sellingMerchant(1000);
      const app = await applicationViaApi(m.api, 'submitted', { first: 'Sunita', last: 'Pawar' });
      expect(await balance(m.api)).toBeCloseTo(1000 - PRICE, 2);

      const staff = await browser.newPage();
      await signInViaApi(staff, env.staff);
      await staff.goto(url(`${B_UI}/verify/${app.id}`));
      await staff.getByRole('tab', { name: 'Reject' }).click();
      const reject = staff.getByRole('form', { name: 'Reject application' });
      await reject.getByRole('button', { name: 'Reject' }).click();
      await reject.getByText('Required').waitFor();
      await reject.getByLabel(/Reason/).fill('Signature does not match the Aadhaar');
      await reject.getByRole('button', { name: 'Reject' }).click();
      await staff.getByText('Application rejected').first().waitFor();
      expect(await balance(m.api)).toBeCloseTo(1000, 2);

      const page = await browser.newPage();
      await signInViaApi(page, m.account);
      await page.goto(url(`${M_UI}/rejection/list`));
      await page.getByText('Signature does not match the Aadhaar').first().waitFor();
      await page.getByRole('link', { name: `Reapply ${app.tokenNo}` }).click();
      await waitForPath(page, `${M_UI}/reapply/${app.id}`);
      await page.getByRole('button', { name: 'Reapply' }).click();
      await waitForPath(page, new RegExp(`^${M_UI}/individual/N/apply/\\d+$`), 30_000);
      const newId = Number(new URL(page.url()).pathname.split('/').pop());
      expect(newId).not.toBe(app.id);
      // The answers, documents and crops came along: it can be submitted from pre-submit straight away.
      await page.goto(url(`${M_UI}/pre-submit/${newId}`));
      await expect
        .poll(() => page.getByRole('button', { name: 'Submit application' }).isVisible(), { timeout: 15_000 })
        .toBe(true);
      await agreeToPrivacyNotice(page);
      await expect
        .poll(() => page.getByRole('button', { name: 'Submit application' }).isEnabled(), { timeout: 15_000 })
        .toBe(true);
      await page.getByRole('button', { name: 'Submit application' }).click();
      await waitForPath(page, `${M_UI}/info/${newId}`, 60_000);
      expect(await balance(m.api)).toBeCloseTo(1000 - PRICE, 2);
    },
  );

  test(
    'a TIN rejection goes to the agent, who uploads a corrected document; staff accept it and it is acknowledged again',
    { timeout: 180_000 },
    async () => {
      const m = await sellingMerchant(1000);
      const app = await applicationViaApi(m.api, 'acknowledged', { first: 'Ganesh', last: 'Kulkarni' });
      const ackNo = app.ackNo!;

      const staff = await browser.newPage();
      await signInViaApi(staff, env.staff);
      await staff.goto(url(`${B_UI}/tin-rejection`));
      await staff.getByRole('textbox', { name: /^Acknowledgement number/ }).fill(ackNo);
      await staff.getByRole('button', { name: 'Find' }).click();
      await staff.getByLabel(/NSDL \/ TIN objection reason/).fill('Address proof is not legible');
      await staff.getByRole('button', { name: 'Mark TIN rejected' }).click();
      await expect
        .poll(async () => (await staffApi.get<Detail>(`${B_API}/applications/${app.id}`)).state)
        .toBe('tin_rejected');

      const page = await browser.newPage();
      await signInViaApi(page, m.account);
      await page.goto(url(`${M_UI}/tin-rejection/list`));
      await page.getByRole('link', { name: `Upload corrected documents for ${ackNo}` }).click();
      await waitForPath(page, `${M_UI}/tin-rejection/upload/${ackNo}`);
      await page.getByText('Address proof is not legible').first().waitFor();
      await page.getByLabel('Corrected document (TIN rejection) file', { exact: true }).setInputFiles({
        name: 'address-clear.pdf',
        mimeType: 'application/pdf',
        buffer: await proofPdf('Clear address proof'),
      });
      await page.getByRole('listitem', { name: 'address-clear.pdf' }).waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Send for re-verification' }).click();
      await waitForPath(page, `${M_UI}/tin-rejection/list`, 30_000);
      expect((await m.api.get<Detail>(`${M_API}/applications/${app.id}`)).state).toBe('tin_resubmitted');

      await staff.goto(url(`${B_UI}/tin-rejection-verify/${ackNo}`));
      await staff.getByText('address-clear.pdf').first().waitFor();
      await staff.getByRole('button', { name: 'Accept corrected documents' }).click();
      await staff.getByText('Corrections accepted').first().waitFor();
      expect((await m.api.get<Detail>(`${M_API}/applications/${app.id}`)).state).toBe('acknowledged');
    },
  );

  test(
    'the agent sends the signed form by courier and the back office receives it, completing the application',
    { timeout: 180_000 },
    async () => {
      const m = await sellingMerchant(1000);
      const app = await applicationViaApi(m.api, 'acknowledged', { first: 'Asha', last: 'Jadhav' });

      const page = await browser.newPage();
      await signInViaApi(page, m.account);
      await page.goto(url(`${M_UI}/hardcopy/list`));
      await page.getByRole('checkbox', { name: `Select ${app.tokenNo}` }).check();
      await page
        .getByRole('link', { name: 'Send 1 selected by courier' })
        .or(page.getByRole('button', { name: 'Send 1 selected by courier' }))
        .first()
        .click();
      await waitForPath(page, '/merchant/misc/courier/add');
      await expect
        .poll(() => page.getByRole('checkbox', { name: `Include ${app.tokenNo}` }).isChecked(), { timeout: 15_000 })
        .toBe(true);
      await page.getByRole('textbox', { name: /^Courier company/ }).fill('DTDC');
      const docket = `D${Date.now().toString().slice(-9)}`;
      await field(page, 'Docket number').fill(docket);
      const [y, mo, d] = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10).split('-');
      await field(page, 'Dispatch date').fill(`${d}/${mo}/${y}`);
      await field(page, 'Dispatch date').blur();
      await page.getByRole('button', { name: 'Save courier' }).click();
      await waitForPath(page, /^\/merchant\/misc\/courier\/\d+$/, 30_000);
      const courierId = Number(new URL(page.url()).pathname.split('/').pop());
      expect((await m.api.get<Detail>(`${M_API}/applications/${app.id}`)).state).toBe('hardcopy_sent');

      const staff = await browser.newPage();
      await signInViaApi(staff, env.staff);
      await staff.goto(url(`/backend/misc/courier/${courierId}`));
      await staff.getByText(docket).first().waitFor();
      await staff.getByRole('button', { name: 'Mark received' }).click();
      await staff.getByRole('dialog', { name: 'Mark received' }).getByRole('button', { name: 'Mark received' }).click();
      await staff.getByText('Courier received').first().waitFor();
      expect((await m.api.get<Detail>(`${M_API}/applications/${app.id}`)).state).toBe('completed');
    },
  );
});
