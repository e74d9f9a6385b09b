import fs from 'node:fs';
import { test } from 'vitest';
import type { Page } from 'playwright-core';
import { gstinCheckChar, periodOptions } from '../contract/gst';
import { todayInIndia } from '../contract/couriers';
import { useBrowser } from './support/browser';
import { apiAs } from './support/api';
import { env, url } from './support/env';
import { signInViaApi } from './support/session';
import { jpeg, newAadhaar, newPan, pdf } from './support/people';
import { sellingMerchant } from './support/pan';

// TEMPORARY (engineer G3): screenshots of the GST screens at 1366 and 390 wide; not part of the suite.
const browser = useBrowser();
const OUT = '/tmp/g3-shots';
const M = '/api/merchant/product/gst';
const B = '/api/backend/actions/gst';

async function shoot(page: Page, path: string, name: string, ready: (p: Page) => Promise<unknown>) {
  for (const [w, h] of [
    [1366, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto(url(path));
    await ready(page);
    await page.waitForTimeout(700);
    await page.screenshot({ path: `${OUT}/${name}-${w}.png`, fullPage: true });
  }
}

test('GST screens', { timeout: 300_000 }, async () => {
  fs.mkdirSync(OUT, { recursive: true });
  const m = await sellingMerchant(1000);
  const staffApi = await apiAs(env.staff);
  const pan = newPan();
  const data = {
    legalName: 'Meera Joshi',
    tradeName: 'Joshi Xerox',
    constitution: 'proprietorship',
    pan,
    state: 'Maharashtra',
    district: 'Pune',
    address: { line1: '14 Tilak Road', line2: 'Sadashiv Peth', city: 'Pune', pin: '411030' },
    commencementDate: '2024-04-01',
    composition: false,
    persons: [{ role: 'proprietor', name: 'Meera Joshi', pan, aadhaar: newAadhaar(), mobile: '9822055501', email: 'meera@example.in' }],
    signatory: { name: 'Meera Joshi', pan, mobile: '9822055501', email: 'meera@example.in', designation: 'Proprietor' },
    bank: { accountNo: '60123456789', ifsc: 'MAHB0000123', bankName: 'Bank of Maharashtra' },
  };
  const draft = await m.api.post<{ id: number }>(`${M}/registration`, { data: { ...data, bank: { accountNo: '', ifsc: '', bankName: '' } } });
  await m.api.upload(`${M}/registration/${draft.id}/files`, { kind: 'pan_card', file: { name: 'pan.pdf', type: 'application/pdf', data: await pdf('PAN') } });

  const full = await m.api.post<{ id: number }>(`${M}/registration`, { data });
  for (const kind of ['pan_card', 'address_proof', 'bank_proof']) {
    await m.api.upload(`${M}/registration/${full.id}/files`, { kind, file: { name: `${kind}.pdf`, type: 'application/pdf', data: await pdf(kind) } });
  }
  await m.api.upload(`${M}/registration/${full.id}/files`, { kind: 'photo', file: { name: 'photo.jpg', type: 'image/jpeg', data: await jpeg({ r: 90, g: 60, b: 40 }, 300) } });
  await m.api.post(`${M}/registration/${full.id}/submit`);
  await staffApi.post(`${B}/registration/${full.id}/pick_up`, {});
  await staffApi.post(`${B}/registration/${full.id}/raise_query`, { remark: 'The electricity bill is older than two months: upload this month’s bill' });

  const first14 = `27${newPan()}1Z`;
  const period = periodOptions('GSTR-1', false, todayInIndia(), 1)[0];
  const filing = await m.api.post<{ id: number }>(`${M}/filing`, { data: { gstin: `${first14}${gstinCheckChar(first14)}`, legalName: 'Joshi Traders', returnType: 'GSTR-1', period: period.value } });
  const csv = 'Invoice No,Invoice Date,Recipient GSTIN,Place of Supply,Taxable Value,IGST,CGST,SGST\nINV-1,2001-01-01,,27,1000,0,90,90\nINV-2,,,99,abc,0,0,0\n';
  await m.api.upload(`${M}/filing/${filing.id}/files`, { kind: 'invoice_summary', file: { name: 'bad.csv', type: 'text/csv', data: Buffer.from(csv) } }).catch(() => undefined);

  const page = await browser.newPage();
  await signInViaApi(page, m.account);
  const h1 = (p: Page) => p.getByRole('heading', { level: 1 }).first().waitFor();
  await shoot(page, '/merchant/product/gst', 'm-dashboard', (p) => p.getByTestId('state-query_raised').first().waitFor());
  await shoot(page, '/merchant/product/gst/registration', 'm-registration-new', h1);
  await shoot(page, `/merchant/product/gst/registration/${draft.id}`, 'm-registration-draft', (p) => p.getByTestId('documents-pan_card').waitFor());
  await shoot(page, `/merchant/product/gst/registration/view/${draft.id}`, 'm-registration-presubmit', (p) => p.getByTestId('submit-panel').waitFor());
  await shoot(page, `/merchant/product/gst/registration/view/${full.id}`, 'm-registration-query', (p) => p.getByTestId('answer-query').waitFor());
  await shoot(page, '/merchant/product/gst/registration/list', 'm-registration-list', (p) => p.getByText(/GR\d{10}/).first().waitFor());
  await shoot(page, `/merchant/product/gst/filling/new/${filing.id}`, 'm-filing-form', (p) => p.getByTestId('documents-invoice_summary').waitFor());
  // The refused summary's per-row report, as the uploader shows it.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByLabel('Invoice summary (CSV or Excel) file', { exact: true }).setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByTestId('row-report').waitFor({ timeout: 30_000 });
  await page.getByTestId('documents-invoice_summary').screenshot({ path: `${OUT}/m-filing-report-1366.png` });
  await shoot(page, `/merchant/product/gst/filling/view/${filing.id}`, 'm-filing-view', (p) => p.getByTestId('submit-panel').waitFor());
  await shoot(page, '/merchant/product/gst/filling/list?list=drafts', 'm-filing-list', (p) => p.getByText(/GF\d{10}/).first().waitFor());

  const staff = await browser.newPage();
  await signInViaApi(staff, env.staff);
  await shoot(staff, '/backend/actions/gst', 'b-dashboard', (p) => p.getByTestId('state-submitted').first().waitFor());
  await shoot(staff, '/backend/actions/gst/registration?list=queries', 'b-registration-list', (p) => p.getByText(/GR\d{10}/).first().waitFor());
  await staffApi.post(`${B}/registration/${full.id}/reject`, { remark: 'x' }).catch(() => undefined);
  const second = await m.api.post<{ id: number }>(`${M}/registration`, { data });
  for (const kind of ['pan_card', 'address_proof', 'bank_proof']) {
    await m.api.upload(`${M}/registration/${second.id}/files`, { kind, file: { name: `${kind}.pdf`, type: 'application/pdf', data: await pdf(kind) } });
  }
  await m.api.upload(`${M}/registration/${second.id}/files`, { kind: 'photo', file: { name: 'photo.jpg', type: 'image/jpeg', data: await jpeg({ r: 90, g: 60, b: 40 }, 300) } });
  await m.api.post(`${M}/registration/${second.id}/submit`);
  await staffApi.post(`${B}/registration/${second.id}/pick_up`, {});
  await shoot(staff, `/backend/actions/gst/registration/${second.id}`, 'b-registration-review', (p) => p.getByRole('form', { name: 'Complete with ARN' }).waitFor());
  await shoot(staff, '/backend/actions/gst/filling?list=all', 'b-filing-list', (p) => p.getByRole('heading', { level: 1 }).first().waitFor());
});
