import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MERCHANT_STAFF_API } from '../../../contract/merchant-staff';
import { STAFF_SERVICES } from '../../../contract/staff-permissions';
import { auditEvents, staffPermissions, users } from '../../db/schema';
import { addUser, createTestApp, login, signedIn, type TestApp } from '../../test/app';
import { M as NSDL } from '../../test/nsdl-pan';

const B = MERCHANT_STAFF_API.base;
const NSDL_LABEL = STAFF_SERVICES[0].short;

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let otherOwner: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t, 'merchant', { kind: 'owner' });
  otherOwner = await signedIn(t, 'merchant', { kind: 'owner' });
});
afterAll(() => t.close());

let serial = 0;
function newStaff(over: Record<string, unknown> = {}) {
  serial += 1;
  return {
    displayName: 'Ravi Kulkarni',
    userName: `ravi.k${serial}-${Math.random().toString(36).slice(2, 6)}`,
    email: 'ravi@shop.in',
    mobile: '9822012345',
    password: 'Counter-desk-7',
    confirm: 'Counter-desk-7',
    services: ['nsdl_pan'],
    ...over,
  };
}

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
const list = (headers: Record<string, string>, body: object = {}) =>
  inject('POST', MERCHANT_STAFF_API.list, headers, { length: 10, start: 0, ...body });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function create(over: Record<string, unknown> = {}, headers = owner.headers) {
  const body = newStaff(over);
  const res = await inject('POST', B, headers, body);
  expect(res.statusCode, res.body).toBe(200);
  return { body, detail: res.json() };
}

describe('adding a staff account', () => {
  it('makes a staff account of this shop with its services, in one go, and it can sign in', async () => {
    const { body, detail } = await create();
    expect(detail).toMatchObject({
      code: expect.stringMatching(/^PM\d+$/),
      userName: body.userName,
      displayName: 'Ravi Kulkarni',
      email: 'ravi@shop.in',
      mobile: '9822012345',
      active: true,
      lastLoginAt: null,
      services: ['nsdl_pan'],
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, detail.id));
    expect(row).toMatchObject({ role: 'merchant', merchantKind: 'staff', parentId: owner.id });
    const [perm] = await t.database.db.select().from(staffPermissions).where(eq(staffPermissions.userId, detail.id));
    expect(perm.services).toEqual(['nsdl_pan']);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(detail.id)));
    expect(events.map((e) => e.action).sort()).toEqual(['staff_created', 'staff_permissions_set']);
    expect(events.every((e) => e.actorId === owner.id)).toBe(true);

    // The staff member signs in and works on NSDL PAN for the shop.
    const tokens = await login(t, body.userName, body.password);
    const me = await inject('GET', '/api/auth/me', bearer(tokens.token));
    expect(me.json()).toMatchObject({ role: 'merchant', kind: 'staff' });
    expect((await inject('POST', `${NSDL}/lists/all`, bearer(tokens.token), { length: 10, start: 0 })).statusCode).toBe(
      200,
    );
    expect((await inject('GET', `${B}/${detail.id}`, owner.headers)).json().lastLoginAt).not.toBeNull();
  });

  it('without services the account exists but may not work on NSDL PAN', async () => {
    const { body, detail } = await create({ services: [] });
    expect(detail.services).toEqual([]);
    const tokens = await login(t, body.userName, body.password);
    const refused = await inject('POST', `${NSDL}/lists/all`, bearer(tokens.token), { length: 10, start: 0 });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a taken user name (whatever its case) beside the field, and bad fields each beside its own', async () => {
    const { body } = await create();
    const dup = await inject('POST', B, owner.headers, newStaff({ userName: body.userName.toUpperCase() }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      message: 'This user name is already taken.',
      errors: { userName: ['Already taken'] },
    });

    const bad = await inject(
      'POST',
      B,
      owner.headers,
      newStaff({
        userName: 'x y',
        mobile: '12345',
        email: 'nope',
        password: 'password',
        confirm: 'password',
        services: ['courier_booking'],
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'mobile', 'password', 'services.0', 'userName']);

    const mismatch = await inject('POST', B, owner.headers, newStaff({ confirm: 'Counter-desk-8' }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ confirm: ['The two passwords do not match'] });
  });
});

