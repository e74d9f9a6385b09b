import { TEST_CONSENT } from '../../test/consent';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CARDS_API } from '../../../contract/cards/api';
import { auditEvents, cardRequests } from '../../db/schema';
import { createMastersService } from '../masters/service';
import { createTestApp, signedIn, type TestApp } from '../../test/app';

const M = CARDS_API.merchant;
const B = CARDS_API.backend;

let t: TestApp;
type Who = Awaited<ReturnType<typeof signedIn>>;
let admin: Who, boStaff: Who, a: Who, aStaff: Who, b: Who;

let mobileSeq = 0;
const newMobile = () => `9${String(800_000_000 + ++mobileSeq).padStart(9, '0')}`;
const post = (who: Who, url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload: payload as object });
/** A referral as the form sends it once the agent has ticked the privacy notice's box. */
const agreed = (form: Record<string, unknown>) => ({ ...form, consent: TEST_CONSENT });
/** A date as the portal writes it, e.g. 05-Jan-2026. */
const DATE = String.raw`\d{2}-[A-Z][a-z]{2}-\d{4}`;
const get = (who: Who | null, url: string) => t.app.inject({ method: 'GET', url, headers: who?.headers });
const apply = (who: Who, over: Record<string, unknown> = {}) =>
  post(
    who,
    `${M}/cc/apply`,
    agreed({
      appMode: 'S',
      cardVendor: 'Sarthak',
      name: 'Asha Verma',
      mobileNo: newMobile(),
      ...over,
    }),
  );
const list = (who: Who, url: string, extra: Record<string, unknown> = {}) =>
  post(who, url, { filters: [], search: '', length: 100, start: 0, sorts: [], ...extra });
const rowsOf = async (who: Who, url: string, extra: Record<string, unknown> = {}) => {
  const res = await list(who, url, extra);
  expect(res.statusCode).toBe(200);
  return res.json().data as Record<string, string>[];
};
const recorded = (refNo: string) => t.database.db.select().from(cardRequests).where(eq(cardRequests.refNo, refNo));
const countFor = async (mobileNo: string) =>
  (await t.database.db.select().from(cardRequests).where(eq(cardRequests.mobileNo, mobileNo))).length;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  boStaff = await signedIn(t, 'staff');
  a = await signedIn(t, 'merchant', { kind: 'owner' });
  aStaff = await signedIn(t, 'merchant', { kind: 'staff', parentId: a.id });
  b = await signedIn(t, 'merchant', { kind: 'owner' });
});
afterAll(async () => t?.close());

