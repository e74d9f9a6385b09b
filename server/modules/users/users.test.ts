import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, addUser, login, signedIn, TEST_PASSWORD, type TestApp } from '../../test/app';
import { USER_MANAGEMENT_API } from '../../../contract/lists/users';
import { SHOP_CLOSED } from '../../lib/access';
import { M as PAN, approveKyc, balanceOf, individualN, readyDraft, readyMerchant } from '../../test/nsdl-pan';
import { refuseClosedShop } from './account-status';
import { TEST_CONSENT } from '../../test/consent';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let staff: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  staff = await signedIn(t, 'staff');
});
afterAll(() => t.close());

const list = (url: string, headers: Record<string, string>, body: object = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers,
    payload: { filters: [], search: '', length: 10, start: 0, sorts: [], ...body },
  });

describe('deactivation', () => {
  it('ends the live sessions of the account, and it cannot sign in until reactivated', async () => {
    const m = await addUser(t, 'merchant', { kind: 'owner' });
    const tokens = await login(t, m.userName);
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/backend/user-management/user/${m.id}/status`,
      headers: staff.headers,
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ active: false, activeSessions: 0 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${tokens.token}` } }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: tokens })).statusCode).toBe(401);
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: m.userName, password: TEST_PASSWORD },
    });
    expect(denied.statusCode).toBe(403);
    await t.app.inject({
      method: 'POST',
      url: `/api/backend/user-management/user/${m.id}/status`,
      headers: staff.headers,
      payload: { active: true },
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { userName: m.userName, password: TEST_PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('back-office staff cannot manage back-office accounts; nobody deactivates themselves', async () => {
    const other = await addUser(t, 'staff');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/backend/user-management/user/${other.id}/status`,
      headers: staff.headers,
      payload: { active: false },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/administrator/);
    const self = await t.app.inject({
      method: 'POST',
      url: `/api/backend/user-management/user/${admin.id}/status`,
      headers: admin.headers,
      payload: { active: false },
    });
    expect(self.statusCode).toBe(403);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/backend/user-management/user/${other.id}`,
      headers: staff.headers,
    });
    expect(detail.json().canManage).toBe(false);
  });
});

describe("a deactivated owner closes its shop's team", () => {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const setOwnerActive = (id: number, active: boolean) =>
    t.app.inject({
      method: 'POST',
      url: `/api/backend/user-management/user/${id}/status`,
      headers: staff.headers,
      payload: { active },
    });
  const panList = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `${PAN}/lists/incomplete`, headers, payload: { length: 10, start: 0 } });
  const closed = (res: { statusCode: number; json(): { message: string } }) => [res.statusCode, res.json().message];

  it("refuses the staff's and members' calls and ends their sessions, charging nothing, until the owner is reactivated", async () => {
    const owner = await readyMerchant(t, { balance: 500 });
    const counter = await addUser(t, 'merchant', { kind: 'staff', parentId: owner.id });
    await t.database.query(
      `insert into staff_permissions (user_id, services, updated_by) values ($1, '{nsdl_pan}', $2)`,
      [counter.id, owner.id],
    );
    await approveKyc(t, counter.id);
    const member = await signedIn(t, 'merchant', { kind: 'franchise', parentId: owner.id });
    const tokens = await login(t, counter.userName);
    const draft = await readyDraft(t, bearer(tokens.token));
    expect((await panList(bearer(tokens.token))).statusCode).toBe(200);
    expect((await panList(member.headers)).statusCode).toBe(200);

    expect((await setOwnerActive(owner.id, false)).statusCode).toBe(200);
    const sessions = await t.database.query<{ user_id: string; revoked_reason: string | null }>(
      'select user_id, revoked_reason from sessions where user_id in ($1, $2)',
      [counter.id, member.id],
    );
    expect(sessions.map((r) => r.revoked_reason)).toEqual(['owner deactivated', 'owner deactivated']);

    // The token they still hold says why they are refused, for a list, a save and a submission alike.
    const h = bearer(tokens.token);
    expect(closed(await panList(h))).toEqual([403, SHOP_CLOSED]);
    expect(
      closed(
        await t.app.inject({
          method: 'PUT',
          url: `${PAN}/applications/${draft}`,
          headers: h,
          payload: { data: individualN({ lastName: 'Joshi' }) },
        }),
      ),
    ).toEqual([403, SHOP_CLOSED]);
    expect(
      closed(await t.app.inject({ method: 'POST', url: `${PAN}/applications/${draft}/submit`, headers: h })),
    ).toEqual([403, SHOP_CLOSED]);
    expect(closed(await panList(member.headers))).toEqual([403, SHOP_CLOSED]);
    expect(await balanceOf(t, owner.id)).toBe(500);
    const [app] = await t.database.query<{ state: string; last_name: string }>(
      `select state, data->>'lastName' as last_name from pan_applications where id = $1`,
      [draft],
    );
    expect(app).toEqual({ state: 'draft', last_name: 'Patil' });
    // Sign-in and refresh ask the same question (wired in the auth service).
    await expect(refuseClosedShop(t.database.db, { parentId: owner.id })).rejects.toMatchObject({
      status: 403,
      message: SHOP_CLOSED,
    });
    // The back office still sees the member.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/backend/user-management/merchant/${member.id}`,
          headers: staff.headers,
        })
      ).statusCode,
    ).toBe(200);

    expect((await setOwnerActive(owner.id, true)).statusCode).toBe(200);
    await expect(refuseClosedShop(t.database.db, { parentId: owner.id })).resolves.toBeUndefined();
    // Their old sessions stay ended; signing in again opens the shop to them.
    expect((await panList(h)).statusCode).toBe(401);
    const again = bearer((await login(t, counter.userName)).token);
    const submitted = await t.app.inject({
      method: 'POST',
      url: `${PAN}/applications/${draft}/submit`,
      headers: again,
      payload: { consent: TEST_CONSENT },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await balanceOf(t, owner.id)).toBe(370);
    expect((await panList(bearer((await login(t, member.userName)).token))).statusCode).toBe(200);
  });
});

