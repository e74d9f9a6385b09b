import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { TRANSFERS_API } from '../../../contract/transfers';
import {
  auditEvents,
  fundTransfers,
  ledgerEntries,
  notifications,
  outboundMessages,
  users,
  wallets,
} from '../../db/schema';
import { saveSettings } from '../messaging/service';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { openWallet, postAlone, walletOf } from '../wallet/ledger';

const M = TRANSFERS_API.merchant;
let t: TestApp;
type Who = Awaited<ReturnType<typeof signedIn>>;
let admin: Who, owner: Who, ownerStaff: Who, member: Who, member2: Who, other: Who, otherMember: Who;
let seq = 0;

const db = () => t.database.db;
/** Money into a wallet the way the back office adds it, so the ledger holds every rupee the wallet does. */
async function fund(userId: number, rupees: number) {
  const w = await walletOf(db(), userId);
  await postAlone(db(), {
    walletId: w.id,
    direction: 'Cr',
    amountPaise: rupees * 100,
    refType: 'adjustment',
    narration: 'Test money',
    idempotencyKey: `test-fund:${++seq}`,
    actorId: null,
  });
}
const balance = async (userId: number) => (await walletOf(db(), userId)).balancePaise / 100;
async function ledgerSum(userId: number) {
  const w = await walletOf(db(), userId);
  const [row] = await db()
    .select({
      sum: sql<string>`coalesce(sum(case when ${ledgerEntries.direction} = 'Cr'
        then ${ledgerEntries.amountPaise} else -${ledgerEntries.amountPaise} end), 0)`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.walletId, w.id));
  return Number(row.sum) / 100;
}
async function account(kind: 'owner' | 'franchise', parentId?: number) {
  const who = await signedIn(t, 'merchant', { kind, parentId });
  await openWallet(db(), who.id);
  return who;
}

const give = (who: Who, memberId: number, amount: number, key?: string, lang?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${M}/members/${memberId}/give`,
    headers: {
      ...who.headers,
      ...(key ? { 'idempotency-key': key } : {}),
      ...(lang ? { 'accept-language': lang } : {}),
    },
    payload: { amount },
  });
const takeBack = (who: Who, memberId: number, body: Record<string, unknown>, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${M}/members/${memberId}/take-back`,
    headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
const setLimits = (perMove: number, perDay: number) =>
  t.app.inject({
    method: 'PUT',
    url: TRANSFERS_API.limits,
    headers: admin.headers,
    payload: { perMove, perDay },
  });
const transfersOf = (ownerId: number) => db().select().from(fundTransfers).where(eq(fundTransfers.ownerId, ownerId));

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  owner = await account('owner');
  ownerStaff = await signedIn(t, 'merchant', { kind: 'staff', parentId: owner.id });
  member = await account('franchise', owner.id);
  member2 = await account('franchise', owner.id);
  other = await account('owner');
  otherMember = await account('franchise', other.id);
  await fund(owner.id, 100_000);
});
afterAll(() => t.close());