describe('referring a customer (POST cc/apply)', () => {
  it('records the request and answers the test partner page, naming product, shop and reference but not the customer', async () => {
    const mobileNo = newMobile();
    const res = await apply(a, { cardVendor: 'NSDL', name: '  Ravi   Kumar ', mobileNo });
    expect(res.statusCode).toBe(200);
    const { url, refNo } = res.json();
    expect(refNo).toMatch(/^CC\d{10}$/);
    expect(url).toBe(`/api/card-partner-sandbox/${refNo}`);
    const [row] = await recorded(refNo);
    expect(row).toMatchObject({
      merchantId: a.id,
      merchantCode: a.code,
      createdBy: a.id,
      staffName: 'Test merchant',
      appMode: 'S',
      cardVendor: 'NSDL',
      name: 'Ravi Kumar',
      mobileNo,
      consent: { noticeVersion: TEST_CONSENT.noticeVersion, language: 'en', acceptedBy: a.id },
    });
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'card_request'), eq(auditEvents.entityId, String(row.id))));
    expect(event).toMatchObject({ action: 'card_referred', entityType: 'card_request', actorId: a.id });

    const page = await get(null, url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('This is a test page, not a real card partner.');
    expect(page.body).toContain('Bajaj EMI Card application');
    expect(page.body).toContain(a.code);
    expect(page.body).toContain(refNo);
    expect(page.body).not.toContain('Ravi');
    expect(page.body).not.toContain(mobileNo);
    expect((await get(null, '/api/card-partner-sandbox/CC9999999999')).statusCode).toBe(404);
  });

  it('takes appMode S when left out, and refuses missing or malformed fields with the field named, recording nothing', async () => {
    const mobileNo = newMobile();
    const ok = await post(a, `${M}/cc/apply`, agreed({ cardVendor: 'LOAN', name: 'Meena', mobileNo }));
    expect(ok.statusCode).toBe(200);
    expect((await recorded(ok.json().refNo))[0]).toMatchObject({ appMode: 'S', cardVendor: 'LOAN' });

    const missing = await post(
      a,
      `${M}/cc/apply`,
      agreed({ appMode: 'S', cardVendor: 'Sarthak', name: '', mobileNo: '' }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ name: ['Required'], mobileNo: ['Required'] });
    const bad = await apply(a, { mobileNo: '12345', cardVendor: 'HDFC' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.mobileNo).toEqual(['Enter a 10-digit mobile number starting with 6, 7, 8 or 9']);
    expect(bad.json().errors.cardVendor).toEqual(['Choose the card']);
    expect(await countFor('12345')).toBe(0);
  });

  it('tells a repeat mobile and vendor within 30 days when it may apply again, in any shop, and records it once', async () => {
    const mobileNo = newMobile();
    const first = await apply(a, { mobileNo, cardVendor: 'Sarthak' });
    expect(first.statusCode).toBe(200);
    const again = await apply(a, { mobileNo, cardVendor: 'Sarthak', name: 'Someone Else' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(
      new RegExp(
        `^This mobile number already applied for the Credit Card on ${DATE}\\. It can apply again from ${DATE}\\.$`,
      ),
    );
    expect(again.json().errors.mobileNo).toEqual([again.json().message]);
    // Another shop is told the same, without the first shop's reference.
    const elsewhere = await apply(b, { mobileNo, cardVendor: 'Sarthak' });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).not.toContain(first.json().refNo);
    expect(await countFor(mobileNo)).toBe(1);
    // Another vendor is another application.
    expect((await apply(a, { mobileNo, cardVendor: 'NSDL' })).statusCode).toBe(200);
    // After 30 days the same vendor takes it again.
    await t.database.db
      .update(cardRequests)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(cardRequests.refNo, first.json().refNo));
    expect((await apply(b, { mobileNo, cardVendor: 'Sarthak' })).statusCode).toBe(200);
    expect(await countFor(mobileNo)).toBe(3);
  });

  it('records one of two identical referrals made at the same moment', async () => {
    const mobileNo = newMobile();
    const answers = await Promise.all([apply(a, { mobileNo }), apply(aStaff, { mobileNo }), apply(b, { mobileNo })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await countFor(mobileNo)).toBe(1);
  });

  it("a staff account refers for its shop: the shop's code, the staff member's name", async () => {
    const res = await apply(aStaff, { cardVendor: 'NSDL' });
    expect(res.statusCode).toBe(200);
    expect((await recorded(res.json().refNo))[0]).toMatchObject({
      merchantId: a.id,
      merchantCode: a.code,
      createdBy: aStaff.id,
    });
    expect(new URL(res.json().url, 'http://x').pathname).toBe(`/api/card-partner-sandbox/${res.json().refNo}`);
  });

  it("is refused without the customer's consent to the privacy notice, and nothing is recorded", async () => {
    const mobileNo = newMobile();
    const form = { appMode: 'S', cardVendor: 'Sarthak', name: 'Asha Verma', mobileNo };
    for (const body of [form, { ...form, consent: { ...TEST_CONSENT, accepted: false } }]) {
      const res = await post(a, `${M}/cc/apply`, body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors).filter((k) => k.startsWith('consent'))).not.toEqual([]);
    }
    expect(await t.database.db.select().from(cardRequests).where(eq(cardRequests.mobileNo, mobileNo))).toEqual([]);
  });

  it('is for merchants only', async () => {
    expect((await apply(admin)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${M}/cc/apply`,
          payload: { cardVendor: 'NSDL', name: 'X', mobileNo: newMobile() },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('with a card partner saved in API credentials', () => {
  it("sends the customer to the partner's page with the shop's code and the reference, signed; the test page is gone", async () => {
    const masters = createMastersService(t.database.db, t.secrets.encryptionKey);
    const sandboxRef = (await apply(a)).json().refNo;
    // Half saved: 503, nothing recorded.
    await masters.saveCredential(
      { provider: 'card_partner', keyName: 'apply_url', value: 'https://cards.partner.example/apply' },
      admin.id,
    );
    const mobileNo = newMobile();
    const half = await apply(a, { mobileNo });
    expect(half.statusCode).toBe(503);
    expect(half.json().message).toContain('partner_id, api_key missing');
    expect(await countFor(mobileNo)).toBe(0);

    await masters.saveCredential({ provider: 'card_partner', keyName: 'partner_id', value: 'PTN-7' }, admin.id);
    await masters.saveCredential({ provider: 'card_partner', keyName: 'api_key', value: 'partner-secret' }, admin.id);
    const res = await apply(aStaff, { mobileNo, cardVendor: 'Sarthak' });
    expect(res.statusCode).toBe(200);
    const { url, refNo } = res.json();
    const u = new URL(url);
    expect(`${u.origin}${u.pathname}`).toBe('https://cards.partner.example/apply');
    expect(Object.fromEntries(u.searchParams)).toEqual({
      partner_id: 'PTN-7',
      agent_code: a.code,
      ref_no: refNo,
      product: 'Sarthak',
      sig: crypto.createHmac('sha256', 'partner-secret').update(`PTN-7|${a.code}|${refNo}|Sarthak`).digest('hex'),
    });
    expect((await get(null, `/api/card-partner-sandbox/${sandboxRef}`)).statusCode).toBe(404);
    expect((await get(a, `${M}/products`)).json().sandbox).toBe(false);

    for (const c of await masters.credentials())
      if (c.provider === 'card_partner') await masters.deleteCredential(c.id, admin.id);
    expect((await get(a, `${M}/products`)).json().sandbox).toBe(true);
  });
});

describe('the lists (cc-userlist, actions user-list)', () => {
  it("show each shop its own requests and the back office everyone's, with the documented columns", async () => {
    const mobileNo = newMobile();
    const mine = (await apply(aStaff, { mobileNo, name: 'Listed Person', cardVendor: 'NSDL' })).json().refNo;
    const theirs = (await apply(b, { name: 'Other Shop Customer' })).json().refNo;

    const aRows = await rowsOf(a, `${M}/cc-userlist`);
    expect(aRows.find((r) => r.refNo === mine)).toEqual({
      dated: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      refNo: mine,
      name: 'Listed Person',
      mobileNo,
      cardVendor: 'NSDL',
      code: a.code,
      staffName: 'Test merchant',
    });
    expect(aRows.some((r) => r.refNo === theirs)).toBe(false);
    expect((await rowsOf(aStaff, `${M}/cc-userlist`)).some((r) => r.refNo === mine)).toBe(true);
    const bRows = await rowsOf(b, `${M}/cc-userlist`);
    expect(bRows.map((r) => r.refNo)).toContain(theirs);
    expect(bRows.some((r) => r.code !== b.code)).toBe(false);

    for (const who of [admin, boStaff]) {
      const all = await rowsOf(who, `${B}/user-list`);
      expect(all.map((r) => r.refNo)).toEqual(expect.arrayContaining([mine, theirs]));
    }
    expect((await list(a, `${B}/user-list`)).statusCode).toBe(403);
    expect((await list(admin, `${M}/cc-userlist`)).statusCode).toBe(403);
  });

  it('filter by card, search by mobile or name, and export with the vendor labels', async () => {
    const mobileNo = newMobile();
    const ref = (await apply(a, { mobileNo, name: 'Zubin Searchable', cardVendor: 'LOAN' })).json().refNo;
    const loans = await rowsOf(admin, `${B}/user-list`, {
      filters: [{ field: 'cardVendor', opt: 'equals', value1: 'LOAN' }],
    });
    expect(loans.length).toBeGreaterThan(0);
    expect(loans.every((r) => r.cardVendor === 'LOAN')).toBe(true);
    expect((await rowsOf(admin, `${B}/user-list`, { search: mobileNo })).map((r) => r.refNo)).toEqual([ref]);
    expect((await rowsOf(a, `${M}/cc-userlist`, { search: 'zubin' })).map((r) => r.refNo)).toEqual([ref]);
    expect(await rowsOf(b, `${M}/cc-userlist`, { search: 'zubin' })).toEqual([]);

    const csv = await t.app.inject({
      method: 'POST',
      url: `${B}/user-list/export?format=csv`,
      headers: admin.headers,
      payload: { filters: [], search: mobileNo, sorts: [], columns: ['refNo', 'cardVendor', 'mobileNo'] },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Ref No,Card,Mobile No');
    expect(csv.body).toContain(`${ref},Instant Loan,${mobileNo}`);
  });
});

describe('payouts', () => {
  it('the admin sets what a referral pays; merchants see it beside the products; no one else may set it', async () => {
    const before = (await get(a, `${M}/products`)).json();
    expect(before.payouts.map((p: { vendor: string }) => p.vendor)).toEqual(['NSDL', 'Sarthak', 'LOAN']);
    expect(before.payouts[0]).toMatchObject({ amount: null, note: '' });

    const set = await t.app.inject({
      method: 'PUT',
      url: `${B}/payouts/NSDL`,
      headers: admin.headers,
      payload: { amount: 250.5, note: 'per card issued, paid monthly' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()[0]).toMatchObject({ vendor: 'NSDL', amount: 250.5, note: 'per card issued, paid monthly' });
    expect((await get(a, `${M}/products`)).json().payouts[0]).toMatchObject({
      amount: 250.5,
      note: 'per card issued, paid monthly',
    });
    expect((await get(boStaff, `${B}/payouts`)).json()[0]).toMatchObject({ amount: 250.5 });

    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `${B}/payouts/NSDL`,
          headers: boStaff.headers,
          payload: { amount: 1, note: '' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `${B}/payouts/NSDL`,
          headers: a.headers,
          payload: { amount: 1, note: '' },
        })
      ).statusCode,
    ).toBe(403);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${B}/payouts/Sarthak`,
      headers: admin.headers,
      payload: { amount: -1, note: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.amount).toEqual(['Cannot be negative']);
    const cleared = await t.app.inject({
      method: 'PUT',
      url: `${B}/payouts/NSDL`,
      headers: admin.headers,
      payload: { amount: null, note: '' },
    });
    expect(cleared.json()[0]).toMatchObject({ amount: null, note: '' });
  });
});
