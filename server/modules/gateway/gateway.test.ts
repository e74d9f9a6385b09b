import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { startFakeGateway } from '../../test/fake-gateway';
import { PAYMENT_GATEWAY_API } from '../../../contract/gateway';
import { createMastersService } from '../masters/service';
import { createGatewayService } from './service';

const payer = {
  p_info: 'Wallet top-up',
  customer_name: 'Ravi Kumar',
  customer_email: 'ravi@shop.in',
  customer_mobile: '9876543210',
};

async function merchant(testApp: TestApp) {
  const shop = await signedIn(testApp, 'merchant', { kind: 'owner' });
  await testApp.database.query('insert into wallets (user_id) values ($1)', [shop.id]);
  return shop;
}
const balance = async (testApp: TestApp, headers: Record<string, string>) =>
  (await testApp.app.inject({ method: 'GET', url: '/api/merchant/accounting/closing', headers })).json();
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const create = (testApp: TestApp, headers: Record<string, string>, amount = 10) =>
  testApp.app.inject({ method: 'POST', url: `${PAYMENT_GATEWAY_API}/create`, headers, payload: { amount, ...payer } });
const orderCount = async (testApp: TestApp, merchantId: number) =>
  (
    await testApp.database.query<{ n: number }>(
      'select count(*)::int as n from gateway_orders where merchant_id = $1',
      [merchantId],
    )
  )[0].n;
const ledgerOf = (testApp: TestApp, txn: string) =>
  testApp.database.query<{ narration: string; amount_paise: number }>(
    'select narration, amount_paise::int from ledger_entries where ref_id = $1',
    [txn],
  );

