import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS_API } from '../../../contract/staff-permissions';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { M, approveKyc, individualN, readyMerchant } from '../../test/nsdl-pan';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('merchant staff work only on the services their owner opened', () => {
  it('refuses NSDL PAN until the owner allows it, then works on the owner’s applications, and stops when revoked', async () => {
    const owner = await readyMerchant(t, { balance: 500 });
    const staff = await signedIn(t, 'merchant', { kind: 'staff', parentId: owner.id });
    await approveKyc(t, staff.id);
    const other = await readyMerchant(t);
    const perms = `${STAFF_PERMISSIONS_API}/${staff.id}/permissions`;

    const list = () =>
      t.app.inject({
        method: 'POST',
        url: `${M}/lists/all`,
        headers: staff.headers,
        payload: { length: 10, start: 0 },
      });
    const closed = await list();
    expect(closed.statusCode).toBe(403);
    expect(closed.json().staffPermission).toBe('nsdl_pan');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${M}/applications`,
          headers: staff.headers,
          payload: { category: 'individual', appType: 'N', data: {} },
        })
      ).statusCode,
    ).toBe(403);

    // Only this shop's owner may open it: not the staff member, not another owner.
    expect(
      (await t.app.inject({ method: 'PUT', url: perms, headers: staff.headers, payload: { services: ['nsdl_pan'] } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'PUT', url: perms, headers: other.headers, payload: { services: ['nsdl_pan'] } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: perms,
          headers: owner.headers,
          payload: { services: ['courier_booking'] },
        })
      ).statusCode,
    ).toBe(400);
    const opened = await t.app.inject({
      method: 'PUT',
      url: perms,
      headers: owner.headers,
      payload: { services: ['nsdl_pan'] },
    });
    expect(opened.json()).toEqual({ services: ['nsdl_pan'] });

    const created = await t.app.inject({
      method: 'POST',
      url: `${M}/applications`,
      headers: staff.headers,
      payload: { category: 'individual', appType: 'N', data: individualN() },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().merchant.code).toBe(owner.code);
    expect(created.json().createdBy).toBe(staff.code);
    // The owner sees what its staff made.
    expect(
      (await t.app.inject({ method: 'GET', url: `${M}/applications/${created.json().id}`, headers: owner.headers }))
        .statusCode,
    ).toBe(200);
    expect((await list()).statusCode).toBe(200);

    await t.app.inject({ method: 'PUT', url: perms, headers: owner.headers, payload: { services: [] } });
    expect(
      (await t.app.inject({ method: 'GET', url: `${M}/applications/${created.json().id}`, headers: staff.headers }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: perms, headers: owner.headers })).json()).toEqual({
      services: [],
    });
  });

  it('tells a staff account, in /api/auth/me, which services it may work on, so its menu offers only those', async () => {
    const owner = await readyMerchant(t);
    const staff = await signedIn(t, 'merchant', { kind: 'staff', parentId: owner.id });
    const me = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).json().services;
    expect(await me(staff.headers)).toEqual([]);
    await t.app.inject({
      method: 'PUT',
      url: `${STAFF_PERMISSIONS_API}/${staff.id}/permissions`,
      headers: owner.headers,
      payload: { services: ['gst', 'nsdl_pan'] },
    });
    expect(await me(staff.headers)).toEqual(['gst', 'nsdl_pan']);
    // The owner works on every service of its own: no list to narrow its menu.
    expect(await me(owner.headers)).toBeNull();
  });
});
