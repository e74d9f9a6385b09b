import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { field, useBrowser, waitForPath } from './support/browser';
import { url } from './support/env';
import type { ApiClient } from './support/api';
import { signInViaApi } from './support/session';
import { sellingMerchant } from './support/pan';
import { agreeToPrivacyNotice, choose, downloadOf, tableRecords } from './support/ui';

// Browser: a paperless application from the form through the test e-KYC (the sandbox speaks
// Protean's protocol: sealed request, sealed result re-checked by status) to the acknowledgement and its
// slip; and a failure told in the agent's words, with the charge back in the wallet and the ledger.

const browser = useBrowser();
const M_UI = '/merchant/product/nsdl-pan';
const M_API = '/api/merchant/product/nsdl-pan/paperless';

type Detail = { id: number; refNo: string; state: string; amount: number; ackNo: string | null };

const balance = (api: ApiClient) => api.get<number>('/api/merchant/accounting/closing');
const newAadhaar = () => `5${String(Date.now()).slice(-11)}`;

/** The test e-KYC page: Aadhaar, the fixed test OTP and the outcome, then back to the portal as Protean returns. */
async function throughSandbox(page: Page, outcome: string) {
  await page.getByText('TEST — sandbox e-KYC, not Protean.').first().waitFor();
  await page.getByLabel('Aadhaar number').fill(newAadhaar());
  await page.getByLabel(/^OTP/).fill('123456');
  await page.getByLabel('Outcome').selectOption(outcome);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Return to the portal' }).click();
}

