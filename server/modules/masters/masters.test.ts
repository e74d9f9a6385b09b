import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { MASTERS_API } from '../../../contract/masters';
import { SERVICE_CODES } from '../../../contract/services';
import { createMastersService } from './service';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  staff = await signedIn(t, 'staff');
});
afterAll(() => t.close());

const req = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, payload });
const page = { filters: [], search: '', length: 10, start: 0, sorts: [] };

describe('packages', () => {
  it('of a fresh database price every code the manifests declare, at its starting price', async () => {
    const rows = await t.database.query<{ package_id: number; service_code: string; price_paise: number }>(
      'select package_id, service_code, price_paise from package_rates where package_id <= 3 order by package_id',
    );
    const seeded = (code: string) => rows.filter((r) => r.service_code === code).map((r) => Number(r.price_paise));
    for (const { code, start } of SERVICE_CODES) expect(seeded(code)).toEqual(start.map((rupees) => rupees * 100));
    expect(seeded('GST_REGISTRATION')).toEqual([79_900, 69_900, 59_900]);
  });

  it('are created with rates, edited with history kept, and listed', async () => {
    const created = await req('POST', MASTERS_API.packages, admin.headers, {
      name: 'Platinum',
      description: 'Top tier',
      rates: [{ serviceCode: 'NSDL_PHYSICAL_NEW', price: 110 }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id;
    expect(created.json().rates.find((r: { serviceCode: string }) => r.serviceCode === 'NSDL_PHYSICAL_NEW').price).toBe(
      110,
    );
    const edited = await req('PUT', `${MASTERS_API.packages}/${id}`, admin.headers, {
      name: 'Platinum',
      description: 'Top tier',
      active: true,
      rates: [
        { serviceCode: 'NSDL_PHYSICAL_NEW', price: 108.5 },
        { serviceCode: 'GST_FILING', price: 180 },
      ],
    });
    expect(
      edited
        .json()
        .history.map((h: { serviceCode: string; oldPrice: number | null; newPrice: number }) => [
          h.serviceCode,
          h.oldPrice,
          h.newPrice,
        ]),
    ).toEqual([
      ['GST_FILING', null, 180],
      ['NSDL_PHYSICAL_NEW', 110, 108.5],
      ['NSDL_PHYSICAL_NEW', null, 110],
    ]);
    const list = (await req('POST', `${MASTERS_API.packages}/list`, admin.headers, { ...page, search: 'Plat' })).json();
    expect(list.data).toEqual([expect.objectContaining({ name: 'Platinum', merchants: 0, active: 'yes' })]);
  });

  it('validates prices and names, field by field', async () => {
    const res = await req('POST', MASTERS_API.packages, admin.headers, {
      name: 'x',
      rates: [{ serviceCode: 'NOPE', price: -1 }],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['name', 'rates.0.price', 'rates.0.serviceCode']);
  });

  it('give a merchant its package price', async () => {
    const m = await signedIn(t, 'merchant', { kind: 'owner' });
    await t.database.query('insert into merchant_profiles (user_id, package_id) values ($1, 2)', [m.id]);
    const masters = createMastersService(t.database.db, '00'.repeat(32));
    expect(await masters.priceFor(m.id, 'NSDL_PHYSICAL_NEW')).toBe(12_200);
  });
});

describe('banks and ID types', () => {
  it('validate IFSC and account numbers, and only active banks reach merchants', async () => {
    const bad = await req('POST', MASTERS_API.banks, admin.headers, {
      bankName: 'SBI',
      holder: 'PAN Seva Pvt Ltd',
      accountNo: '12',
      ifsc: 'SBIN1234',
      branch: 'Pune',
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['accountNo', 'ifsc']);
    const ok = await req('POST', MASTERS_API.banks, admin.headers, {
      bankName: 'State Bank of India',
      holder: 'PAN Seva Pvt Ltd',
      accountNo: '30012345678',
      ifsc: 'sbin0001234',
      branch: 'Pune Main',
    });
    expect(ok.json()).toMatchObject({ ifsc: 'SBIN0001234', active: true });
    const twice = await req('POST', MASTERS_API.banks, admin.headers, {
      bankName: 'SBI again',
      holder: 'PAN Seva Pvt Ltd',
      accountNo: '30012345678',
      ifsc: 'SBIN0001234',
      branch: 'Pune',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors.accountNo).toEqual(['Already in the list']);
    await req('POST', MASTERS_API.banks, admin.headers, {
      bankName: 'Old Bank',
      holder: 'PAN Seva Pvt Ltd',
      accountNo: '99912345678',
      ifsc: 'HDFC0001234',
      branch: 'Closed',
      active: false,
    });
    const m = await signedIn(t, 'merchant', { kind: 'owner' });
    const options = (await req('GET', '/api/merchant/accounting/banks', m.headers)).json();
    expect(options.map((o: { label: string }) => o.label)).toEqual([
      'State Bank of India — PAN Seva Pvt Ltd — A/c 30012345678 — IFSC SBIN0001234 — Pune Main',
    ]);
  });

  it('ID types keep their sales when deactivated', async () => {
    const created = (await req('POST', MASTERS_API.idTypes, admin.headers, { name: 'UTI PSA ID', price: 1499 })).json();
    const off = await req('PUT', `${MASTERS_API.idTypes}/${created.id}`, admin.headers, {
      name: 'UTI PSA ID',
      price: 1499,
      active: false,
    });
    expect(off.json()).toMatchObject({ active: false, price: 1499, sold: 0 });
    const opts = (await t.app.inject({ method: 'GET', url: '/api/auth/register/options' })).json();
    expect(opts.idTypes.map((o: { label: string }) => o.label)).not.toContain('UTI PSA ID');
  });

  it('carry a Hindi name beside the English one, shown to a Hindi reader (decision 0075)', async () => {
    const created = await req('POST', MASTERS_API.idTypes, admin.headers, {
      name: 'Retailer ID Gold',
      nameHi: 'रिटेलर आईडी गोल्ड',
      price: 999,
    });
    expect(created.json()).toMatchObject({ name: 'Retailer ID Gold', nameHi: 'रिटेलर आईडी गोल्ड' });
    const options = async (lang?: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/register/options',
          headers: lang ? { 'accept-language': lang } : {},
        })
      )
        .json()
        .idTypes.map((o: { label: string }) => o.label);
    expect(await options()).toContain('Retailer ID Gold');
    expect(await options('hi-IN')).toContain('रिटेलर आईडी गोल्ड');
    expect(await options('hi-IN')).not.toContain('Retailer ID Gold');

    const latin = await req('POST', MASTERS_API.idTypes, admin.headers, {
      name: 'Retailer ID',
      nameHi: 'Retailer',
      price: 1,
    });
    expect(latin.statusCode).toBe(400);
    expect(latin.json().errors.nameHi).toEqual(['Write the Hindi name in Devanagari']);
    const [row] = await t.database.query<{ name_hi: string | null }>(
      "select name_hi from id_types where name = 'Retailer ID Gold'",
    );
    expect(row.name_hi).toBe('रिटेलर आईडी गोल्ड');
  });
});

describe('API credentials', () => {
  it('are stored sealed and never returned in clear', async () => {
    const saved = await req('PUT', MASTERS_API.credentials, admin.headers, {
      provider: 'upi_gateway',
      keyName: 'api_key',
      value: 'live_key_abcdef123456',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain('live_key_abcdef123456');
    expect(saved.json()).toEqual([
      expect.objectContaining({ provider: 'upi_gateway', keyName: 'api_key', masked: '••••••••3456' }),
    ]);
    const listed = await req('GET', MASTERS_API.credentials, admin.headers);
    expect(listed.body).not.toContain('abcdef');
    const [row] = await t.database.query<{ value_sealed: string }>('select value_sealed from api_credentials');
    expect(row.value_sealed).not.toContain('live_key');
    expect((await req('GET', MASTERS_API.credentials, staff.headers)).statusCode).toBe(403);
  });
});

describe('access', () => {
  it('masters are admin-only', async () => {
    for (const url of [`${MASTERS_API.packages}/list`, `${MASTERS_API.banks}/list`, `${MASTERS_API.idTypes}/list`]) {
      expect((await req('POST', url, staff.headers, page)).statusCode).toBe(403);
    }
  });
});
