import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENTS_API } from '../../../contract/payments';
import { REPORTS_API } from '../../../contract/reports';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { B, M, readyDraft, readyMerchant } from '../../test/nsdl-pan';
import { applicationCalls } from '../../test/pan-applications';

/*
 * Issue 26: a ledger line is said in the reader's language. Entries made by real flows (a PAN application's
 * charge and refund, a top-up approved by the back office, an admin's adjustment) are read back in Hindi, with the
 * typed name, token and remark as typed, and in English exactly as the line has always read; an entry made before
 * narrations had messages keeps its English in both.
 */

let t: TestApp;
let staff: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedIn(t, 'staff');
  admin = await signedIn(t, 'admin');
});
afterAll(() => t.close());
const { inject } = applicationCalls(() => t);

const hindi = (headers: Record<string, string>) => ({ ...headers, 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
const english = (headers: Record<string, string>) => ({ ...headers, 'accept-language': 'en-IN,en;q=0.9' });

/** The dashboard's recent entries, newest first, as their narrations. */
async function recent(headers: Record<string, string>): Promise<string[]> {
  const res = await inject('GET', REPORTS_API.merchantDashboard, headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().recent as { narration: string }[]).map((e) => e.narration);
}

const STATEMENT = { filters: [], search: '', length: 50, start: 0, sorts: [] };

/** The ledger statement's narrations, oldest first. */
async function statement(headers: Record<string, string>, search = ''): Promise<string[]> {
  const res = await inject('POST', `${REPORTS_API.merchantLedger}/list`, headers, { ...STATEMENT, search });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { narration: string }[]).map((r) => r.narration);
}

/** The statement's CSV export, its lines after the header. */
async function statementCsv(headers: Record<string, string>): Promise<string[]> {
  const res = await inject('POST', `${REPORTS_API.merchantLedger}/list/export?format=csv`, headers, {
    ...STATEMENT,
    columns: ['narration'],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .slice(1);
}

describe('ledger narrations in the reader’s language', () => {
  it('says a PAN application’s charge and refund in Hindi around the typed token and name', async () => {
    const merchant = await readyMerchant(t, { balance: 1000 });
    const id = await readyDraft(t, merchant.headers);
    expect((await inject('POST', `${M}/applications/${id}/submit`, merchant.headers)).statusCode).toBe(200);
    const { tokenNo } = (await inject('GET', `${M}/applications/${id}`, merchant.headers)).json();
    const reject = await inject('POST', `${B}/applications/${id}/reject`, staff.headers, { remark: 'Photo not clear' });
    expect(reject.statusCode, reject.body).toBe(200);

    expect(await recent(hindi(merchant.headers))).toEqual([
      `रिफ़ंड: पैन आवेदन ${tokenNo} नामंज़ूर हुआ`,
      `एनएसडीएल पैन नया (49A): ${tokenNo} Ramesh K Patil`,
      // Written before narrations had messages: its English, as it was.
      'opening balance',
    ]);
    expect(await recent(english(merchant.headers))).toEqual([
      `Refund: PAN application ${tokenNo} rejected`,
      `NSDL PAN new (49A): ${tokenNo} Ramesh K Patil`,
      'opening balance',
    ]);
    // The English line stays in the ledger's own column, what the statement's search reads.
    const [row] = await t.database.query<{ narration: string }>(
      `select narration from ledger_entries where ref_id = $1 and direction = 'Dr'`,
      [String(id)],
    );
    expect(row.narration).toBe(`NSDL PAN new (49A): ${tokenNo} Ramesh K Patil`);

    // The statement and its file say the same in the reader's language; the search still finds the English words.
    expect(await statement(hindi(merchant.headers))).toEqual([
      'opening balance',
      `एनएसडीएल पैन नया (49A): ${tokenNo} Ramesh K Patil`,
      `रिफ़ंड: पैन आवेदन ${tokenNo} नामंज़ूर हुआ`,
    ]);
    expect(await statement(hindi(merchant.headers), 'Refund')).toEqual([`रिफ़ंड: पैन आवेदन ${tokenNo} नामंज़ूर हुआ`]);
    expect(await statement(english(merchant.headers))).toEqual([
      'opening balance',
      `NSDL PAN new (49A): ${tokenNo} Ramesh K Patil`,
      `Refund: PAN application ${tokenNo} rejected`,
    ]);
    expect(await statementCsv(hindi(merchant.headers))).toEqual([
      'opening balance',
      `एनएसडीएल पैन नया (49A): ${tokenNo} Ramesh K Patil`,
      `रिफ़ंड: पैन आवेदन ${tokenNo} नामंज़ूर हुआ`,
    ]);
    expect(await statementCsv(english(merchant.headers))).toEqual([
      'opening balance',
      `NSDL PAN new (49A): ${tokenNo} Ramesh K Patil`,
      `Refund: PAN application ${tokenNo} rejected`,
    ]);
  });

  it('says a top-up approved by the back office in Hindi, with its reference, mode and UTR as they are', async () => {
    const merchant = await readyMerchant(t);
    const bank = await inject('POST', '/api/backend/masters/bank', admin.headers, {
      bankName: 'State Bank of India',
      holder: 'PAN Seva Pvt Ltd',
      accountNo: '30012345678',
      ifsc: 'SBIN0001234',
      branch: 'Pune',
    });
    expect(bank.statusCode, bank.body).toBe(200);
    const slip = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#eeeeee' } })
      .jpeg()
      .toBuffer();
    const utr = `SBIN${Date.now()}`;
    const fields: Record<string, string> = {
      bankId: String(bank.json().id),
      amount: '2500.50',
      mode: 'NEFT',
      utr,
      depositDate: new Date().toISOString().slice(0, 10),
    };
    const boundary = `----narr${crypto.randomUUID()}`;
    const payload = Buffer.concat([
      ...Object.entries(fields).map(([k, v]) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="slip"; filename="slip.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      slip,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const asked = await t.app.inject({
      method: 'POST',
      url: PAYMENTS_API.merchant,
      headers: { ...merchant.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const { id, refNo } = asked.json();
    expect((await inject('POST', `${PAYMENTS_API.backend}/${id}/approve`, staff.headers)).statusCode).toBe(200);

    expect((await recent(hindi(merchant.headers)))[0]).toBe(`वॉलेट टॉप-अप ${refNo} (NEFT ${utr})`);
    expect((await recent(english(merchant.headers)))[0]).toBe(`Wallet top-up ${refNo} (NEFT ${utr})`);
  });

  it('says an admin’s adjustment in Hindi with the remark as the admin typed it', async () => {
    const merchant = await readyMerchant(t);
    const remark = 'Cash deposited at head office';
    const body = { direction: 'Cr', amount: 150, remark, idempotencyKey: crypto.randomUUID() };
    const res = await inject('POST', `/api/backend/wallets/${merchant.id}/adjust`, hindi(admin.headers), body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entry.narration).toBe(`एडजस्टमेंट: ${remark}`);
    const again = await inject('POST', `/api/backend/wallets/${merchant.id}/adjust`, english(admin.headers), body);
    expect(again.json()).toMatchObject({ replayed: true, entry: { narration: `Adjustment: ${remark}` } });

    expect((await recent(hindi(merchant.headers)))[0]).toBe(`एडजस्टमेंट: ${remark}`);
    expect((await recent(english(merchant.headers)))[0]).toBe(`Adjustment: ${remark}`);
  });
});