describe('sandbox gateway (UPI_SANDBOX=true, no key configured)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ UPI_SANDBOX: 'true' });
  });
  afterAll(() => testApp.close());

  it('runs the 1-rupee test end to end and credits once, however often it is checked', async () => {
    const shop = await merchant(testApp);
    const created = await testApp.app.inject({
      method: 'POST',
      url: `${PAYMENT_GATEWAY_API}/create`,
      headers: shop.headers,
      payload: { amount: 1, ...payer },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { payment_url, client_txn_id, txn_date, sandbox } = created.json().data;
    expect(sandbox).toBe(true);
    expect(payment_url).toBe(`/api/pg-sandbox/pay/${client_txn_id}`);
    const page = await testApp.app.inject({ method: 'GET', url: payment_url });
    expect(page.body).toContain('₹1.00');
    expect(page.body).toContain('Test payment — sandbox gateway, no real money.');
    const check = () =>
      testApp.app.inject({
        method: 'POST',
        url: `${PAYMENT_GATEWAY_API}/check-status`,
        headers: shop.headers,
        payload: { client_txn_id, txn_date },
      });
    expect((await check()).json().data).toMatchObject({ status: 'created', credited: false });
    const paid = await testApp.app.inject({
      method: 'POST',
      url: `${payment_url}/success`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `/merchant/paymentgateway/payment-status?client_txn_id=${client_txn_id}&txn_date=${txn_date}`,
    );
    const results = await Promise.all([
      check(),
      check(),
      testApp.app.inject({ method: 'POST', url: '/api/pggatway/webhook', payload: { client_txn_id } }),
      check(),
    ]);
    expect(results[0].json().data).toMatchObject({ status: 'success', credited: true, amount: 1, sandbox: true });
    expect(await balance(testApp, shop.headers)).toBe(1);
    // The statement says what the rupee was.
    expect(await ledgerOf(testApp, client_txn_id)).toEqual([
      { narration: `UPI top-up ${client_txn_id} (sandbox test payment)`, amount_paise: 100 },
    ]);
    const [n] = await testApp.database.query<{ n: number }>(
      `select count(*)::int as n from ledger_entries where idempotency_key = $1`,
      [`upi:${client_txn_id}`],
    );
    expect(n.n).toBe(1);
    // Choosing failure afterwards changes nothing.
    await testApp.app.inject({
      method: 'POST',
      url: `${payment_url}/failure`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect((await check()).json().data.status).toBe('success');
  });

  it('a declined payment credits nothing', async () => {
    const shop = await merchant(testApp);
    const { data } = (
      await testApp.app.inject({
        method: 'POST',
        url: `${PAYMENT_GATEWAY_API}/create`,
        headers: shop.headers,
        payload: { amount: 500, ...payer },
      })
    ).json();
    await testApp.app.inject({
      method: 'POST',
      url: `${data.payment_url}/failure`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const res = await testApp.app.inject({
      method: 'POST',
      url: `${PAYMENT_GATEWAY_API}/check-status`,
      headers: shop.headers,
      payload: { client_txn_id: data.client_txn_id, txn_date: data.txn_date },
    });
    expect(res.json().data).toMatchObject({ status: 'failure', credited: false });
    expect(await balance(testApp, shop.headers)).toBe(0);
  });

  it('a merchant cannot check another merchant’s payment; bad input is named', async () => {
    const firstShop = await merchant(testApp);
    const secondShop = await merchant(testApp);
    const { data } = (
      await testApp.app.inject({
        method: 'POST',
        url: `${PAYMENT_GATEWAY_API}/create`,
        headers: firstShop.headers,
        payload: { amount: 10, ...payer },
      })
    ).json();
    expect(
      (
        await testApp.app.inject({
          method: 'POST',
          url: `${PAYMENT_GATEWAY_API}/check-status`,
          headers: secondShop.headers,
          payload: { client_txn_id: data.client_txn_id, txn_date: data.txn_date },
        })
      ).statusCode,
    ).toBe(404);
    const bad = await testApp.app.inject({
      method: 'POST',
      url: `${PAYMENT_GATEWAY_API}/create`,
      headers: firstShop.headers,
      payload: { amount: 0, ...payer, customer_mobile: '12345' },
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['amount', 'customer_mobile']);
  });

  it('tells the page that payments are possible, on the sandbox, and for how much', async () => {
    const shop = await merchant(testApp);
    const res = await testApp.app.inject({
      method: 'GET',
      url: `${PAYMENT_GATEWAY_API}/availability`,
      headers: shop.headers,
    });
    expect(res.json()).toEqual({ available: true, sandbox: true, minAmount: 1, maxAmount: 100_000 });
  });

  it('refuses an amount outside the gateway’s range, naming it, and creates nothing', async () => {
    const shop = await merchant(testApp);
    for (const amount of [0.99, 100_000.01]) {
      const res = await create(testApp, shop.headers, amount);
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().errors).toEqual({ amount: ['Enter an amount from ₹1.00/- to ₹1,00,000.00/-'] });
    }
    expect((await create(testApp, shop.headers, 100_000)).statusCode).toBe(200);
    expect(await orderCount(testApp, shop.id)).toBe(1);
  });

  it('allows 5 unfinished orders; a finished or day-old one no longer counts', async () => {
    const shop = await merchant(testApp);
    const made = [];
    for (let i = 0; i < 5; i++) made.push((await create(testApp, shop.headers)).json().data);
    const sixth = await create(testApp, shop.headers);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(
      'You have 5 unfinished UPI payments; finish or wait for them before starting another.',
    );
    expect(await orderCount(testApp, shop.id)).toBe(5);
    // One is declined and checked: it is finished, so there is room for one more.
    await testApp.app.inject({ method: 'POST', url: `${made[0].payment_url}/failure`, headers: form, payload: '' });
    await testApp.app.inject({
      method: 'POST',
      url: `${PAYMENT_GATEWAY_API}/check-status`,
      headers: shop.headers,
      payload: { client_txn_id: made[0].client_txn_id, txn_date: made[0].txn_date },
    });
    expect((await create(testApp, shop.headers)).statusCode).toBe(200);
    expect((await create(testApp, shop.headers)).statusCode).toBe(429);
    // One left unpaid for a day is abandoned.
    await testApp.database.query(
      `update gateway_orders set created_at = now() - interval '25 hours' where client_txn_id = $1`,
      [made[1].client_txn_id],
    );
    expect((await create(testApp, shop.headers)).statusCode).toBe(200);
  });

  it('holds the open-order limit under 40 concurrent creates of one wallet', async () => {
    const shop = await merchant(testApp);
    const other = await merchant(testApp);
    const results = await Promise.all([
      ...Array.from({ length: 40 }, () => create(testApp, shop.headers)),
      create(testApp, other.headers),
    ]);
    const codes = results.slice(0, 40).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(35);
    expect(await orderCount(testApp, shop.id)).toBe(5);
    // Another holder's limit is its own.
    expect(results[40].statusCode).toBe(200);
  });

  it('an order made while the sandbox was on, paid on its page, credits nothing once the sandbox is off', async () => {
    const shop = await merchant(testApp);
    const { data } = (await create(testApp, shop.headers, 500)).json();
    expect(
      (await testApp.app.inject({ method: 'POST', url: `${data.payment_url}/success`, headers: form, payload: '' }))
        .statusCode,
    ).toBe(303);
    // The same database, served by a server started without UPI_SANDBOX.
    const off = createGatewayService(
      testApp.database.db,
      createMastersService(testApp.database.db, testApp.secrets.encryptionKey),
      {
        ...testApp.config,
        upiSandbox: false,
      },
    );
    await expect(off.check(shop.id, data.client_txn_id, data.txn_date)).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('sandbox gateway, which is now turned off'),
    });
    await expect(off.check(null, data.client_txn_id, data.txn_date)).rejects.toMatchObject({ status: 409 });
    await off.webhook(data.client_txn_id).catch(() => undefined);
    expect(await off.sandboxOrder(data.client_txn_id)).toBeNull();
    expect(await balance(testApp, shop.headers)).toBe(0);
    expect(await ledgerOf(testApp, data.client_txn_id)).toEqual([]);
    const [o] = await testApp.database.query<{ status: string }>(
      'select status from gateway_orders where client_txn_id = $1',
      [data.client_txn_id],
    );
    expect(o.status).toBe('created');
  });
});

describe('without a key and without UPI_SANDBOX (the default, as in production)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => testApp.close());

  it('says online payment is not set up, and creating an order answers 503 and stores nothing', async () => {
    const shop = await merchant(testApp);
    expect(
      (
        await testApp.app.inject({ method: 'GET', url: `${PAYMENT_GATEWAY_API}/availability`, headers: shop.headers })
      ).json(),
    ).toEqual({
      available: false,
      sandbox: false,
      minAmount: 1,
      maxAmount: 100_000,
    });
    const res = await create(testApp, shop.headers, 500);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      'Online payment is not set up yet: the administrator must save the UPI gateway key in Data Setup › API ' +
        'Credentials. Use Add Payment meanwhile.',
    );
    expect(await orderCount(testApp, shop.id)).toBe(0);
    const [n] = await testApp.database.query<{ n: number }>('select count(*)::int as n from sandbox_payments');
    expect(n.n).toBe(0);
  });

  it('checks the amount before saying the gateway is not set up: a wrong one is a 400 on the amount', async () => {
    const shop = await merchant(testApp);
    const range = 'Enter an amount from ₹1.00/- to ₹1,00,000.00/-';
    const wrong: [unknown, RegExp | string][] = [
      [0.99, range],
      [100_000.01, range],
      [1e9, range],
      ['1000000', range],
      [-5, /above zero/],
      [0, /above zero/],
      ['abc', /amount/i],
      ['', /amount/i],
      [null, /amount/i],
      [10.123, /two decimals/],
      ['99.999', /two decimals/],
    ];
    for (const [amount, message] of wrong) {
      const res = await testApp.app.inject({
        method: 'POST',
        url: `${PAYMENT_GATEWAY_API}/create`,
        headers: shop.headers,
        payload: { amount, ...payer },
      });
      expect(res.statusCode, `${String(amount)}: ${res.body}`).toBe(400);
      expect(res.json().errors?.amount?.[0], String(amount)).toMatch(message);
    }
    expect(await orderCount(testApp, shop.id)).toBe(0);
    // A right amount still hears that the gateway is not set up.
    expect((await create(testApp, shop.headers, 100_000)).statusCode).toBe(503);
  });

  it('has no sandbox page; an anonymous Pay on a sandbox order credits nothing, however it is checked', async () => {
    const shop = await merchant(testApp);
    // A sandbox order as an earlier start with UPI_SANDBOX=true left it.
    const txn = 'TXN1700000000000ABCDE12345';
    await testApp.database.query(
      `insert into gateway_orders (client_txn_id, merchant_id, created_by, amount_paise, p_info,
        customer_name, customer_email, customer_mobile, provider, txn_date)
       values ($1, $2, $2, 50000, 'Wallet top-up', 'Ravi', 'ravi@shop.in', '9876543210', 'sandbox', current_date)`,
      [txn, shop.id],
    );
    await testApp.database.query(
      `insert into sandbox_payments (client_txn_id, amount_paise, redirect_url) values ($1, 50000,
        '/merchant/paymentgateway/payment-status')`,
      [txn],
    );
    expect((await testApp.app.inject({ method: 'GET', url: `/api/pg-sandbox/pay/${txn}` })).statusCode).toBe(404);
    expect(
      (
        await testApp.app.inject({
          method: 'POST',
          url: `/api/pg-sandbox/pay/${txn}/success`,
          headers: form,
          payload: '',
        })
      ).statusCode,
    ).toBe(404);
    const [p] = await testApp.database.query<{ status: string }>(
      'select status from sandbox_payments where client_txn_id = $1',
      [txn],
    );
    expect(p.status).toBe('created');
    // Even a payment recorded as made is not believed while the sandbox is off.
    await testApp.database.query(`update sandbox_payments set status = 'success' where client_txn_id = $1`, [txn]);
    const [{ d }] = await testApp.database.query<{ d: string }>(
      `select to_char(txn_date, 'DD-MM-YYYY') as d from gateway_orders where client_txn_id = $1`,
      [txn],
    );
    const payload = { client_txn_id: txn, txn_date: d };
    const mine = await testApp.app.inject({
      method: 'POST',
      url: `${PAYMENT_GATEWAY_API}/check-status`,
      headers: shop.headers,
      payload,
    });
    expect(mine.statusCode).toBe(409);
    expect(mine.json().message).toBe(
      'This was a test payment on the sandbox gateway, which is now turned off: it adds nothing to the wallet.',
    );
    expect((await testApp.app.inject({ method: 'POST', url: '/api/pggatway/check-status', payload })).statusCode).toBe(
      409,
    );
    await testApp.app.inject({ method: 'POST', url: '/api/pggatway/webhook', payload: { client_txn_id: txn } });
    expect(await balance(testApp, shop.headers)).toBe(0);
    expect(await ledgerOf(testApp, txn)).toEqual([]);
  });
});

describe('ekqr adapter against a local fake gateway', () => {
  let testApp: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeGateway>>;
  beforeAll(async () => {
    fake = await startFakeGateway('live-key-123');
    testApp = await createTestApp({ UPI_GATEWAY_URL: fake.url, PUBLIC_URL: 'https://portal.example' });
    const admin = await signedIn(testApp, 'admin');
    await testApp.app.inject({
      method: 'PUT',
      url: '/api/backend/masters/api-credentials',
      headers: admin.headers,
      payload: { provider: 'upi_gateway', keyName: 'api_key', value: 'live-key-123' },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await fake.close();
  });

  it('creates the order with the key and redirect, and credits on success via status check', async () => {
    const shop = await merchant(testApp);
    expect(
      (
        await testApp.app.inject({ method: 'GET', url: `${PAYMENT_GATEWAY_API}/availability`, headers: shop.headers })
      ).json(),
    ).toMatchObject({
      available: true,
      sandbox: false,
    });
    const created = await testApp.app.inject({
      method: 'POST',
      url: `${PAYMENT_GATEWAY_API}/create`,
      headers: shop.headers,
      payload: { amount: 250.75, ...payer },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { client_txn_id, txn_date, payment_url, sandbox } = created.json().data;
    expect(sandbox).toBe(false);
    expect(payment_url).toBe(`https://pay.example/${client_txn_id}`);
    const sent = fake.calls.find((c) => c.path === '/api/create_order')!.body;
    expect(sent).toMatchObject({ key: 'live-key-123', amount: '250.75', client_txn_id, customer_mobile: '9876543210' });
    expect(sent.redirect_url).toBe(
      `https://portal.example/merchant/paymentgateway/payment-status?client_txn_id=${client_txn_id}&txn_date=${txn_date}`,
    );
    fake.pay(client_txn_id, 'success');
    const res = await testApp.app.inject({
      method: 'POST',
      url: `${PAYMENT_GATEWAY_API}/check-status`,
      headers: shop.headers,
      payload: { client_txn_id, txn_date },
    });
    expect(res.json().data).toMatchObject({ status: 'success', credited: true, sandbox: false });
    expect(await balance(testApp, shop.headers)).toBe(250.75);
    expect(await ledgerOf(testApp, client_txn_id)).toEqual([
      { narration: `UPI top-up ${client_txn_id}`, amount_paise: 25075 },
    ]);
  });

  it('a forged webhook claiming success credits nothing; the real success via webhook credits once', async () => {
    const shop = await merchant(testApp);
    const { data } = (
      await testApp.app.inject({
        method: 'POST',
        url: `${PAYMENT_GATEWAY_API}/create`,
        headers: shop.headers,
        payload: { amount: 99, ...payer },
      })
    ).json();
    const forged = await testApp.app.inject({
      method: 'POST',
      url: '/api/pggatway/webhook',
      payload: { client_txn_id: data.client_txn_id, status: 'success', amount: '99' },
    });
    expect(forged.statusCode).toBe(200);
    expect(await balance(testApp, shop.headers)).toBe(0);
    fake.pay(data.client_txn_id, 'success');
    await Promise.all(
      [1, 2, 3].map(() =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/pggatway/webhook',
          payload: { client_txn_id: data.client_txn_id },
        }),
      ),
    );
    expect(await balance(testApp, shop.headers)).toBe(99);
  });
});
