import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { PAYMENTS_API } from '../../../contract/payments';
import { PAYMENT_GATEWAY_API } from '../../../contract/gateway';

/**
 * docs/architecture.md#money: debits, payment approvals and gateway credits racing on a few wallets, each
 * retried, through the real routes. No negative balance, no duplicate entry, balance = Σ Cr − Σ Dr.
 */
let testApp: TestApp;
beforeAll(async () => {
  // The gateway credits come from the sandbox, 10 orders per wallet prepared before any is checked.
  testApp = await createTestApp({ UPI_SANDBOX: 'true', UPI_MAX_OPEN_ORDERS: '10' });
});
afterAll(() => testApp.close());

const form = (fields: Record<string, string>) => {
  const b = '----c' + Math.random().toString(16).slice(2);
  const body =
    Object.entries(fields)
      .map(([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${b}--\r\n`;
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
};

describe('money under concurrency', () => {
  it('stays right with 1,000 concurrent debits, approvals and gateway credits, retried', async () => {
    const admin = await signedIn(testApp, 'admin');
    const staff = await signedIn(testApp, 'staff');
    const bankId = (
      await testApp.app.inject({
        method: 'POST',
        url: '/api/backend/masters/bank',
        headers: admin.headers,
        payload: {
          bankName: 'State Bank of India',
          holder: 'PAN Seva',
          accountNo: '30012345678',
          ifsc: 'SBIN0001234',
          branch: 'Pune',
        },
      })
    ).json().id;
    const merchants = [];
    for (let i = 0; i < 3; i++) {
      const merchant = await signedIn(testApp, 'merchant', { kind: 'owner' });
      await testApp.database.query('insert into wallets (user_id) values ($1)', [merchant.id]);
      merchants.push(merchant);
    }
    const today = new Date().toISOString().slice(0, 10);
    // Work prepared up front: UPI payment requests and paid sandbox gateway orders.
    const requests: number[] = [];
    const orders: { txn: string; date: string; headers: Record<string, string> }[] = [];
    for (let i = 0; i < 30; i++) {
      const merchant = merchants[i % 3];
      const f = form({ bankId: String(bankId), amount: '100', mode: 'UPI', utr: `UTRCONC${i}X`, depositDate: today });
      requests.push(
        (
          await testApp.app.inject({
            method: 'POST',
            url: PAYMENTS_API.merchant,
            headers: { ...merchant.headers, ...f.headers },
            payload: f.payload,
          })
        ).json().id,
      );
      const o = (
        await testApp.app.inject({
          method: 'POST',
          url: `${PAYMENT_GATEWAY_API}/create`,
          headers: merchant.headers,
          payload: {
            amount: 50,
            p_info: 'top-up',
            customer_name: 'A',
            customer_email: 'a@b.in',
            customer_mobile: '9876543210',
          },
        })
      ).json().data;
      await testApp.app.inject({
        method: 'POST',
        url: `${o.payment_url}/success`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      orders.push({ txn: o.client_txn_id, date: o.txn_date, headers: merchant.headers });
    }

    const calls: (() => Promise<{ statusCode: number }>)[] = [];
    for (let i = 0; i < 700; i++) {
      const merchant = merchants[i % 3];
      const key = `conc-debit-${Math.floor(i / 2)}`; // every debit key is sent twice
      calls.push(() =>
        testApp.app.inject({
          method: 'POST',
          url: `/api/backend/wallets/${merchant.id}/adjust`,
          headers: admin.headers,
          payload: { direction: 'Dr', amount: 7, remark: 'service charge', idempotencyKey: key },
        }),
      );
    }
    for (const id of requests)
      for (let k = 0; k < 4; k++)
        calls.push(() =>
          testApp.app.inject({ method: 'POST', url: `${PAYMENTS_API.backend}/${id}/approve`, headers: staff.headers }),
        );
    for (const o of orders)
      for (let k = 0; k < 6; k++)
        calls.push(() =>
          testApp.app.inject({
            method: 'POST',
            url: `${PAYMENT_GATEWAY_API}/check-status`,
            headers: o.headers,
            payload: { client_txn_id: o.txn, txn_date: o.date },
          }),
        );
    expect(calls.length).toBeGreaterThanOrEqual(1000);
    // Shuffle so debits, approvals and credits interleave.
    for (let i = calls.length - 1; i > 0; i--) {
      const j = (i * 7919) % (i + 1);
      [calls[i], calls[j]] = [calls[j], calls[i]];
    }
    const results = await Promise.all(calls.map((c) => c()));
    expect(results.every((r) => [200, 409, 422].includes(r.statusCode))).toBe(true);

    const rows = await testApp.database.query<{ balance: number; sum: number; neg: number }>(
      `select w.balance_paise::int as balance,
              (select coalesce(sum(case when direction = 'Cr' then amount_paise else -amount_paise end),
                0)::int from ledger_entries e where e.wallet_id = w.id) as sum,
              (select count(*)::int from ledger_entries e where e.wallet_id = w.id and e.balance_after_paise < 0) as neg
         from wallets w where w.user_id = any($1::bigint[])`,
      [merchants.map((merchant) => merchant.id)],
    );
    for (const r of rows) {
      expect(r.neg).toBe(0);
      expect(r.balance).toBe(r.sum);
      expect(r.balance).toBeGreaterThanOrEqual(0);
    }
    const [once] = await testApp.database.query<{ pay: number; upi: number; dups: number }>(
      `select (select count(*)::int from ledger_entries where ref_type = 'payment_request') as pay,
              (select count(*)::int from ledger_entries where ref_type = 'upi_gateway') as upi,
              (select count(*)::int from (select idempotency_key from ledger_entries group by 1 having count(*) > 1) d) as dups`,
    );
    expect(once).toEqual({ pay: 30, upi: 30, dups: 0 });
  }, 180_000);
});
