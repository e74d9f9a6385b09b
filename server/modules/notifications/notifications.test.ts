import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { NOTIFICATIONS_API, type NotificationList } from '../../../contract/notifications';
import { notifications } from '../../db/schema';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { backOfficeIds, notifyBackOffice, notifyMerchant, notifyUsers } from './service';

let t: TestApp;
type Who = Awaited<ReturnType<typeof signedIn>>;
let admin: Who, boStaff: Who, a: Who, aStaff: Who, b: Who;

const get = (who: Who | null, url: string) => t.app.inject({ method: 'GET', url, headers: who?.headers });
const post = (who: Who | null, url: string) => t.app.inject({ method: 'POST', url, headers: who?.headers });
const listOf = async (who: Who) => {
  const res = await get(who, NOTIFICATIONS_API.list);
  expect(res.statusCode).toBe(200);
  return res.json() as NotificationList;
};
const rowsOf = (userId: number) => t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  boStaff = await signedIn(t, 'staff');
  a = await signedIn(t, 'merchant', { kind: 'owner' });
  aStaff = await signedIn(t, 'merchant', { kind: 'staff', parentId: a.id });
  b = await signedIn(t, 'merchant', { kind: 'owner' });
});
afterAll(async () => t?.close());

describe('my notifications (list, read one, read all)', () => {
  it("lists only the account's own, newest first, with the unread count; another account can neither read nor mark them", async () => {
    await t.database.db.transaction(async (tx) => {
      await notifyMerchant(
        tx,
        { merchantId: a.id, madeBy: aStaff.id },
        {
          topic: 'payment_request.approved',
          title: 'Payment request approved',
          text: 'Rs 500 added to your wallet.',
          link: '/merchant/payment-requests/view/7',
          tone: 'good',
        },
      );
    });
    await t.database.db.transaction(async (tx) => {
      await notifyUsers(tx, [a.id], {
        topic: 'kyc.rejected',
        title: 'KYC rejected',
        text: 'The photo is unclear.',
        tone: 'bad',
      });
    });

    const mine = await listOf(a);
    expect(mine.unread).toBe(2);
    expect(mine.items.map((n) => n.title)).toEqual(['KYC rejected', 'Payment request approved']);
    expect(mine.items[1]).toMatchObject({
      text: 'Rs 500 added to your wallet.',
      link: '/merchant/payment-requests/view/7',
      tone: 'good',
      count: 1,
      readAt: null,
    });
    expect(mine.items[0]).toMatchObject({ link: '', tone: 'bad' });
    // The staff member who made the record sees it on their own bell; the other shop sees nothing.
    expect((await listOf(aStaff)).items.map((n) => n.title)).toEqual(['Payment request approved']);
    expect(await listOf(b)).toEqual({ unread: 0, items: [] });

    const theirs = mine.items[0].id;
    for (const who of [b, aStaff]) {
      const res = await post(who, NOTIFICATIONS_API.read(theirs));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No such notification.');
    }
    const unknown = await post(a, NOTIFICATIONS_API.read(999_999_999));
    expect(unknown.statusCode).toBe(404);
    expect((await rowsOf(a.id)).every((r) => r.readAt === null)).toBe(true);

    // B's read-all marks B's, not A's.
    expect((await post(b, NOTIFICATIONS_API.readAll)).json()).toEqual({ unread: 0, items: [] });
    expect((await listOf(a)).unread).toBe(2);

    const one = await post(a, NOTIFICATIONS_API.read(theirs));
    expect(one.statusCode).toBe(200);
    const afterOne = one.json() as NotificationList;
    expect(afterOne.unread).toBe(1);
    expect(afterOne.items.find((n) => n.id === theirs)?.readAt).toEqual(expect.any(String));
    // Reading it again changes nothing (and keeps when it was first read).
    const again = (await post(a, NOTIFICATIONS_API.read(theirs))).json() as NotificationList;
    expect(again.items.find((n) => n.id === theirs)?.readAt).toBe(afterOne.items.find((n) => n.id === theirs)?.readAt);

    const all = await post(a, NOTIFICATIONS_API.readAll);
    expect(all.statusCode).toBe(200);
    expect((all.json() as NotificationList).unread).toBe(0);
    expect((await rowsOf(a.id)).every((r) => r.readAt !== null)).toBe(true);
    // The staff member's copy is their own: still unread.
    expect((await listOf(aStaff)).unread).toBe(1);
  });

  it('refuses an id that is not a positive whole number, naming the field', async () => {
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const res = await post(a, NOTIFICATIONS_API.read(bad));
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['id']);
    }
  });

  it('answers 401 to every call when signed out', async () => {
    for (const [method, url] of [
      ['GET', NOTIFICATIONS_API.list],
      ['POST', NOTIFICATIONS_API.read(1)],
      ['POST', NOTIFICATIONS_API.readAll],
      ['GET', NOTIFICATIONS_API.stream],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe("the back office's waiting work", () => {
  it('adds each arrival to one unread notification per account and kind; after it is read, the next arrival starts a new one', async () => {
    const everyone = await backOfficeIds(t.database.db);
    expect(everyone).toEqual(expect.arrayContaining([admin.id, boStaff.id]));

    await t.database.db.transaction((tx) => notifyBackOffice(tx, 'payment_request', '/backend/payment-requests'));
    await t.database.db.transaction((tx) => notifyBackOffice(tx, 'payment_request', '/backend/payment-requests'));
    await t.database.db.transaction((tx) => notifyBackOffice(tx, 'kyc', '/backend/user-management/kyc'));

    for (const who of [admin, boStaff]) {
      const list = await listOf(who);
      expect(list.unread).toBe(2);
      expect(list.items.map((n) => [n.title, n.count, n.link])).toEqual([
        ['1 new KYC submission', 1, '/backend/user-management/kyc'],
        ['2 new payment requests', 2, '/backend/payment-requests'],
      ]);
    }
    // Merchants are not told about the back office's work.
    expect((await listOf(b)).unread).toBe(0);

    const waiting = (await listOf(admin)).items.find((n) => n.count === 2)!;
    expect((await post(admin, NOTIFICATIONS_API.read(waiting.id))).statusCode).toBe(200);
    await t.database.db.transaction((tx) => notifyBackOffice(tx, 'payment_request', '/backend/payment-requests'));

    const adminNow = await listOf(admin);
    expect(adminNow.items.map((n) => [n.title, n.count, n.readAt === null])).toEqual([
      ['1 new payment request', 1, true],
      ['1 new KYC submission', 1, true],
      ['2 new payment requests', 2, false],
    ]);
    // Staff had not read theirs, so it just grew.
    const staffNow = await listOf(boStaff);
    expect(staffNow.items.map((n) => [n.title, n.count])).toEqual([
      ['3 new payment requests', 3],
      ['1 new KYC submission', 1],
    ]);
    const unreadRows = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, boStaff.id),
          eq(notifications.groupKey, 'waiting.payment_request'),
          isNull(notifications.readAt),
        ),
      );
    expect(unreadRows).toHaveLength(1);
  });
});

describe('written with the change it announces', () => {
  it('never shows a notification whose transaction rolled back', async () => {
    const before = await listOf(b);
    await expect(
      t.database.db.transaction(async (tx) => {
        await notifyUsers(tx, [b.id], {
          topic: 'payment_request.approved',
          title: 'Payment request approved',
          tone: 'good',
        });
        throw new Error('the approval failed after the notification was written');
      }),
    ).rejects.toThrow('the approval failed');
    expect(await listOf(b)).toEqual(before);
    expect(await rowsOf(b.id)).toHaveLength(0);
  });
});
