import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MASTERS_API } from '../../../contract/masters';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { multipartFile } from '../../test/multipart';
import { DEFAULT_BUSINESS_INFO } from './service';

const URL = '/api/backend/setup-checklist';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
});
afterAll(() => t.close());

async function open(): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: URL, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  const items: { key: string; done: boolean }[] = res.json().items;
  expect(items.map((i) => i.key)).toEqual(['bank', 'prices', 'smtp', 'business', 'logo']);
  return items.filter((i) => !i.done).map((i) => i.key);
}

describe('first-run setup checklist', () => {
  it('starts with everything open on a fresh install, and ticks each item off as its data appears', async () => {
    expect(await open()).toEqual(['bank', 'prices', 'smtp', 'business', 'logo']);

    // An inactive account is no account to deposit into.
    const bank = {
      bankName: 'State Bank of India',
      holder: 'PAN Seva Kendra',
      accountNo: '30012345678',
      ifsc: 'SBIN0001234',
      branch: 'Camp, Pune',
      active: false,
    };
    const made = await t.app.inject({ method: 'POST', url: MASTERS_API.banks, headers: admin.headers, payload: bank });
    expect(made.statusCode, made.body).toBe(200);
    expect(await open()).toContain('bank');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `${MASTERS_API.banks}/${made.json().id}`,
          headers: admin.headers,
          payload: { ...bank, active: true },
        })
      ).statusCode,
    ).toBe(200);
    expect(await open()).toEqual(['prices', 'smtp', 'business', 'logo']);

    // The seeded example prices count once the admin has saved a package, even unchanged.
    const pkg = (
      await t.app.inject({ method: 'GET', url: `${MASTERS_API.packages}/1`, headers: admin.headers })
    ).json();
    const rates = pkg.rates
      .filter((r: { price: number | null }) => r.price !== null)
      .map((r: { serviceCode: string; price: number }) => ({ serviceCode: r.serviceCode, price: r.price }));
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${MASTERS_API.packages}/1`,
      headers: admin.headers,
      payload: { name: pkg.name, description: pkg.description, active: true, rates },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await open()).toEqual(['smtp', 'business', 'logo']);

    const smtp = {
      host: '127.0.0.1',
      port: 2525,
      security: 'none',
      userName: '',
      password: '',
      fromAddress: 'noreply@pan.test',
    };
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/backend/settings/smtp-setup',
          headers: admin.headers,
          payload: smtp,
        })
      ).statusCode,
    ).toBe(200);
    expect(await open()).toEqual(['business', 'logo']);

    // Saving the example address as it is does not count; the real head office does.
    const config = { ...DEFAULT_BUSINESS_INFO, chatUrl: '' };
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/backend/settings/site-configuration',
          headers: admin.headers,
          payload: config,
        })
      ).statusCode,
    ).toBe(200);
    expect(await open()).toEqual(['business', 'logo']);
    await t.app.inject({
      method: 'PUT',
      url: '/api/backend/settings/site-configuration',
      headers: admin.headers,
      payload: { ...config, businessName: 'Shree Ganesh PAN Centre' },
    });
    expect(await open()).toEqual(['logo']);

    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1f4788' } })
      .png()
      .toBuffer();
    const form = multipartFile('file', 'logo.png', png, 'image/png');
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/backend/settings/site-configuration/logo',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(await open()).toEqual([]);
  });

  it('is the admin’s only', async () => {
    const staff = await signedIn(t, 'staff');
    expect((await t.app.inject({ method: 'GET', url: URL, headers: staff.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