describe('NSDL PAN paperless', () => {
  test(
    'a new PAN goes from the form through e-KYC to the acknowledgement and its slip',
    { timeout: 180_000 },
    async () => {
      const m = await sellingMerchant(1000);
      const page = await browser.newPage();
      await signInViaApi(page, m.account);

      // 1. The form, from the NSDL dashboard.
      await page.goto(url(M_UI));
      await page.getByRole('link', { name: 'Apply paperless: new PAN' }).click();
      await waitForPath(page, `${M_UI}/paperless/apply/N`);
      await choose(page, 'Title', 'Shri');
      await field(page, 'First name').fill('Ravi');
      await field(page, 'Last name (surname)').fill('Deshmukh');
      await choose(page, 'Gender', 'Male');
      await field(page, 'Date of birth').fill('14/05/1990');
      await field(page, 'Date of birth').blur();
      await field(page, 'Mobile number').fill('9822012345');
      await field(page, 'Email address').fill('ravi.deshmukh@example.in');
      await choose(page, 'Card wanted', 'e-PAN only (by email)');
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await waitForPath(page, new RegExp(`^${M_UI}/paperless/\\d+/confirm$`));
      const id = Number(new URL(page.url()).pathname.split('/').at(-2));

      // 2. Confirm charges the package price once and sends the browser to the (test) e-KYC.
      const before = await balance(m.api);
      const price = (await m.api.get<Detail>(`${M_API}/${id}`)).amount;
      expect(price).toBeGreaterThan(0);
      await agreeToPrivacyNotice(page);
      await expect.poll(() => page.getByRole('button', { name: 'Confirm and pay' }).isEnabled()).toBe(true);
      await page.getByRole('button', { name: 'Confirm and pay' }).click();
      await throughSandbox(page, 'success');

      // 3. Back on the portal: acknowledged, the 15-digit number shown large, the slip a PDF.
      await waitForPath(page, `${M_UI}/paperless/${id}/confirm`);
      await page.getByTestId('result-acknowledged').waitFor();
      const ackNo = (await page.getByTestId('ack-no-large').innerText()).trim();
      expect(ackNo).toMatch(/^\d{15}$/);
      const detail = await m.api.get<Detail>(`${M_API}/${id}`);
      expect(detail.ackNo).toBe(ackNo);
      const slip = await m.api.get<{ tempUrl: string }>(`${M_API}/${id}/slip`);
      // A signed link, still only for the account it was issued to.
      const pdf = await fetch(url(slip.tempUrl), { headers: { authorization: `Bearer ${m.api.token}` } });
      expect(pdf.headers.get('content-type')).toMatch(/pdf/);
      expect((await pdf.text()).startsWith('%PDF')).toBe(true);
      // The agent's way to it: the button on the result page saves the PDF named after the ack number.
      const saved = await downloadOf(page, () =>
        page.getByRole('button', { name: 'Acknowledgement slip', exact: true }).click(),
      );
      expect(saved.name).toBe(`ACK-${ackNo}.pdf`);
      expect(saved.data.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await balance(m.api)).toBeCloseTo(before - price, 2);

      // 4. The shop's list shows it acknowledged with its number, and its row's Slip saves the same file.
      await page.goto(url(`${M_UI}/paperless/list`));
      const row = page.getByRole('row').filter({ hasText: ackNo });
      await row.getByText('Acknowledged').first().waitFor();
      const fromList = await downloadOf(page, () =>
        row.getByRole('button', { name: `Acknowledgement slip of ${detail.refNo}` }).click(),
      );
      expect(fromList.name).toBe(`ACK-${ackNo}.pdf`);
      expect(fromList.data.subarray(0, 5).toString()).toBe('%PDF-');
    },
  );

  test(
    'a failed e-KYC is told in plain words and its charge comes back, once, in the ledger',
    { timeout: 180_000 },
    async () => {
      const m = await sellingMerchant(1000);
      const draft = await m.api.post<Detail>(M_API, {
        data: {
          appType: 'N',
          title: 'Smt',
          firstName: 'Sunita',
          lastName: 'Pawar',
          gender: 'F',
          dob: '1988-02-03',
          mobile: '9822098765',
          email: 'sunita.pawar@example.in',
          card: 'physical_and_epan',
        },
      });
      const page = await browser.newPage();
      await signInViaApi(page, m.account);
      await page.goto(url(`${M_UI}/paperless/${draft.id}/confirm`));
      const before = await balance(m.api);
      await agreeToPrivacyNotice(page);
      await expect.poll(() => page.getByRole('button', { name: 'Confirm and pay' }).isEnabled()).toBe(true);
      await page.getByRole('button', { name: 'Confirm and pay' }).click();
      await throughSandbox(page, 'EKYC013');

      // The catalogue's words for the code, what to do next, and the refund.
      await waitForPath(page, `${M_UI}/paperless/${draft.id}/confirm`);
      const failure = page.getByTestId('failure');
      await failure.getByText('No mobile number is linked to this Aadhaar').waitFor();
      await failure.getByText(/link a mobile number at an Aadhaar centre/).waitFor();
      await page
        .getByTestId('refunded')
        .getByText(/refunded to your wallet/)
        .waitFor();
      await page.getByRole('button', { name: 'Apply again' }).waitFor();
      expect(await balance(m.api)).toBeCloseTo(before, 2);

      // The statement: one charge and one refund under the application's reference.
      const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
      await page.goto(url(`/merchant/misc/reports?from=${today}&to=${today}&size=100`));
      const table = page.getByRole('table', { name: `Ledger statement ${today} to ${today}` });
      await table.waitFor();
      await expect
        .poll(async () => (await tableRecords(table)).filter((r) => r.Particulars?.includes(draft.refNo)).length)
        .toBe(2);
      const lines = (await tableRecords(table)).filter((r) => r.Particulars.includes(draft.refNo));
      expect(lines.map((r) => r.Type).sort()).toEqual(['NSDL PAN paperless', 'NSDL PAN paperless refund']);
      const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));
      const charge = lines.find((r) => r.Type === 'NSDL PAN paperless')!;
      const back = lines.find((r) => r.Type === 'NSDL PAN paperless refund')!;
      expect(amount(back.Cr)).toBeCloseTo(amount(charge.Dr), 2);
      expect(amount(charge.Dr)).toBeGreaterThan(0);
    },
  );
});
