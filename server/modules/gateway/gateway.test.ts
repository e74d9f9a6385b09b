import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { startFakeGateway } from '../../test/fake-gateway';
import { PGGATWAY_API } from '../../../contract/gateway';

const payer = { p_info: 'Wallet top-up', customer_name: 'Ravi Kumar', customer_email: 'ravi@shop.in', customer_mobile: '9876543210' };

async function merchant(t: TestApp) {
  const m = await signedIn(t, 'merchant', { kind: 'owner' });
  await t.database.query('insert into wallets (user_id) values ($1)', [m.id]);
  return m;
}
const balance = async (t: TestApp, headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/api/merchant/accounting/closing', headers })).json();

describe('sandbox gateway (no key configured)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs the 1-rupee test end to end and credits once, however often it is checked', async () => {
    const m = await merchant(t);
    const created = await t.app.inject({ method: 'POST', url: `${PGGATWAY_API}/create`, headers: m.headers, payload: { amount: 1, ...payer } });
    expect(created.statusCode, created.body).toBe(200);
    const { payment_url, client_txn_id, txn_date } = created.json().data;
    expect(payment_url).toBe(`/api/pg-sandbox/pay/${client_txn_id}`);
    const page = await t.app.inject({ method: 'GET', url: payment_url });
    expect(page.body).toContain('₹1.00');
    const check = () => t.app.inject({ method: 'POST', url: `${PGGATWAY_API}/check-status`, headers: m.headers, payload: { client_txn_id, txn_date } });
    expect((await check()).json().data).toMatchObject({ status: 'created', credited: false });
    const paid = await t.app.inject({ method: 'POST', url: `${payment_url}/success`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/merchant/paymentgateway/payment-status?client_txn_id=${client_txn_id}&txn_date=${txn_date}`);
    const results = await Promise.all([check(), check(), t.app.inject({ method: 'POST', url: '/api/pggatway/webhook', payload: { client_txn_id } }), check()]);
    expect(results[0].json().data).toMatchObject({ status: 'success', credited: true, amount: 1 });
    expect(await balance(t, m.headers)).toBe(1);
    const [n] = await t.database.query<{ n: number }>(`select count(*)::int as n from ledger_entries where idempotency_key = $1`, [`upi:${client_txn_id}`]);
    expect(n.n).toBe(1);
    // Choosing failure afterwards changes nothing.
    await t.app.inject({ method: 'POST', url: `${payment_url}/failure`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect((await check()).json().data.status).toBe('success');
  });

  it('a declined payment credits nothing', async () => {
    const m = await merchant(t);
    const { data } = (await t.app.inject({ method: 'POST', url: `${PGGATWAY_API}/create`, headers: m.headers, payload: { amount: 500, ...payer } })).json();
    await t.app.inject({ method: 'POST', url: `${data.payment_url}/failure`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    const res = await t.app.inject({ method: 'POST', url: `${PGGATWAY_API}/check-status`, headers: m.headers, payload: { client_txn_id: data.client_txn_id, txn_date: data.txn_date } });
    expect(res.json().data).toMatchObject({ status: 'failure', credited: false });
    expect(await balance(t, m.headers)).toBe(0);
  });

  it('a merchant cannot check another merchant’s payment; bad input is named', async () => {
    const a = await merchant(t);
    const b = await merchant(t);
    const { data } = (await t.app.inject({ method: 'POST', url: `${PGGATWAY_API}/create`, headers: a.headers, payload: { amount: 10, ...payer } })).json();
    expect((await t.app.inject({ method: 'POST', url: `${PGGATWAY_API}/check-status`, headers: b.headers, payload: { client_txn_id: data.client_txn_id, txn_date: data.txn_date } })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: `${PGGATWAY_API}/create`, headers: a.headers, payload: { amount: 0.5, ...payer, customer_mobile: '12345' } });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['amount', 'customer_mobile']);
  });
});

describe('ekqr adapter against a local fake gateway', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeGateway>>;
  beforeAll(async () => {
    fake = await startFakeGateway('live-key-123');
    t = await createTestApp({ UPI_GATEWAY_URL: fake.url, PUBLIC_URL: 'https://portal.example' });
    const admin = await signedIn(t, 'admin');
    await t.app.inject({ method: 'PUT', url: '/api/backend/masters/api-credentials', headers: admin.headers, payload: { provider: 'upi_gateway', keyName: 'api_key', value: 'live-key-123' } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('creates the order with the key and redirect, and credits on success via status check', async () => {
    const m = await merchant(t);
    const created = await t.app.inject({ method: 'POST', url: `${PGGATWAY_API}/create`, headers: m.headers, payload: { amount: 250.75, ...payer } });
    expect(created.statusCode, created.body).toBe(200);
    const { client_txn_id, txn_date, payment_url } = created.json().data;
    expect(payment_url).toBe(`https://pay.example/${client_txn_id}`);
    const sent = fake.calls.find((c) => c.path === '/api/create_order')!.body;
    expect(sent).toMatchObject({ key: 'live-key-123', amount: '250.75', client_txn_id, customer_mobile: '9876543210' });
    expect(sent.redirect_url).toBe(`https://portal.example/merchant/paymentgateway/payment-status?client_txn_id=${client_txn_id}&txn_date=${txn_date}`);
    fake.pay(client_txn_id, 'success');
    const res = await t.app.inject({ method: 'POST', url: `${PGGATWAY_API}/check-status`, headers: m.headers, payload: { client_txn_id, txn_date } });
    expect(res.json().data).toMatchObject({ status: 'success', credited: true });
    expect(await balance(t, m.headers)).toBe(250.75);
  });

  it('a forged webhook claiming success credits nothing; the real success via webhook credits once', async () => {
    const m = await merchant(t);
    const { data } = (await t.app.inject({ method: 'POST', url: `${PGGATWAY_API}/create`, headers: m.headers, payload: { amount: 99, ...payer } })).json();
    const forged = await t.app.inject({ method: 'POST', url: '/api/pggatway/webhook', payload: { client_txn_id: data.client_txn_id, status: 'success', amount: '99' } });
    expect(forged.statusCode).toBe(200);
    expect(await balance(t, m.headers)).toBe(0);
    fake.pay(data.client_txn_id, 'success');
    await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'POST', url: '/api/pggatway/webhook', payload: { client_txn_id: data.client_txn_id } })));
    expect(await balance(t, m.headers)).toBe(99);
  });
});
