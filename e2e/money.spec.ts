import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { formatRupees, rupeesToPaise } from '../contract/money';
import { field, useBrowser, waitForPath } from './support/browser';
import { env, url } from './support/env';
import { apiAs, type ApiClient } from './support/api';
import { jpeg } from './support/people';
import { signInViaApi } from './support/session';
import { chooseFile, daysAgo, detailValues, downloadOf, pickDate, searchTable, tableRecords } from './support/ui';

// Browser: a payment request with its slip, approved by back-office staff, credits the wallet
// and the merchant's header balance shows it after its reload button; the ₹1 UPI test through the sandbox
// gateway ends on 'Payment Successful'; the ledger statement exports its rows. merchant1's wallet only
// ever gains here, and every check is against the balance read just before.

const browser = useBrowser();
let merchantApi: ApiClient;
let bank: { id: number; bankName: string; accountNo: string };
const stamp = Date.now().toString(36).toUpperCase();

beforeAll(async () => {
  // A company account to deposit into (Data Setup › Bank), made by the admin.
  const admin = await apiAs(env.admin);
  const accountNo = String(Date.now()).slice(-11);
  bank = await admin.post('/api/backend/masters/bank', {
    bankName: 'Punjab National Bank',
    holder: 'PAN Seva Kendra Services',
    accountNo,
    ifsc: 'PUNB0123400',
    branch: 'Camp, Pune',
  });
  merchantApi = await apiAs(env.merchant);
});

/** merchant1's available balance in paise, as the server holds it (docs/product.md#calls closing, in rupees). */
async function balancePaise(): Promise<number> {
  return rupeesToPaise(await merchantApi.get<number>('/api/merchant/accounting/closing'));
}

/** The header's 'Available Balance' figure, e.g. '₹1,234.50/-'. */
function headerBalance(page: Page) {
  return page.getByTestId('header-balance-value');
}

/** The merchant's portal is the app's: wait for the header balance to have loaded once. */
async function openMerchant(page: Page, path: string) {
  await signInViaApi(page, env.merchant);
  await page.goto(url(path));
  await page.getByTestId('header-balance').getByText('Available Balance').waitFor();
  await expect.poll(() => page.getByTestId('header-balance').getAttribute('data-state')).toBe('idle');
}

/** Today's date where the portal keeps its books (India), YYYY-MM-DD. */
const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

describe('payment request → approval → header balance', () => {
  test(
    'the merchant adds a payment request with a slip, staff approve it, and the header shows the credit after reload',
    { timeout: 120_000 },
    async () => {
      const amount = 1234.5;
      const utr = `UTR${stamp}01`;
      const before = await balancePaise();

      // The merchant fills docs/product.md#merchant-portal's form.
      const merchant = await browser.newPage();
      await openMerchant(merchant, '/merchant/accounting/payment');
      await expect.poll(() => headerBalance(merchant).innerText()).toBe(formatRupees(before));
      await merchant.getByRole('textbox', { name: 'Deposited into' }).click();
      await merchant.getByRole('option', { name: new RegExp(`^${bank.bankName}.*${bank.accountNo}`) }).click();
      await merchant.getByTestId('bank-details').getByText(bank.accountNo, { exact: false }).waitFor();
      await field(merchant, 'Amount (₹)').fill(String(amount));
      await merchant.getByRole('textbox', { name: 'Mode' }).click();
      await merchant.getByRole('option', { name: 'NEFT', exact: true }).click();
      await field(merchant, 'UTR / Reference no').fill(utr);
      await pickDate(merchant, field(merchant, 'Deposit date'), daysAgo(1));
      await chooseFile(merchant, field(merchant, 'Deposit slip'), {
        name: 'neft-slip.jpg',
        mimeType: 'image/jpeg',
        buffer: await jpeg({ r: 250, g: 250, b: 240 }, 240),
      });
      const [created] = await Promise.all([
        merchant.waitForResponse(
          (r) => new URL(r.url()).pathname === '/api/merchant/accounting/payment' && r.request().method() === 'POST',
        ),
        merchant.getByRole('button', { name: 'Submit request' }).click(),
      ]);
      expect(created.status()).toBe(200);
      const request = (await created.json()) as { refNo: string; amount: number; status: string; hasSlip: boolean };
      expect(request).toMatchObject({ amount, status: 'pending', hasSlip: true });
      await waitForPath(merchant, '/merchant/accounting/payment/list');
      await merchant.getByText('Payment request sent').first().waitFor();
      // Nothing is credited before approval.
      expect(await balancePaise()).toBe(before);

      // Back-office staff find it, see the slip, and approve it.
      const staff = await browser.newPage();
      await signInViaApi(staff, env.staff);
      await staff.goto(url('/backend/actions/payments'));
      await searchTable(staff, request.refNo);
      await staff.getByRole('button', { name: `Review ${request.refNo}` }).click();
      const drawer = staff.getByRole('dialog', { name: 'Payment request' });
      await drawer.getByRole('img', { name: 'Deposit slip' }).waitFor();
      const details = await detailValues(staff);
      expect(details['UTR / Ref']).toBe(utr);
      expect(details['Mode']).toBe('NEFT');
      await drawer.getByRole('button', { name: 'Approve', exact: true }).click();
      await staff
        .getByRole('dialog', { name: 'Approve payment' })
        .getByRole('button', { name: 'Approve and credit' })
        .click();
      await staff.getByText(`${request.refNo}: ₹`).first().waitFor();
      expect(await balancePaise()).toBe(before + rupeesToPaise(amount));

      // The merchant's header still shows the old figure until its reload button is pressed.
      const after = formatRupees(before + rupeesToPaise(amount));
      const [reloaded] = await Promise.all([
        merchant.waitForResponse((r) => new URL(r.url()).pathname === '/api/merchant/accounting/closing'),
        merchant.getByRole('button', { name: 'Reload balance' }).click(),
      ]);
      expect(reloaded.status()).toBe(200);
      await expect.poll(() => headerBalance(merchant).innerText()).toBe(after);
      expect(await headerBalance(merchant).getAttribute('aria-label')).toBe(`Available Balance ${after}`);

      // And the request reads Approved on the merchant's list.
      await merchant.reload();
      await searchTable(merchant, request.refNo);
      await expect
        .poll(async () => (await tableRecords(merchant.getByRole('table'))).map((r) => r.Status.toLowerCase()))
        .toEqual(['approved']);
    },
  );
});

