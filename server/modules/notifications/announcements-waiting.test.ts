import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { signedIn } from '../../test/app';
import { readyMerchant } from '../../test/nsdl-pan';
import { backOfficeIds, listNotifications, markAllRead } from './service';
import { bellTest } from '../../test/bell';

/*
 * The bell's announcements, the back office's waiting-work counts: see server/test/bell.ts.
 */

const { api, mark, toldSince, submitKyc, paymentRequest, register } = bellTest();

describe("the back office's waiting work", () => {
  // An admin besides the staff member the app signs in: each back-office account gets its own count.
  beforeAll(async () => {
    await signedIn(api.t, 'admin');
  });

  /** Every back-office account's bell read, so the next arrivals start a fresh count. */
  async function allRead(): Promise<number[]> {
    const ids = await backOfficeIds(api.t.database.db);
    for (const id of ids) await markAllRead(api.t.database.db, id);
    return ids;
  }

  /** Each back-office account's unread notification of a waiting kind. */
  async function waiting(ids: number[], kind: string) {
    const out = [];
    for (const id of ids) {
      const rows = await api.t.database.db
        .select({ count: notifications.count, link: notifications.link })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, id),
            eq(notifications.groupKey, `waiting.${kind}`),
            isNull(notifications.readAt),
          ),
        );
      out.push(rows);
    }
    return out;
  }

  it('counts two new registrations in one notification per admin and staff account', async () => {
    const ids = await allRead();
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const before = await mark();
    expect((await register()).statusCode).toBe(200);
    expect((await register()).statusCode).toBe(200);
    expect(await waiting(ids, 'registration')).toEqual(
      ids.map(() => [{ count: 2, link: '/backend/user-management/registration' }]),
    );
    // Nobody else was told, and each bell shows it as one line with its count.
    expect(new Set((await toldSince(before)).map((r) => r.userId))).toEqual(new Set(ids));
    const list = await listNotifications(api.t.database.db, api.staff.id);
    expect(list.items[0]).toMatchObject({
      title: '2 new registrations',
      count: 2,
      link: '/backend/user-management/registration',
      readAt: null,
    });
  });

  it('counts two KYC submissions', async () => {
    const ids = await allRead();
    const before = await mark();
    await submitKyc((await signedIn(api.t, 'merchant', { kind: 'owner' })).headers);
    await submitKyc((await signedIn(api.t, 'merchant', { kind: 'owner' })).headers);
    expect(await waiting(ids, 'kyc')).toEqual(ids.map(() => [{ count: 2, link: '/backend/user-management/kyc' }]));
    expect(new Set((await toldSince(before)).map((r) => r.userId))).toEqual(new Set(ids));
    expect((await listNotifications(api.t.database.db, api.staff.id)).items[0]).toMatchObject({
      title: '2 new KYC submissions',
      count: 2,
    });
  });

  it('counts two payment requests, and a third after reading starts a new notification', async () => {
    const merchant = await readyMerchant(api.t);
    const ids = await allRead();
    await paymentRequest(merchant.headers);
    await paymentRequest(merchant.headers);
    expect(await waiting(ids, 'payment_request')).toEqual(
      ids.map(() => [{ count: 2, link: '/backend/actions/payments' }]),
    );
    expect((await listNotifications(api.t.database.db, api.staff.id)).items[0]).toMatchObject({
      title: '2 new payment requests',
      count: 2,
    });
    await markAllRead(api.t.database.db, api.staff.id);
    await paymentRequest(merchant.headers);
    expect((await waiting([api.staff.id], 'payment_request'))[0]).toEqual([
      { count: 1, link: '/backend/actions/payments' },
    ]);
    expect((await listNotifications(api.t.database.db, api.staff.id)).items[0]).toMatchObject({
      title: '1 new payment request',
      readAt: null,
    });
  });
});

// ----- no change, no notification ------------------------------------------------------------
