import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MEMBER_LIST_API, MERCHANT_MEMBERS_API, type MemberDetail } from '../../../contract/merchant-members';
import { auditEvents, merchantProfiles, users, wallets } from '../../db/schema';
import { createTestApp, login, signedIn, type TestApp } from '../../test/app';
import { postAlone } from '../wallet/ledger';
import { createMastersService } from '../masters/service';
import { M, approveKyc, individualN, readyMerchant } from '../../test/nsdl-pan';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Owner = Awaited<ReturnType<typeof readyMerchant>>;
type Headers = Record<string, string>;

const PASSWORD = 'Franchise-pass-7';
let serial = 0;
function memberBody(over: Record<string, unknown> = {}) {
  serial += 1;
  return {
    displayName: 'Sunita Jadhav',
    userName: `sunita.${serial}.${Math.random().toString(36).slice(2, 6)}`,
    email: 'sunita@example.in',
    mobile: '9822012345',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    shopName: 'Jadhav Xerox',
    address1: 'Shop 4, Laxmi Road',
    address2: 'Sadashiv Peth',
    address3: '',
    district: 'Pune',
    state: 'Maharashtra',
    pin: '411030',
    ...over,
  };
}

const create = (headers: Headers, body: object) =>
  t.app.inject({ method: 'POST', url: MERCHANT_MEMBERS_API, headers, payload: body });
const list = (headers: Headers, body: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: MEMBER_LIST_API,
    headers,
    payload: { filters: [], search: '', length: 50, start: 0, sorts: [], ...body },
  });
const detail = (headers: Headers, id: number) =>
  t.app.inject({ method: 'GET', url: `${MERCHANT_MEMBERS_API}/${id}`, headers });
const setActive = (headers: Headers, id: number, active: boolean) =>
  t.app.inject({ method: 'POST', url: `${MERCHANT_MEMBERS_API}/${id}/status`, headers, payload: { active } });

async function memberOf(owner: Owner, over: Record<string, unknown> = {}) {
  const body = memberBody(over);
  const res = await create(owner.headers, body);
  expect(res.statusCode, res.body).toBe(200);
  const m = res.json() as MemberDetail;
  const tokens = await login(t, body.userName, PASSWORD);
  return { ...m, body, tokens, headers: { authorization: `Bearer ${tokens.token}` } };
}

