import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { formatRupees } from '../contract/money';
import { field, useBrowser, waitForPath } from './support/browser';
import { env, url } from './support/env';
import { apiAs, type ApiClient } from './support/api';
import { signInViaApi } from './support/session';
import { agreeToPrivacyNotice, choose, tableRecords } from './support/ui';
import { applicationViaApi, sellingMerchant } from './support/pan';
import { jpeg, newAadhaar, newPan, pdf } from './support/people';
import { pdfFacts } from '../server/test/pdf-unicode';

// Issue 28 in the browser: the admin caps the margin on NSDL PAN and sets up GST invoicing per charge; the owner sets
// its margin and sends its franchise member money from the member's page; the member sees its price, submits an
// application and is charged it; the owner earns the margin; both ledgers show both lines; the member's tax invoice
// is a PDF with its number, the agency's GSTIN and the amount charged.

const browser = useBrowser();
const CODE = 'NSDL_PHYSICAL_NEW';
const SERVICE = 'NSDL PAN physical — new (49A)';
const AGENCY_GSTIN = '27AAPFU0939F1ZV';
const MARGIN = 12.5;
const SENT = 500;
const M_UI = '/merchant/product/nsdl-pan/physical';

/** A franchise member of `owner`, added through the owner's API, with its own KYC approved (paid services need it). */
async function memberOf(owner: ApiClient) {
  const account = { userName: `fm.${Date.now().toString(36)}`, password: 'Franchise-pass-7' };
  const m = await owner.post<{ id: number; code: string; displayName: string }>(
    '/api/merchant/user-management/members',
    {
      displayName: 'Asha Kendra',
      userName: account.userName,
      email: `${account.userName}@example.in`,
      mobile: '9822012346',
      password: account.password,
      confirmPassword: account.password,
      shopName: 'Asha Xerox',
      address1: 'Shop 2, Station Road',
      district: 'Satara',
      state: 'Maharashtra',
      pin: '415001',
    },
  );
  const api = await apiAs(account);
  await api.upload('/api/kyc/me', {
    aadhaarNo: newAadhaar(),
    panNo: newPan(),
    bankName: 'Bank of Maharashtra',
    accountHolder: 'Asha Kendra',
    accountNo: String(Date.now()).slice(-11),
    ifsc: 'MAHB0000123',
    addressProof: { name: 'address.pdf', type: 'application/pdf', data: await pdf('Address proof') },
    photo: { name: 'photo.jpg', type: 'image/jpeg', data: await jpeg() },
    shopPhoto: { name: 'shop.jpg', type: 'image/jpeg', data: await jpeg({ r: 30, g: 90, b: 160 }) },
  });
  const { id: kycId } = await api.get<{ id: number }>('/api/kyc/me');
  await (await apiAs(env.staff)).post(`/api/backend/user-management/kyc/${kycId}/approve`, {});
  return { ...m, account, api };
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first().waitFor();

/** The signed-in shop's ledger statement for today, as records keyed by the column headings. */
async function ledgerToday(page: Page, today: string) {
  await page.goto(url(`/merchant/misc/reports?from=${today}&to=${today}&size=100`));
  const table = page.getByRole('table', { name: `Ledger statement ${today} to ${today}` });
  await table.locator('tbody tr td').nth(2).waitFor();
  return tableRecords(table);
}

describe("a shop's franchise money", () => {
  test(
    'cap, tax setup, margin, a transfer, the member charged its price, the owner’s margin, both ledgers, the invoice',
    { timeout: 120_000 },
    async () => {
      const owner = await sellingMerchant(2000);
      const member = await memberOf(owner.api);
      const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

      // 1. The admin caps the margin on the service and sets up invoicing: one invoice per charge.
      const admin = await browser.newPage();
      await signInViaApi(admin, env.admin);
      await admin.goto(url('/backend/masters/margin-caps'));
      await admin.getByRole('textbox', { name: `Most margin for ${SERVICE}` }).fill('20');
      await admin.getByRole('button', { name: 'Save caps' }).click();
      await toast(admin, 'Margin caps saved.');
      await admin.goto(url('/backend/masters/tax-setup'));
      await field(admin, 'Agency GSTIN').fill(AGENCY_GSTIN);
      await field(admin, 'Legal name').fill('Sahayata Seva Kendra Private Limited');
      await choose(admin, 'State of registration', '27 - Maharashtra');
      await admin.getByRole('radio', { name: 'One invoice per charge' }).check();
      await admin.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(admin, 'Tax setup saved.');

      // 2. The owner adds its margin; the member price follows as it types.
      const page = await browser.newPage();
      await signInViaApi(page, owner.account);
      await page.goto(url('/merchant/user-management/member-prices'));
      const { rows } = await owner.api.get<{ rows: { code: string; packagePrice: number | null }[] }>(
        '/api/merchant/margins/prices',
      );
      const memberPrice = (rows.find((r) => r.code === CODE)?.packagePrice ?? 0) + MARGIN;
      const said = formatRupees(Math.round(memberPrice * 100));
      await page.getByRole('textbox', { name: `Your margin for ${SERVICE}` }).fill(String(MARGIN));
      await expect.poll(() => page.getByTestId(`member-price-${CODE}`).innerText()).toContain(said);
      await page.getByRole('button', { name: 'Save margins' }).click();
      await toast(page, 'Margins saved.');

      // 3. It sends its member money from the member's page.
      await page.goto(url(`/merchant/user-management/view-frenchies/${member.id}`));
      await page.getByRole('button', { name: 'Send money' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Amount (₹)').fill(String(SENT));
      await dialog.getByRole('button', { name: `Send ${formatRupees(SENT * 100)}` }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => page.getByTestId('member-balance').innerText()).toBe(formatRupees(SENT * 100));

      // 4. The member sees its price, submits an application and is charged exactly that.
      const tab = await browser.newPage();
      await signInViaApi(tab, member.account);
      await tab.goto(url('/merchant/user-management/member-prices'));
      await expect.poll(() => tab.getByTestId(`member-price-${CODE}`).innerText(), { timeout: 15_000 }).toContain(said);
      const app = await applicationViaApi(member.api, 'ready', { first: 'Ramesh', last: 'Shinde' });
      await tab.goto(url(`${M_UI}/pre-submit/${app.id}`));
      await expect.poll(() => tab.getByTestId('price').innerText(), { timeout: 20_000 }).toContain(said);
      await agreeToPrivacyNotice(tab);
      await expect.poll(() => tab.getByTestId('submit-panel').innerText()).toContain(`Submitting charges ${said}`);
      await tab.getByRole('button', { name: 'Submit application' }).click();
      await waitForPath(tab, `${M_UI}/info/${app.id}`, 60_000);

      // 5. The owner's Earnings shows the margin on that charge, under the member.
      await page.goto(url(`/merchant/misc/earnings?from=${today}&to=${today}`));
      const byMember = page.getByRole('table', { name: 'By member' });
      await expect
        .poll(async () => (await byMember.innerText()).replace(/\s+/g, ' '))
        .toMatch(new RegExp(`Asha Kendra \\(${member.code}\\) 1 ${said.replace(/[.$]/g, '\\$&')} ₹12\\.50/-`));

      // 6. Both ledgers: the owner's transfer out and margin in, the member's transfer in and charge.
      const mine = await ledgerToday(page, today);
      const line = (records: Record<string, string>[], words: string) =>
        records.find((r) => r.Particulars.includes(words));
      expect(line(mine, `Sent to franchise member ${member.code}`)).toMatchObject({ Dr: formatRupees(SENT * 100) });
      expect(line(mine, `Margin on your member's charge: ${app.tokenNo}`)).toMatchObject({ Cr: '₹12.50/-' });
      const theirs = await ledgerToday(tab, today);
      expect(line(theirs, 'Received from shop owner')).toMatchObject({ Cr: formatRupees(SENT * 100) });
      expect(line(theirs, app.tokenNo)).toMatchObject({ Dr: said });

      // 7. The member's tax invoice, issued at once: its PDF names the number, the agency's GSTIN and the amount.
      await tab.goto(url('/merchant/accounting/invoices'));
      const invoices = tab.getByRole('table', { name: 'Tax invoices' });
      const row = invoices.getByRole('row', { name: /INV/ }).first();
      await expect.poll(() => row.innerText(), { timeout: 20_000 }).toContain(said);
      const number = /\S*INV\S*/.exec(await row.innerText())![0];
      const [printed] = await Promise.all([
        tab.waitForResponse((r) => /\/api\/merchant\/invoices\/\d+\/pdf/.test(r.url()) && r.status() === 200),
        row.getByRole('button', { name: `Download ${number} as PDF` }).click(),
      ]);
      const res = await fetch(printed.url(), { headers: { authorization: `Bearer ${member.api.token}` } });
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const { text } = await pdfFacts(Buffer.from(await res.arrayBuffer()));
      expect(text).toContain(number);
      expect(text).toContain(AGENCY_GSTIN);
      expect(text).toContain(said.replace(/^₹|\/-$/g, ''));

      // 8. The back office's Margins paid: the owner among today's owners, and in the file of every owner.
      await admin.goto(url(`/backend/misc/reports/margins?from=${today}&to=${today}`));
      const owners = admin.getByRole('table', { name: 'By owner' });
      await expect.poll(() => owners.innerText(), { timeout: 20_000 }).toContain(`(${owner.code})`);
      await admin.getByRole('button', { name: 'Export owners' }).click();
      const [file] = await Promise.all([
        admin.waitForResponse((r) => r.url().includes('/api/backend/margins/report/export?') && r.status() === 200),
        admin.getByRole('menuitem', { name: 'CSV' }).click(),
      ]);
      // The screen's own call, made again for its body (the page keeps the one it saved).
      const saved = await fetch(file.url(), { headers: { authorization: `Bearer ${(await apiAs(env.admin)).token}` } });
      const csv = (await saved.text()).replace(/^\uFEFF/, '').split('\r\n');
      expect(csv[0]).toBe('Owner,Owner code,Charges,Members paid,Margins paid');
      expect(csv.find((l) => l.includes(`,${owner.code},`))).toMatch(new RegExp(`,${owner.code},1,[\\d.]+,12\\.50$`));
    },
  );
});