describe('back-office staff accounts', () => {
  it('the admin creates and edits them; staff cannot', async () => {
    const body = {
      userName: 'ops.priya',
      displayName: 'Priya Sharma',
      email: 'priya@office.in',
      mobile: '9811122233',
      password: 'Strong-pass-9',
    };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/backend/user-management/staff',
          headers: staff.headers,
          payload: body,
        })
      ).statusCode,
    ).toBe(403);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/backend/user-management/staff',
      headers: admin.headers,
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      role: 'staff',
      code: expect.stringMatching(/^ST\d+$/),
      displayName: 'Priya Sharma',
    });
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/backend/user-management/staff',
      headers: admin.headers,
      payload: body,
    });
    expect(dup.statusCode).toBe(409);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/backend/user-management/staff',
      headers: admin.headers,
      payload: { ...body, userName: 'x y', mobile: '123', password: '12345678' },
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['mobile', 'password', 'userName']);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/backend/user-management/staff/${created.json().id}`,
      headers: admin.headers,
      payload: { displayName: 'Priya S.', email: 'p@office.in', mobile: '9811122234' },
    });
    expect(edited.json()).toMatchObject({ displayName: 'Priya S.', email: 'p@office.in' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { userName: 'ops.priya', password: 'Strong-pass-9' },
        })
      ).statusCode,
    ).toBe(200);
    const rows = (await list(USER_MANAGEMENT_API.staff, admin.headers, { search: 'Priya' })).json();
    expect(rows.data.map((r: { userName: string }) => r.userName)).toEqual(['ops.priya']);
    expect((await list(USER_MANAGEMENT_API.staff, staff.headers)).statusCode).toBe(403);
  });
});

describe('lists', () => {
  it('all users filter by role and status', async () => {
    const res = await list(USER_MANAGEMENT_API.allUsers, staff.headers, {
      filters: [{ field: 'role', opt: 'equals', value1: 'admin' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.every((r: { role: string }) => r.role === 'admin')).toBe(true);
    expect(res.json().filterRecords).toBeGreaterThanOrEqual(1);
    expect(res.json().totalRecords).toBeGreaterThan(res.json().filterRecords);
  });

  it('the merchant list pages on by its cursor without a search (its packages join is called pk)', async () => {
    for (let i = 0; i < 11; i++) await addUser(t, 'merchant', { kind: 'owner' });
    const first = (await list(USER_MANAGEMENT_API.merchants, staff.headers, { length: 10 })).json();
    expect(first.data).toHaveLength(10);
    expect(first.nextCursor).toEqual(expect.any(String));
    const next = (
      await list(USER_MANAGEMENT_API.merchants, staff.headers, { length: 10, after: first.nextCursor })
    ).json();
    const byOffset = (await list(USER_MANAGEMENT_API.merchants, staff.headers, { length: 10, start: 10 })).json();
    expect(next.data.map((r: { code: string }) => r.code)).toEqual(byOffset.data.map((r: { code: string }) => r.code));
    expect(next.data.length).toBeGreaterThanOrEqual(1);
  });

  it('the merchant list shows owners and members with balance and KYC, not merchant staff', async () => {
    const owner = await addUser(t, 'merchant', { kind: 'owner' });
    await t.database.query('insert into wallets (user_id, balance_paise) values ($1, 123456)', [owner.id]);
    const helper = await addUser(t, 'merchant', { kind: 'staff', parentId: owner.id });
    const res = (await list(USER_MANAGEMENT_API.merchants, staff.headers, { search: owner.code })).json();
    expect(res.data).toHaveLength(1);
    expect(res.data[0]).toMatchObject({
      code: owner.code,
      balance: 1234.56,
      kycStatus: 'not_submitted',
      active: 'yes',
    });
    expect(
      (await list(USER_MANAGEMENT_API.merchants, staff.headers, { search: helper.code })).json().data,
    ).toHaveLength(0);
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/backend/user-management/merchant/${owner.id}`,
        headers: staff.headers,
      })
    ).json();
    expect(detail.balance).toBe(1234.56);
    expect(detail.members).toEqual([
      {
        id: helper.id,
        code: helper.code,
        displayName: 'Test merchant',
        kind: 'staff',
        active: true,
        kycStatus: 'not_submitted',
      },
    ]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/backend/user-management/merchant/${helper.id}`,
          headers: staff.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('merchants cannot use any back-office list', async () => {
    const m = await signedIn(t, 'merchant', { kind: 'owner' });
    for (const url of Object.values(USER_MANAGEMENT_API)) expect((await list(url, m.headers)).statusCode).toBe(403);
  });

  it('the registration list exports as CSV with the visible columns', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${USER_MANAGEMENT_API.allUsers}/export?format=csv`,
      headers: staff.headers,
      payload: {
        filters: [{ field: 'role', opt: 'equals', value1: 'admin' }],
        search: '',
        sorts: [],
        columns: ['code', 'role'],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/all-users-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Code,Role');
    expect(lines.slice(1).every((l) => /,Admin$|,admin$/.test(l))).toBe(true);
  });
});