describe('adding a franchise member', () => {
  it('creates a franchise account under the owner: its shop, the owner’s package and ID type (prices), an empty wallet', async () => {
    const owner = await readyMerchant(t, { balance: 500 });
    await t.database.query(
      'update merchant_profiles set id_type_id = (select min(id) from id_types) where user_id = $1',
      [owner.id],
    );
    const body = memberBody({ email: 'Sunita@Example.in', userName: 'Sunita.Franchise' });
    const res = await create(owner.headers, body);
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json() as MemberDetail;
    expect(m).toMatchObject({
      code: expect.stringMatching(/^PM\d+$/),
      userName: 'Sunita.Franchise',
      displayName: 'Sunita Jadhav',
      email: 'sunita@example.in',
      mobile: '9822012345',
      active: true,
      balance: 0,
      kycStatus: 'not_submitted',
      applications: [],
      ledger: [],
      shop: {
        shopName: 'Jadhav Xerox',
        address1: 'Shop 4, Laxmi Road',
        address2: 'Sadashiv Peth',
        address3: '',
        district: 'Pune',
        state: 'Maharashtra',
        pin: '411030',
      },
    });

    const db = t.database.db;
    const [u] = await db.select().from(users).where(eq(users.id, m.id));
    expect(u).toMatchObject({ role: 'merchant', merchantKind: 'franchise', parentId: owner.id });
    const [own] = await db.select().from(merchantProfiles).where(eq(merchantProfiles.userId, owner.id));
    const [mine] = await db.select().from(merchantProfiles).where(eq(merchantProfiles.userId, m.id));
    expect(mine.packageId).toBe(own.packageId);
    expect(mine.idTypeId).toBe(own.idTypeId);
    expect(mine.idTypeId).not.toBeNull();
    const masters = createMastersService(db, t.secrets.encryptionKey);
    expect(await masters.priceFor(m.id, 'NSDL_PHYSICAL_NEW')).toBe(
      await masters.priceFor(owner.id, 'NSDL_PHYSICAL_NEW'),
    );
    expect(await masters.priceFor(m.id, 'NSDL_PHYSICAL_NEW')).not.toBeNull();
    const [w] = await db.select().from(wallets).where(eq(wallets.userId, m.id));
    expect(w.balancePaise).toBe(0);
    const events = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(m.id)));
    expect(events.map((e) => [e.action, e.actorId])).toContainEqual(['member_created', owner.id]);

    // It signs in to the merchant area like the owner, as a franchise member.
    const tokens = await login(t, 'sunita.franchise', PASSWORD);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${tokens.token}` },
    });
    expect(me.json()).toMatchObject({ code: m.code, role: 'merchant' });
  });

  it('refuses a taken user name (in any case) and a mistyped password confirmation, with the field named', async () => {
    const owner = await readyMerchant(t);
    const first = memberBody();
    expect((await create(owner.headers, first)).statusCode).toBe(200);
    const dup = await create(owner.headers, memberBody({ userName: first.userName.toUpperCase() }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      message: 'This user name is already taken.',
      errors: { userName: ['Already taken'] },
    });
    const mismatch = await create(owner.headers, memberBody({ confirmPassword: 'Something-else-1' }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ confirmPassword: ['The two passwords do not match'] });
    const bad = await create(
      owner.headers,
      memberBody({
        mobile: '12345',
        pin: '41',
        password: 'password',
        confirmPassword: 'password',
        state: 'Atlantis',
        shopName: '',
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['mobile', 'password', 'pin', 'shopName', 'state']);
    expect((await list(owner.headers)).json().totalRecords).toBe(1);
  });
});

describe('the member list', () => {
  it('shows the owner its own franchise members only, with balance, KYC and status', async () => {
    const owner = await readyMerchant(t);
    const other = await readyMerchant(t);
    const a = await memberOf(owner, { displayName: 'Anil Kale' });
    const b = await memberOf(owner, { displayName: 'Bina Rao', shopName: 'Rao Net Cafe' });
    await memberOf(other, { displayName: 'Chetan Other' });
    await signedIn(t, 'merchant', { kind: 'staff', parentId: owner.id });
    await approveKyc(t, b.id);
    const [w] = await t.database.db.select({ id: wallets.id }).from(wallets).where(eq(wallets.userId, b.id));
    await postAlone(t.database.db, {
      walletId: w.id,
      direction: 'Cr',
      amountPaise: 25_050,
      refType: 'test',
      narration: 'opening',
      idempotencyKey: `test:${b.id}:open`,
      actorId: null,
    });

    const res = await list(owner.headers, { sorts: [{ column: 'displayName', dir: 'asc' }] });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.totalRecords).toBe(2);
    expect(page.data).toEqual([
      expect.objectContaining({
        id: a.id,
        code: a.code,
        displayName: 'Anil Kale',
        userName: a.userName,
        mobile: '9822012345',
        email: 'sunita@example.in',
        shopName: 'Jadhav Xerox',
        balance: 0,
        kycStatus: 'not_submitted',
        active: 'yes',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      }),
      expect.objectContaining({
        id: b.id,
        displayName: 'Bina Rao',
        shopName: 'Rao Net Cafe',
        balance: 250.5,
        kycStatus: 'approved',
        active: 'yes',
      }),
    ]);

    // Filters and search work within the owner's rows and never reach past them.
    const kyc = await list(owner.headers, {
      filters: [{ field: 'kycStatus', opt: 'equals', value1: 'not_submitted' }],
    });
    expect(kyc.json().data.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect((await list(owner.headers, { search: 'Chetan' })).json()).toMatchObject({ data: [], filterRecords: 0 });
    const rich = await list(owner.headers, { filters: [{ field: 'balance', opt: 'gt', value1: '100' }] });
    expect(rich.json().data.map((r: { id: number }) => r.id)).toEqual([b.id]);

    const exported = await t.app.inject({
      method: 'POST',
      url: `${MEMBER_LIST_API}/export?format=csv`,
      headers: owner.headers,
      payload: {
        filters: [],
        search: '',
        sorts: [{ column: 'displayName', dir: 'asc' }],
        columns: ['code', 'displayName', 'balance', 'kycStatus'],
      },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('Anil Kale');
    expect(exported.body).toContain('Bina Rao');
    expect(exported.body).not.toContain('Chetan Other');
  });
});

describe('a member seen by its owner', () => {
  it('shows its own balance, KYC, applications by state and recent ledger; the member works on its own wallet', async () => {
    const owner = await readyMerchant(t, { balance: 500 });
    const ownerList = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: `${M}/lists/incomplete`,
          headers: owner.headers,
          payload: { length: 50, start: 0 },
        })
      ).json();
    const ownerApp = await t.app.inject({
      method: 'POST',
      url: `${M}/applications`,
      headers: owner.headers,
      payload: { category: 'individual', appType: 'N', data: individualN() },
    });
    expect(ownerApp.statusCode, ownerApp.body).toBe(200);
    const before = await ownerList();

    const m = await memberOf(owner);
    // Signed in, the member sees its own (empty) wallet, not the owner's ₹500.
    const closing = (headers: Headers) =>
      t.app.inject({ method: 'GET', url: '/api/merchant/accounting/closing', headers });
    expect((await closing(m.headers)).json()).toBe(0);
    expect((await closing(owner.headers)).json()).toBe(500);

    await approveKyc(t, m.id);
    const [w] = await t.database.db.select({ id: wallets.id }).from(wallets).where(eq(wallets.userId, m.id));
    await postAlone(t.database.db, {
      walletId: w.id,
      direction: 'Cr',
      amountPaise: 30_000,
      refType: 'test',
      narration: 'Top-up for the member',
      idempotencyKey: `test:${m.id}:top`,
      actorId: null,
    });
    const draft = await t.app.inject({
      method: 'POST',
      url: `${M}/applications`,
      headers: m.headers,
      payload: { category: 'individual', appType: 'N', data: individualN() },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().merchant.code).toBe(m.code);
    expect((await closing(m.headers)).json()).toBe(300);

    const d = await detail(owner.headers, m.id);
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json()).toMatchObject({
      id: m.id,
      balance: 300,
      kycStatus: 'approved',
      applications: [{ state: 'draft', count: 1 }],
    });
    expect(d.json().ledger).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        direction: 'Cr',
        amount: 300,
        balanceAfter: 300,
        narration: 'Top-up for the member',
      },
    ]);

    // The owner's own NSDL lists (here its drafts) are neither widened nor narrowed by its member's existence or work.
    const after = await ownerList();
    expect(after.totalRecords).toBe(before.totalRecords);
    expect(after.data.map((r: { id: number }) => r.id)).toEqual(before.data.map((r: { id: number }) => r.id));
    expect(after.data.map((r: { id: number }) => r.id)).toContain(ownerApp.json().id);
    expect(after.data.map((r: { id: number }) => r.id)).not.toContain(draft.json().id);
    // …and the owner cannot open the member's application as its own.
    expect(
      (await t.app.inject({ method: 'GET', url: `${M}/applications/${draft.json().id}`, headers: owner.headers }))
        .statusCode,
    ).toBe(404);
    expect((await closing(owner.headers)).json()).toBe(500);
  });

  it('answers 404 to another owner and for ids that are not this owner’s members, and changes nothing', async () => {
    const owner = await readyMerchant(t);
    const other = await readyMerchant(t);
    const m = await memberOf(owner);
    const staff = await signedIn(t, 'merchant', { kind: 'staff', parentId: owner.id });

    expect((await detail(other.headers, m.id)).statusCode).toBe(404);
    expect((await setActive(other.headers, m.id, false)).statusCode).toBe(404);
    expect((await detail(owner.headers, staff.id)).statusCode).toBe(404);
    expect((await setActive(owner.headers, staff.id, false)).statusCode).toBe(404);
    expect((await detail(owner.headers, other.id)).statusCode).toBe(404);
    expect((await detail(owner.headers, 99_999_999)).statusCode).toBe(404);
    const [u] = await t.database.db.select({ active: users.active }).from(users).where(eq(users.id, m.id));
    const [s] = await t.database.db.select({ active: users.active }).from(users).where(eq(users.id, staff.id));
    expect([u.active, s.active]).toEqual([true, true]);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: m.headers })).statusCode).toBe(200);
  });

  it('refuses staff and franchise accounts (403)', async () => {
    const owner = await readyMerchant(t);
    const m = await memberOf(owner);
    const staff = await signedIn(t, 'merchant', { kind: 'staff', parentId: owner.id });
    for (const who of [staff.headers, m.headers]) {
      expect((await list(who)).statusCode).toBe(403);
      expect((await create(who, memberBody())).statusCode).toBe(403);
      expect((await detail(who, m.id)).statusCode).toBe(403);
      expect((await setActive(who, m.id, false)).statusCode).toBe(403);
    }
  });
});

describe('deactivating a member', () => {
  it('ends its sessions at once, stops sign-in, shows in the list, and activation lets it back in', async () => {
    const owner = await readyMerchant(t);
    const m = await memberOf(owner);
    const off = await setActive(owner.headers, m.id, false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ id: m.id, active: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: m.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: m.tokens })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { userName: m.userName, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(403);
    expect((await list(owner.headers)).json().data[0]).toMatchObject({ id: m.id, active: 'no' });
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(m.id)));
    expect(events.map((e) => [e.action, e.actorId, e.fromState, e.toState])).toContainEqual([
      'user_deactivated',
      owner.id,
      'active',
      'inactive',
    ]);

    const on = await setActive(owner.headers, m.id, true);
    expect(on.json().active).toBe(true);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { userName: m.userName, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
  });
});