describe('the staff list', () => {
  it('shows only this owner’s staff, with services as text, status and IST dates, and exports', async () => {
    const mine = await create({ displayName: 'Listed Person', services: ['nsdl_pan'] });
    const idle = await create({ displayName: 'Idle Person', services: [] });
    const theirs = await create({ displayName: 'Someone Else' }, otherOwner.headers);
    // A franchise member of this owner is not staff.
    await addUser(t, 'merchant', { kind: 'franchise', parentId: owner.id });

    const res = await list(owner.headers, { length: 100 });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as Record<string, unknown>[];
    const ids = rows.map((r) => r.id);
    expect(ids).toContain(mine.detail.id);
    expect(ids).toContain(idle.detail.id);
    expect(ids).not.toContain(theirs.detail.id);
    const [u] = await t.database.db.select().from(users).where(eq(users.id, mine.detail.id));
    const row = rows.find((r) => r.id === mine.detail.id)!;
    expect(row).toMatchObject({
      code: mine.detail.code,
      displayName: 'Listed Person',
      userName: mine.body.userName,
      mobile: '9822012345',
      email: 'ravi@shop.in',
      services: NSDL_LABEL,
      active: 'yes',
    });
    expect(row.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const ist = new Date(u.createdAt.getTime() + 330 * 60_000).toISOString();
    expect(row.createdAt).toBe(`${ist.slice(0, 10)} ${ist.slice(11, 16)}`);
    expect(rows.find((r) => r.id === idle.detail.id)!.services).toBe('');

    // Filtering by the services text and the status works like any list.
    const filtered = await list(owner.headers, {
      length: 100,
      filters: [{ field: 'services', opt: 'contains', value1: 'NSDL' }],
    });
    expect(filtered.statusCode, filtered.body).toBe(200);
    const withNsdl = (filtered.json().data as { id: number }[]).map((r) => r.id);
    expect(withNsdl).toContain(mine.detail.id);
    expect(withNsdl).not.toContain(idle.detail.id);
    const searched = await list(owner.headers, { length: 100, search: 'Listed Person' });
    expect((searched.json().data as { id: number }[]).map((r) => r.id)).toEqual([mine.detail.id]);

    const theirList = await list(otherOwner.headers, { length: 100 });
    expect((theirList.json().data as { id: number }[]).map((r) => r.id)).toEqual([theirs.detail.id]);

    const csv = await inject('POST', `${MERCHANT_STAFF_API.list}/export?format=csv`, owner.headers, {
      columns: ['code', 'displayName', 'services', 'active', 'createdAt'],
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('Listed Person');
    expect(csv.body).not.toContain('Someone Else');
  });
});

describe('viewing and editing', () => {
  it('edits the name, contact and services together', async () => {
    const { detail } = await create({ services: [] });
    const edited = await inject('PUT', `${B}/${detail.id}`, owner.headers, {
      displayName: 'Ravi K.',
      email: 'ravi.k@shop.in',
      mobile: '9922012345',
      services: ['nsdl_pan'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      displayName: 'Ravi K.',
      email: 'ravi.k@shop.in',
      mobile: '9922012345',
      services: ['nsdl_pan'],
    });
    const again = await inject('GET', `${B}/${detail.id}`, owner.headers);
    expect(again.json()).toMatchObject({ displayName: 'Ravi K.', services: ['nsdl_pan'] });
    expect((await inject('GET', `${B}/${detail.id}/permissions`, owner.headers)).json()).toEqual({
      services: ['nsdl_pan'],
    });

    const bad = await inject('PUT', `${B}/${detail.id}`, owner.headers, {
      displayName: 'R',
      email: 'x',
      mobile: '1',
      services: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['displayName', 'email', 'mobile']);
  });

  it('answers 404 for another shop’s staff, a franchise member or the owner itself, and changes nothing', async () => {
    const theirs = await create({ displayName: 'Not Yours' }, otherOwner.headers);
    const franchise = await addUser(t, 'merchant', { kind: 'franchise', parentId: owner.id });
    for (const id of [theirs.detail.id, franchise.id, owner.id, 999999]) {
      expect((await inject('GET', `${B}/${id}`, owner.headers)).statusCode).toBe(404);
      expect(
        (
          await inject('PUT', `${B}/${id}`, owner.headers, {
            displayName: 'Taken Over',
            email: 'a@b.in',
            mobile: '9822000000',
            services: [],
          })
        ).statusCode,
      ).toBe(404);
      expect((await inject('POST', `${B}/${id}/status`, owner.headers, { active: false })).statusCode).toBe(404);
      expect(
        (
          await inject('POST', `${B}/${id}/password`, owner.headers, {
            password: 'Taken-over-99',
            confirm: 'Taken-over-99',
          })
        ).statusCode,
      ).toBe(404);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, theirs.detail.id));
    expect(row).toMatchObject({ displayName: 'Not Yours', active: true });
    expect((await login(t, theirs.body.userName, theirs.body.password)).token).toBeTruthy();
  });

  it('refuses staff and franchise accounts (403), even for their own shop', async () => {
    const { body, detail } = await create();
    const staffTokens = await login(t, body.userName, body.password);
    const franchise = await signedIn(t, 'merchant', { kind: 'franchise', parentId: owner.id });
    for (const headers of [bearer(staffTokens.token), franchise.headers]) {
      expect((await inject('GET', `${B}/${detail.id}`, headers)).statusCode).toBe(403);
      expect((await list(headers)).statusCode).toBe(403);
      expect((await inject('POST', B, headers, newStaff())).statusCode).toBe(403);
      expect((await inject('POST', `${B}/${detail.id}/status`, headers, { active: false })).statusCode).toBe(403);
    }
    expect((await inject('GET', `${B}/${detail.id}`, owner.headers)).json().active).toBe(true);
  });
});

describe('status and password', () => {
  it('deactivating ends the staff member’s sessions at once; it cannot sign in until activated', async () => {
    const { body, detail } = await create();
    const tokens = await login(t, body.userName, body.password);
    expect((await inject('GET', '/api/auth/me', bearer(tokens.token))).statusCode).toBe(200);

    const off = await inject('POST', `${B}/${detail.id}/status`, owner.headers, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    expect((await inject('GET', '/api/auth/me', bearer(tokens.token))).statusCode).toBe(401);
    expect((await inject('POST', `${NSDL}/lists/all`, bearer(tokens.token), { length: 10, start: 0 })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: tokens })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { userName: body.userName, password: body.password },
        })
      ).statusCode,
    ).toBe(403);
    const listed = await list(owner.headers, {
      length: 100,
      filters: [{ field: 'active', opt: 'equals', value1: 'no' }],
    });
    expect((listed.json().data as { id: number }[]).map((r) => r.id)).toContain(detail.id);

    const on = await inject('POST', `${B}/${detail.id}/status`, owner.headers, { active: true });
    expect(on.json().active).toBe(true);
    expect((await login(t, body.userName, body.password)).token).toBeTruthy();
    const actions = (
      await t.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.entityId, String(detail.id)))
    ).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['user_deactivated', 'user_activated']));
  });

  it('the owner sets a new password: the old one stops working and live sessions end', async () => {
    const { body, detail } = await create();
    const tokens = await login(t, body.userName, body.password);
    const mismatch = await inject('POST', `${B}/${detail.id}/password`, owner.headers, {
      password: 'Fresh-start-42',
      confirm: 'Fresh-start-43',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ confirm: ['The two passwords do not match'] });
    const weak = await inject('POST', `${B}/${detail.id}/password`, owner.headers, {
      password: 'short',
      confirm: 'short',
    });
    expect(Object.keys(weak.json().errors)).toEqual(['password']);

    const set = await inject('POST', `${B}/${detail.id}/password`, owner.headers, {
      password: 'Fresh-start-42',
      confirm: 'Fresh-start-42',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ sessionsEnded: 1, message: expect.stringContaining('signed out') });
    expect((await inject('GET', '/api/auth/me', bearer(tokens.token))).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { userName: body.userName, password: body.password },
        })
      ).statusCode,
    ).toBe(401);
    expect((await login(t, body.userName, 'Fresh-start-42')).token).toBeTruthy();
    // The owner stays signed in.
    expect((await inject('GET', `${B}/${detail.id}`, owner.headers)).statusCode).toBe(200);
  });

  it("a password the owner sets lifts the staff member's sign-in lock", async () => {
    const { body, detail } = await create();
    await t.database.query(
      `insert into login_failures (user_name, failures, locked_until) values ($1, 5, now() + interval '1 hour')`,
      [body.userName.toLowerCase()],
    );
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: body.userName, password: body.password },
    });
    expect(locked.statusCode).not.toBe(200);
    const set = await inject('POST', `${B}/${detail.id}/password`, owner.headers, {
      password: 'Fresh-start-42',
      confirm: 'Fresh-start-42',
    });
    expect(set.json()).toMatchObject({ sessionsEnded: 0 });
    expect(set.json().message).not.toContain('signed out');
    expect((await login(t, body.userName, 'Fresh-start-42')).token).toBeTruthy();
  });
});
