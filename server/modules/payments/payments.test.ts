import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { PAYMENTS_API } from '../../../contract/payments';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signedIn>>;
let bankId: number;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signedIn(t, 'staff');
  const admin = await signedIn(t, 'admin');
  bankId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/backend/masters/bank',
      headers: admin.headers,
      payload: {
        bankName: 'State Bank of India',
        holder: 'PAN Seva Pvt Ltd',
        accountNo: '30012345678',
        ifsc: 'SBIN0001234',
        branch: 'Pune',
      },
    })
  ).json().id;
  jpeg = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#eeeeee' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

async function merchant(kind: 'owner' | 'staff' | 'franchise' = 'owner', parentId?: number) {
  const m = await signedIn(t, 'merchant', { kind, parentId });
  if (kind !== 'staff') await t.database.query('insert into wallets (user_id) values ($1)', [m.id]);
  return m;
}

function form(fields: Record<string, string>, slip?: Buffer) {
  const b = '----pay' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (slip)
    parts.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="slip"; filename="slip.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      slip,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${b}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

const today = new Date().toISOString().slice(0, 10);
let utrSeq = 0;
const fields = (over: Record<string, string> = {}) => ({
  bankId: String(bankId),
  amount: '2500.50',
  mode: 'NEFT',
  utr: `SBIN${Date.now()}${utrSeq++}`,
  depositDate: today,
  ...over,
});

async function request(headers: Record<string, string>, f = fields(), slip: Buffer | null = jpeg) {
  const body = form(f, slip ?? undefined);
  return t.app.inject({
    method: 'POST',
    url: PAYMENTS_API.merchant,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
const balance = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/merchant/accounting/closing', headers })).json();

describe('payment requests', () => {
  it('a merchant asks, the back office approves, the wallet is credited once', async () => {
    const m = await merchant();
    const res = await request(m.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'pending',
      amount: 2500.5,
      mode: 'NEFT',
      hasSlip: true,
      refNo: expect.stringMatching(/^PR\d{7}$/),
    });
    const id = res.json().id;
    expect(await balance(m.headers)).toBe(0);
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'POST', url: `${PAYMENTS_API.backend}/${id}/approve`, headers: staff.headers }),
      t.app.inject({ method: 'POST', url: `${PAYMENTS_API.backend}/${id}/approve`, headers: staff.headers }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await balance(m.headers)).toBe(2500.5);
    const mine = (
      await t.app.inject({ method: 'GET', url: `${PAYMENTS_API.merchant}/${id}`, headers: m.headers })
    ).json();
    expect(mine.status).toBe('approved');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${PAYMENTS_API.backend}/${id}/reject`,
          headers: staff.headers,
          payload: { remark: 'late' },
        })
      ).statusCode,
    ).toBe(409);
  });

  it('refuses a UTR already submitted or credited, and lets a rejected one be sent again', async () => {
    const m = await merchant();
    const f = fields({ utr: 'UTRDUP123456' });
    const first = await request(m.headers, f);
    expect(first.statusCode).toBe(200);
    const other = await merchant();
    const dup = await request(other.headers, { ...f, utr: 'utrdup123456' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.utr).toEqual(['Already submitted']);
    const rej = await t.app.inject({
      method: 'POST',
      url: `${PAYMENTS_API.backend}/${first.json().id}/reject`,
      headers: staff.headers,
      payload: { remark: 'Amount not received in the account' },
    });
    expect(rej.json()).toMatchObject({ status: 'rejected', remark: 'Amount not received in the account' });
    expect((await request(m.headers, f)).statusCode).toBe(200);
  });

  it('names every bad field, needs a slip except for UPI, and stores nothing on error', async () => {
    const m = await merchant();
    const bad = await request(
      m.headers,
      fields({ amount: '0', utr: 'x', depositDate: '2999-01-01', bankId: '' }),
      null,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['amount', 'bankId', 'depositDate', 'utr']);
    const noSlip = await request(m.headers, fields(), null);
    expect(noSlip.statusCode, noSlip.body).toBe(400);
    expect(noSlip.json().errors.slip).toEqual(['Attach the deposit slip or transfer screenshot']);
    const exe = await request(m.headers, fields(), Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]));
    expect(exe.statusCode).toBe(400);
    expect(exe.json().errors.slip[0]).toMatch(/JPEG, PNG or PDF/);
    expect((await request(m.headers, fields({ mode: 'UPI' }), null)).statusCode).toBe(200);
    const [n] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from payment_requests where merchant_id = $1',
      [m.id],
    );
    expect(n.n).toBe(1);
  });

  it('a merchant sees only its own requests and slips, whatever id it sends', async () => {
    const a = await merchant();
    const b = await merchant();
    const id = (await request(a.headers)).json().id;
    expect(
      (await t.app.inject({ method: 'GET', url: `${PAYMENTS_API.merchant}/${id}`, headers: b.headers })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${PAYMENTS_API.merchant}/${id}/slip`, headers: b.headers }))
        .statusCode,
    ).toBe(404);
    const slip = await t.app.inject({ method: 'GET', url: `${PAYMENTS_API.merchant}/${id}/slip`, headers: a.headers });
    expect(slip.headers['content-type']).toBe('image/jpeg');
    const page = {
      filters: [{ field: 'merchantCode', opt: 'equals', value1: a.code }],
      search: '',
      length: 10,
      start: 0,
      sorts: [],
    };
    expect(
      (
        await t.app.inject({ method: 'POST', url: `${PAYMENTS_API.merchant}/list`, headers: b.headers, payload: page })
      ).json().data,
    ).toEqual([]);
    const own = (
      await t.app.inject({ method: 'POST', url: `${PAYMENTS_API.merchant}/list`, headers: a.headers, payload: page })
    ).json().data;
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ id, hasSlip: true, status: 'pending' });
    expect(
      (await t.app.inject({ method: 'POST', url: `${PAYMENTS_API.backend}/${id}/approve`, headers: a.headers }))
        .statusCode,
    ).toBe(403);
  });

  it('merchant staff cannot make payment requests', async () => {
    const owner = await merchant();
    const helper = await merchant('staff', owner.id);
    expect((await request(helper.headers)).statusCode).toBe(403);
  });
});