describe('UPI gateway', () => {
  test("the ₹1 test payment goes through the sandbox gateway to 'Payment Successful' and credits the wallet once", async () => {
    const before = await balancePaise();
    const page = await browser.newPage();
    await openMerchant(page, '/merchant/paymentgateway/pg-gateway');
    // The payer's details come from the profile.
    await expect.poll(() => field(page, 'Name').inputValue()).not.toBe('');

    const [create] = await Promise.all([
      page.waitForRequest(
        (r) => new URL(r.url()).pathname === '/api/merchant/pggatway/create' && r.method() === 'POST',
      ),
      page.getByRole('button', { name: 'Pay ₹1 by UPI' }).click(),
    ]);
    expect(create.postDataJSON()).toMatchObject({ amount: 1 });

    // The sandbox gateway's own page, served by our server: pay.
    await page.getByRole('heading', { name: /^Pay / }).waitFor();
    await page.getByText('₹1.00').first().waitFor();
    await page.getByRole('button', { name: 'Pay ₹1.00' }).click();

    // Back on the portal's status page (docs/product.md#payment-gateway texts).
    await waitForPath(page, '/merchant/paymentgateway/payment-status');
    await page.getByText('Payment Successful').waitFor({ timeout: 20_000 });
    await page.getByText('Thank you for your payment!').waitFor();
    expect(await balancePaise()).toBe(before + 100);
    // The header follows (the status page refreshes the balance after a success).
    await expect.poll(() => headerBalance(page).innerText()).toBe(formatRupees(before + 100));

    // Reloading the status page checks again, and credits nothing more.
    await page.reload();
    await page.getByText('Payment Successful').waitFor({ timeout: 20_000 });
    expect(await balancePaise()).toBe(before + 100);
  });
});

describe('ledger statement', () => {
  test(
    'the statement of a period exports every entry with its Dr, Cr and running balance',
    { timeout: 90_000 },
    async () => {
      // One credit of this test's own, through the same API the screens use.
      const staffApi = await apiAs(env.staff);
      const utr = `UTR${stamp}02`;
      const made = await merchantApi.upload<{ id: number; refNo: string }>('/api/merchant/accounting/payment', {
        bankId: String(bank.id),
        amount: '250.75',
        mode: 'IMPS',
        utr,
        depositDate: daysAgo(1),
        slip: { name: 'imps.jpg', type: 'image/jpeg', data: await jpeg() },
      });
      await staffApi.post(`/api/backend/actions/payments/${made.id}/approve`);
      const closing = await balancePaise();

      const from = daysAgo(1);
      const to = indiaToday() > daysAgo(0) ? indiaToday() : daysAgo(0);
      const page = await browser.newPage();
      await openMerchant(page, `/merchant/misc/reports?from=${from}&to=${to}&size=100`);
      const table = page.getByRole('table', { name: `Ledger statement ${from} to ${to}` });
      await table.waitFor();
      const summary = page.getByRole('status').filter({ hasText: /^Showing / });
      await summary.filter({ hasText: /filtered/ }).waitFor();
      const shown = await tableRecords(table);
      expect(shown.length).toBeGreaterThan(0);
      const filtered = Number(/of ([\d,]+) filtered/.exec(await summary.innerText())![1].replace(/,/g, ''));
      // The closing balance card is the wallet's balance (nothing was debited after this period began).
      await expect
        .poll(() => page.getByTestId('summary-Closing balance').innerText())
        .toContain(formatRupees(closing).replace('₹', '').trim());

      await page.getByRole('button', { name: 'Export' }).click();
      const file = await downloadOf(page, () => page.getByRole('menuitem', { name: 'CSV' }).click());
      expect(file.name).toMatch(/\.csv$/);
      const rows = parseCsv(file.data.toString('utf8').replace(/^\uFEFF/, ''));
      const [head, ...data] = rows;
      expect(head).toEqual(['Date', 'Particulars', 'Type', 'Dr', 'Cr', 'Balance']);
      // Every entry of the period, not just a page.
      expect(data).toHaveLength(filtered);
      const col = (label: string) => data.map((r) => r[head.indexOf(label)]);
      const ours = data.find((r) => r[head.indexOf('Particulars')].includes(utr));
      expect(ours, `an entry for ${utr} in:\n${col('Particulars').join('\n')}`).toBeTruthy();
      expect(ours![head.indexOf('Type')]).toBe('Payment request');
      expect(amountOf(ours![head.indexOf('Cr')])).toBe(25075);
      expect(amountOf(ours![head.indexOf('Dr')])).toBe(0);
      // The running balance ends at the closing balance.
      const balances = col('Balance').map(amountOf);
      expect(balances).toContain(closing);
    },
  );
});

/** '₹1,234.50/-', '1234.50' or '' → paise. */
function amountOf(text: string): number {
  const digits = text.replace(/[^\d.-]/g, '');
  return digits ? rupeesToPaise(Number(digits)) : 0;
}

/** RFC 4180, enough for the portal's own exports (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