describe('fund transfers: owner → member', () => {
  it('gives: Dr on the owner, Cr on the member, a row, an event, the member told; both see a ledger line', async () => {
    const res = await give(owner, member.id, 1500);
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json();
    expect(v).toMatchObject({
      direction: 'give',
      amount: 1500,
      ownerBalance: 98_500,
      memberBalance: 1500,
      replayed: false,
    });
    expect(await balance(owner.id)).toBe(98_500);
    expect(await balance(member.id)).toBe(1500);
    const [row] = await db().select().from(fundTransfers).where(eq(fundTransfers.id, v.id));
    expect(row).toMatchObject({ ownerId: owner.id, memberId: member.id, amountPaise: 150_000, madeBy: owner.id });
    const [out] = await db().select().from(ledgerEntries).where(eq(ledgerEntries.id, row.debitEntryId));
    expect(out).toMatchObject({ direction: 'Dr', refType: 'fund_transfer', refId: String(v.id) });
    expect(out.narration).toContain(member.code);
    const events = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'fund_transfer'), eq(auditEvents.entityId, String(v.id))));
    expect(events.map((e) => e.action)).toEqual(['fund_transfer_given']);
    const bell = await db().select().from(notifications).where(eq(notifications.userId, member.id));
    expect(bell.at(-1)?.title).toBe('₹1,500.00/- received from Test merchant');
    // Both sides are told (issue 28 §1): the owner's bell names the amount, its balance and leads to the member.
    const ownerBell = await db().select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(ownerBell.at(-1)).toMatchObject({
      topic: 'fund_transfer.sent',
      title: '₹1,500.00/- sent to Test merchant',
      link: `/merchant/user-management/view-frenchies/${member.id}`,
    });
    expect(ownerBell.at(-1)?.text).toContain('₹98,500.00/-');

    // The member's own ledger page lists it, in Hindi when the member reads Hindi.
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/reports/ledger/list',
      headers: { ...member.headers, 'accept-language': 'hi' },
      payload: { filters: [], search: '', length: 10, start: 0, sorts: [] },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(JSON.stringify(page.json())).toContain('दुकान मालिक');
  });

  it('takes back with a reason, at most the member balance; the reason is required', async () => {
    const noReason = await takeBack(owner, member.id, { amount: 100 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBeTruthy();
    const tooMuch = await takeBack(owner, member.id, { amount: 1500.01, reason: 'Month end' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount[0]).toContain('₹1,500.00/-');
    const ok = await takeBack(owner, member.id, { amount: 500, reason: 'Month end' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      direction: 'take_back',
      ownerBalance: 99_000,
      memberBalance: 1000,
      reason: 'Month end',
    });
    expect(await balance(member.id)).toBe(1000);
    const [told] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.topic, 'fund_transfer.returned')));
    expect(told.title).toBe('₹500.00/- taken back from Test merchant');
    expect(told.text).toContain('Month end');
  });

  it("refuses another owner's member as a missing one (404), staff and members (403), an inactive member", async () => {
    const before = await balance(owner.id);
    expect((await give(owner, otherMember.id, 10)).statusCode).toBe(404);
    expect((await give(owner, 999_999, 10)).statusCode).toBe(404);
    expect((await takeBack(owner, otherMember.id, { amount: 1, reason: 'Mine' })).statusCode).toBe(404);
    expect((await give(owner, other.id, 10)).statusCode).toBe(404);
    expect((await give(ownerStaff, member.id, 10)).statusCode).toBe(403);
    expect((await give(member, member2.id, 10)).statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'POST',
      url: `${M}/list`,
      headers: member.headers,
      payload: { filters: [], search: '', length: 10, start: 0, sorts: [] },
    });
    expect(list.statusCode).toBe(403);
    await db().update(users).set({ active: false }).where(eq(users.id, member2.id));
    const inactive = await give(owner, member2.id, 10);
    expect(inactive.statusCode).toBe(422);
    await db().update(users).set({ active: true }).where(eq(users.id, member2.id));
    expect(await balance(owner.id)).toBe(before);
    expect(await balance(otherMember.id)).toBe(0);
  });

  it('answers a retry with the first transfer and posts once; the same key with another amount is a 409', async () => {
    const before = (await transfersOf(owner.id)).length;
    const first = await give(owner, member2.id, 200, 'retry-key-0001');
    const again = await give(owner, member2.id, 200, 'retry-key-0001');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, replayed: true });
    expect((await transfersOf(owner.id)).length).toBe(before + 1);
    expect(await balance(member2.id)).toBe(200);
    expect((await give(owner, member2.id, 300, 'retry-key-0001')).statusCode).toBe(409);
    expect((await give(owner, member.id, 200, 'retry-key-0001')).statusCode).toBe(409);
    expect(await balance(member2.id)).toBe(200);
  });

  it('holds the per-move and the daily limit the admin sets; only the admin sets them', async () => {
    expect((await t.app.inject({ method: 'GET', url: TRANSFERS_API.limits, headers: owner.headers })).statusCode).toBe(
      403,
    );
    expect((await setLimits(5000, 1000)).statusCode).toBe(400);
    const saved = await setLimits(1000, 3000);
    expect(saved.json()).toEqual({ perMove: 1000, perDay: 3000 });
    const perMove = await give(owner, member.id, 1000.5, undefined, 'hi');
    expect(perMove.statusCode).toBe(422);
    expect(perMove.json().errors.amount[0]).toBe('एक बार में ज़्यादा से ज़्यादा ₹1,000.00/- भेजे जा सकते हैं।');
    // Today's gives so far: 1,500 + 200 = 1,700 (a take-back does not count against it).
    const today = await db()
      .select({ s: sql<string>`sum(amount_paise)` })
      .from(fundTransfers)
      .where(and(eq(fundTransfers.ownerId, owner.id), eq(fundTransfers.direction, 'give')));
    expect(Number(today[0].s)).toBe(170_000);
    expect((await give(owner, member.id, 1000)).statusCode).toBe(200);
    const over = await give(owner, member.id, 400);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount[0]).toContain('₹300.00/-');
    expect((await give(owner, member.id, 300)).statusCode).toBe(200);
    await setLimits(50_000, 200_000);
  });

  it("lists an owner's own transfers only; the back office sees all, by date and owner, and exports them", async () => {
    const table = (who: Who, url: string, additionFilter?: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: who.headers,
        payload: { filters: [], search: '', length: 100, start: 0, sorts: [], additionFilter },
      });
    expect((await give(other, otherMember.id, 1)).json().errors.amount[0]).toContain('₹0.00/-');
    await fund(other.id, 10);
    expect((await give(other, otherMember.id, 5)).statusCode).toBe(200);
    const mine = (await table(owner, `${M}/list`)).json();
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((r: { memberCode: string }) => [member.code, member2.code].includes(r.memberCode))).toBe(
      true,
    );
    const theirs = (await table(other, `${M}/list`)).json();
    expect(theirs.data.map((r: { memberCode: string; amount: number }) => [r.memberCode, r.amount])).toEqual([
      [otherMember.code, 5],
    ]);
    const B = `${TRANSFERS_API.backend}/list`;
    const staff = await signedIn(t, 'staff');
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const all = (await table(staff, B, { dt1: today, dt2: today })).json();
    expect(new Set(all.data.map((r: { ownerCode: string }) => r.ownerCode))).toEqual(new Set([owner.code, other.code]));
    const one = (await table(staff, B, { ownerCode: other.code.toLowerCase() })).json();
    expect(one.data.map((r: { ownerName: string; direction: string }) => r.direction)).toEqual(['give']);
    expect((await table(staff, B, { dt1: '2020-01-01', dt2: '2020-01-31' })).json().data).toEqual([]);
    expect((await table(staff, B, { dt1: '29-11-2026' })).statusCode).toBe(400);
    expect((await table(owner, B)).statusCode).toBe(403);
    const csv = await t.app.inject({
      method: 'POST',
      url: `${B}/export?format=csv`,
      headers: staff.headers,
      payload: {
        filters: [],
        search: '',
        sorts: [],
        columns: ['createdAt', 'ownerCode', 'memberCode', 'amount'],
        additionFilter: { ownerCode: other.code },
      },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain(otherMember.code);
    expect(csv.body).not.toContain(member.code);
  });

  it("texts the member its top-up only where the member's message settings say so", async () => {
    const texted = await account('franchise', owner.id);
    await db().update(users).set({ mobile: '9876543210' }).where(eq(users.id, texted.id));
    await db().update(users).set({ mobile: '9876543211' }).where(eq(users.id, member2.id));
    const off = { sms: false, whatsapp: false };
    await saveSettings(db(), texted.id, {
      topup_credited: { sms: true, whatsapp: false },
      low_balance: off,
      application_rejected: off,
      lowBalanceRupees: null,
    });
    expect((await give(owner, texted.id, 25)).statusCode).toBe(200);
    expect((await give(owner, member2.id, 25)).statusCode).toBe(200);
    const sent = await db().select().from(outboundMessages);
    expect(sent.map((m) => [m.recipientUserId, m.channel, m.template, m.values.amount])).toEqual([
      [texted.id, 'sms', 'topup_credited', '₹25.00/-'],
    ]);
  });

  it('keeps every wallet equal to its ledger', async () => {
    for (const who of [owner, member, member2, other, otherMember])
      expect(await balance(who.id)).toBe(await ledgerSum(who.id));
  });

  it('under 30 racing gives and take-backs between an owner and two members: no overdraw, the daily limit holds', async () => {
    const o = await account('owner');
    const [m1, m2] = [await account('franchise', o.id), await account('franchise', o.id)];
    await fund(o.id, 5000);
    await fund(m1.id, 100);
    await setLimits(400, 2000);
    const calls = Array.from({ length: 30 }, (_, i) => {
      const m = i % 2 ? m1 : m2;
      if (i % 3 === 0) return takeBack(o, m.id, { amount: 60, reason: 'Racing' }, `race-${o.id}-${i}`);
      return give(o, m.id, 150, `race-${o.id}-${i}`);
    });
    // Half of them sent twice, as a phone on a poor line would.
    const retries = Array.from({ length: 15 }, (_, i) =>
      i % 3 === 0
        ? takeBack(o, (i % 2 ? m1 : m2).id, { amount: 60, reason: 'Racing' }, `race-${o.id}-${i}`)
        : give(o, (i % 2 ? m1 : m2).id, 150, `race-${o.id}-${i}`),
    );
    const answers = await Promise.all([...calls, ...retries]);
    expect(answers.every((r) => [200, 422].includes(r.statusCode))).toBe(true);
    // A retry that met the first call's transfer answers it: the same transfer, never a second one.
    for (let i = 0; i < 15; i++) {
      const [first, again] = [answers[i], answers[30 + i]];
      if (first.statusCode === 200 && again.statusCode === 200) expect(again.json().id).toBe(first.json().id);
    }
    const rows = await transfersOf(o.id);
    expect(new Set(rows.map((r) => r.idempotencyKey)).size).toBe(rows.length);
    const given = rows.filter((r) => r.direction === 'give').reduce((s, r) => s + r.amountPaise, 0);
    expect(given).toBeLessThanOrEqual(200_000);
    expect(given).toBe(195_000); // 13 gives of ₹150 fit under ₹2,000
    for (const who of [o, m1, m2]) {
      expect(await balance(who.id)).toBeGreaterThanOrEqual(0);
      expect(await balance(who.id)).toBe(await ledgerSum(who.id));
    }
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.idempotencyKey} like ${`transfer:${o.id}:%`}`);
    expect(n).toBe(rows.length * 2);
    expect((await balance(o.id)) + (await balance(m1.id)) + (await balance(m2.id))).toBe(5100);
    const ws = await db().select().from(wallets).where(eq(wallets.userId, o.id));
    expect(ws).toHaveLength(1);
    await setLimits(50_000, 200_000);
  });
});
