import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../test/app';
import { MASTERS_API } from '../../contract/masters';
import { PAYMENTS_API } from '../../contract/payments';
import { sha256 } from './tokens';
import { AppError } from './errors';
import { assertNoNul, DEPTH_MESSAGE, NUL_MESSAGE } from './input-hygiene';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
});
afterAll(() => t.close());

const nul = (field: string) => ({ [field]: [NUL_MESSAGE] });
const packageCount = async () =>
  (await t.database.query<{ n: number }>('select count(*)::int as n from packages'))[0].n;
const newPackage = (payload: object | string) =>
  t.app.inject({
    method: 'POST',
    url: MASTERS_API.packages,
    headers: { ...admin.headers, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('a NUL character anywhere in the input answers 400 naming the field', () => {
  it('in the login user name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: 'admin\u0000', password: 'whatever-1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(nul('userName'));
  });

  it('in a package description, or nested in its rates, and nothing is saved', async () => {
    const before = await packageCount();
    const desc = await newPackage({ name: 'Gold', description: 'Top\u0000tier', rates: [] });
    expect(desc.statusCode).toBe(400);
    expect(desc.json().errors).toEqual(nul('description'));
    const rate = await newPackage({ name: 'Gold', rates: [{ serviceCode: 'NSDL_PHYSICAL_NEW\u0000', price: 1 }] });
    expect(rate.json().errors).toEqual(nul('rates.0.serviceCode'));
    // A record's keys are checked as well as its values.
    const key = await newPackage({ name: 'Gold', rates: [], ['x\u0000y']: 1 });
    expect(key.json().errors).toEqual(nul('x\u0000y'));
    expect(await packageCount()).toBe(before);
  });

  it('in the payment webhook id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pggatway/webhook',
      payload: { client_txn_id: 'TXN\u00001' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(nul('client_txn_id'));
  });

  it('in a query string parameter and in a path parameter (sent as %00)', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/auth/captcha-required?userName=adm%00in' });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual(nul('userName'));
    const path = await t.app.inject({ method: 'GET', url: '/api/site/forms/form%0049a' });
    expect(path.statusCode).toBe(400);
    expect(path.json().errors).toEqual(nul('name'));
  });

  it('still accepts other control characters: a remark may have line breaks and tabs', async () => {
    const res = await newPackage({ name: 'Multi-line', description: 'Line one\r\nLine two\tend', rates: [] });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.query<{ description: string }>(
      `select description from packages where name = 'Multi-line'`,
    );
    expect(row.description).toBe('Line one\r\nLine two\tend');
  });

  it('multipart text fields get the same answer through assertNoNul', () => {
    expect(() => assertNoNul('remark', 'fine\nline')).not.toThrow();
    let thrown: unknown;
    try {
      assertNoNul('remark', 'bad\u0000');
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ status: 400, errors: nul('remark') });
  });
});

describe('deeply nested JSON', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it('10,000 nested arrays answer 400, and the server keeps serving', async () => {
    const res = await newPackage(nested(10_000));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ _: [DEPTH_MESSAGE] });
    const deepField = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"userName":${nested(100_000)},"password":"x"}`,
    });
    expect(deepField.statusCode).toBe(400);
    expect(deepField.json().errors).toEqual({ userName: [DEPTH_MESSAGE] });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('64 levels are still only checked against the route’s schema; 65 are refused', async () => {
    const at64 = await newPackage(`{"name":"Deep","rates":[],"description":${nested(63)}}`);
    expect(at64.statusCode).toBe(400);
    expect(at64.json().errors.description).not.toEqual([DEPTH_MESSAGE]);
    const at65 = await newPackage(`{"name":"Deep","rates":[],"description":${nested(64)}}`);
    expect(at65.json().errors).toEqual({ description: [DEPTH_MESSAGE] });
  });
});

describe('an address the router cannot read', () => {
  it('answers in the usual error shape, without echoing the address or a framework code', async () => {
    const broken = await t.app.inject({ method: 'GET', url: '/api/site/forms/%E0%A4%A' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'The address is not valid.' });
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/backend/masters/package/${'9'.repeat(500)}`,
      headers: admin.headers,
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'The address is too long.' });
  });
});

describe('an id past PostgreSQL’s integer range (the masters’ serial ids) is refused as invalid, not a database error', () => {
  const TOO_BIG = '3000000000';

  it('in a master’s address', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${MASTERS_API.packages}/${TOO_BIG}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['id']);
  });

  it('as the ID type of a registration, and as the package or ID type of its approval', async () => {
    const register = async (over: Record<string, unknown>) => {
      const cap = await t.app.inject({ method: 'POST', url: '/api/captcha' });
      const id = cap.cookies.find((c) => c.name === 'captcha_id')!.value;
      await t.database.query('update captchas set answer_hash = $1 where id = $2', [sha256('abcde'), id]);
      const applicant = {
        fName: 'Ravi',
        lName: 'Kumar',
        fatherName: 'Suresh Kumar',
        gender: 'M',
        dob: '1990-04-15',
        emailId: 'ravi@shop.in',
        idType: 1,
        shopName: 'Ravi Digital Seva',
        address1: '14 Gandhi Bazaar',
        district: 'Pune',
        state: 'Maharashtra',
        pin: '411001',
      };
      return t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...applicant, ...over, captcha: 'abcde' },
        cookies: { captcha_id: id },
      });
    };
    const big = await register({ idType: Number(TOO_BIG), mobileNo: '9876500001' });
    expect(big.statusCode).toBe(400);
    expect(Object.keys(big.json().errors)).toEqual(['idType']);
    const ok = await register({ mobileNo: '9876500002' });
    expect(ok.statusCode, ok.body).toBe(200);
    const [reg] = await t.database.query<{ id: string }>('select id from registrations where ref_no = $1', [
      ok.json().refNo,
    ]);
    const approve = (form: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/backend/user-management/registration/approve/${reg.id}`,
        headers: admin.headers,
        payload: { userName: 'ravi.shop', password: 'Long-enough-1', ...form },
      });
    const pkg = await approve({ packageId: TOO_BIG, idType: '1' });
    expect(pkg.statusCode).toBe(400);
    expect(Object.keys(pkg.json().errors)).toEqual(['packageId']);
    const type = await approve({ packageId: '1', idType: TOO_BIG });
    expect(type.statusCode).toBe(400);
    expect(Object.keys(type.json().errors)).toEqual(['idType']);
  });

  it('as the bank account of a payment request', async () => {
    const merchant = await signedIn(t, 'merchant', { kind: 'owner' });
    await t.database.query('insert into wallets (user_id) values ($1)', [merchant.id]);
    const fields = {
      bankId: TOO_BIG,
      amount: '100',
      mode: 'UPI',
      utr: 'UPI123456789',
      depositDate: new Date().toISOString().slice(0, 10),
    };
    const boundary = '----fuzz-bank';
    const payload =
      Object.entries(fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: PAYMENTS_API.merchant,
      headers: { ...merchant.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['bankId']);
  });
});
