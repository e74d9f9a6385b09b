import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import {
  cardRequests,
  couriers,
  kycSubmissions,
  ledgerEntries,
  notifications,
  panApplications,
  paymentRequests,
  serviceRequests,
  siteNews,
  siteSlides,
  staffPermissions,
  users,
  wallets,
} from '../../server/db/schema';
import { listNotifications } from '../../server/modules/notifications/service';
import { createSiteContentService } from '../../server/modules/site-content/service';
import { createTestDatabase } from '../../server/test/db';
import { memoryStorage } from '../../server/test/memory-storage';
import { seedDemo } from '../seed-demo';
import { DEMO_NEWS, DEMO_SLIDES } from './site-content';

const storage = memoryStorage();
const files = storage.files;
const living = {
  config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent-demo-data' } as NodeJS.ProcessEnv),
  storage,
  encryptionKey: 'a'.repeat(64),
  aadhaarHashKey: 'b'.repeat(64),
};

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function totals() {
  const n = async (
    table:
      | typeof users
      | typeof paymentRequests
      | typeof cardRequests
      | typeof ledgerEntries
      | typeof siteSlides
      | typeof siteNews
      | typeof notifications,
  ) => (await database.db.select({ n: count() }).from(table))[0].n;
  return {
    users: await n(users),
    payments: await n(paymentRequests),
    cards: await n(cardRequests),
    ledger: await n(ledgerEntries),
    slides: await n(siteSlides),
    news: await n(siteNews),
    notifications: await n(notifications),
  };
}

async function balanceOf(userName: string) {
  const [w] = await database.db
    .select({ paise: wallets.balancePaise })
    .from(wallets)
    .innerJoin(users, eq(users.id, wallets.userId))
    .where(eq(users.userName, userName));
  return w.paise;
}

describe('npm run seed:demo', () => {
  it('accounts only unless the living demo is asked for (as the browser tests do)', async () => {
    const { outcomes, shopsFilled } = await seedDemo(database, { adminPassword: 'Admin@12345' });
    expect(outcomes.map((o) => o.userName)).toEqual(['staff1', 'merchant1', 'merchant2']);
    expect(shopsFilled).toEqual([]);
    // The browser tests expect the home as it is without slides or news.
    expect(await totals()).toMatchObject({ payments: 0, slides: 0, news: 0 });
  });

  it('fills a few weeks of work through the services, and a second run adds nothing', async () => {
    const first = await seedDemo(database, { adminPassword: 'Admin@12345', living });
    expect(first.shopsFilled).toEqual(['merchant1', 'merchant2', 'franchise1']);
    expect(first.outcomes.filter((o) => o.created).map((o) => o.userName)).toEqual([
      'm1counter',
      'm1gst',
      'm2counter',
      'franchise1',
    ]);
    const after = await totals();

    // Every state of a top-up, for each shop; only approved ones reached the ledger.
    const states = await database.db
      .select({ status: paymentRequests.status, n: count() })
      .from(paymentRequests)
      .groupBy(paymentRequests.status);
    expect(Object.fromEntries(states.map((s) => [s.status, s.n]))).toEqual({ approved: 12, rejected: 3, pending: 3 });
    // merchant1's top-ups credit 5,000 + 2,500 + 3,000 + 1,500 (the rejected 1,200 and pending 2,000 do not);
    // at the first package's prices it paid the PSA registration (199) and coupons: 10 physical (1,250),
    // 5 e-PAN with 2 refunded (475 − 190), 3 physical refunded in full, 5 physical waiting (625); three GST
    // registrations submitted (799 each, the rejected one refunded; the draft is not charged) and two filings (299 each).
    const utiPaid = 199 + 1_250 + 475 - 190 + 625;
    // Nine NSDL PAN applications submitted (130 each), the rejected and the cancelled refunded.
    // Five paperless applications confirmed (120 each), the failed e-KYC refunded.
    expect(await balanceOf('merchant1')).toBe((12_000 - utiPaid - 2 * 799 - 2 * 299 - 7 * 130 - 4 * 120) * 100);
    // merchant2: half the top-ups (6,000), less its PSA registration, a GST registration, a filing, a PAN application and a paperless one.
    expect(await balanceOf('merchant2')).toBe((6_000 - 199 - 799 - 299 - 130 - 120) * 100);
    expect(await balanceOf('franchise1')).toBe(6_000 * 100);
    // 12 top-ups; charges: merchant1 1 PSA + 4 coupons + 3 GST registrations + 2 filings + 9 PAN + 5 paperless,
    // merchant2 1 + 1 + 1 + 1 + 1; refunds: the part-allotted and the rejected coupons, the rejected GST
    // registration, the rejected and the cancelled PAN applications, the failed paperless one.
    expect(after.ledger).toBe(12 + 29 + 6);

    const pan = await database.db
      .select({ state: panApplications.state, n: count() })
      .from(panApplications)
      .groupBy(panApplications.state)
      .orderBy(panApplications.state);
    expect(pan).toEqual([
      { state: 'acknowledged', n: 1 },
      { state: 'cancelled', n: 1 },
      { state: 'completed', n: 2 },
      { state: 'draft', n: 1 },
      { state: 'hardcopy_sent', n: 1 },
      { state: 'rejected', n: 1 },
      { state: 'tin_rejected', n: 1 },
      { state: 'verified', n: 1 },
      { state: 'waiting', n: 2 },
    ]);

    const requests = await database.db
      .select({ service: serviceRequests.service, state: serviceRequests.state, n: count() })
      .from(serviceRequests)
      .groupBy(serviceRequests.service, serviceRequests.state)
      .orderBy(serviceRequests.service, serviceRequests.state);
    expect(requests).toEqual([
      { service: 'gst-filing', state: 'completed', n: 1 },
      { service: 'gst-filing', state: 'in_process', n: 1 },
      { service: 'gst-filing', state: 'submitted', n: 1 },
      { service: 'gst-registration', state: 'completed', n: 1 },
      { service: 'gst-registration', state: 'draft', n: 1 },
      { service: 'gst-registration', state: 'query_raised', n: 1 },
      { service: 'gst-registration', state: 'rejected', n: 1 },
      { service: 'gst-registration', state: 'submitted', n: 1 },
      { service: 'nsdl-paperless', state: 'acknowledged', n: 3 },
      { service: 'nsdl-paperless', state: 'draft', n: 1 },
      { service: 'nsdl-paperless', state: 'expired', n: 1 },
      { service: 'nsdl-paperless', state: 'failed', n: 1 },
      { service: 'nsdl-paperless', state: 'with_provider', n: 1 },
      { service: 'uti-coupon', state: 'allotted', n: 2 },
      { service: 'uti-coupon', state: 'rejected', n: 1 },
      { service: 'uti-coupon', state: 'requested', n: 1 },
      { service: 'uti-psa', state: 'approved', n: 1 },
      { service: 'uti-psa', state: 'submitted', n: 1 },
    ]);

    // Dated over the last four weeks rather than all today.
    const [span] = await database.db
      .select({ oldest: sql<string>`min(${paymentRequests.createdAt})::text` })
      .from(paymentRequests);
    expect(Date.now() - Date.parse(span.oldest)).toBeGreaterThan(25 * 86_400_000);

    // Staff members carry their ticks.
    const [ticks] = await database.db
      .select({ services: staffPermissions.services })
      .from(staffPermissions)
      .innerJoin(users, eq(users.id, staffPermissions.userId))
      .where(eq(users.userName, 'm1gst'));
    expect(ticks.services).toEqual(['gst']);
    expect(after.cards).toBe(7);

    // Hard copies by courier: one received (its two applications completed), one on its way.
    const sent = await database.db
      .select({ company: couriers.company, state: couriers.state })
      .from(couriers)
      .orderBy(couriers.company);
    expect(sent).toEqual([
      { company: 'Blue Dart', state: 'dispatched' },
      { company: 'DTDC', state: 'received' },
    ]);

    // The owners' KYC approved (their paid services open), the franchise member's waiting; each with its
    // three scans stored, the two PSA registrations' two documents, the five GST registrations' four, each
    // PAN application's form, three proofs and two crops, and the merged scan of the ten submitted.
    const FILES = 9 + 4 + 20 + 11 * 6 + 10;
    const kyc = await database.db
      .select({ user: users.userName, status: kycSubmissions.status })
      .from(kycSubmissions)
      .innerJoin(users, eq(users.id, kycSubmissions.userId))
      .orderBy(users.userName);
    expect(kyc).toEqual([
      { user: 'franchise1', status: 'submitted' },
      { user: 'merchant1', status: 'approved' },
      { user: 'merchant2', status: 'approved' },
    ]);
    expect(files.size).toBe(FILES);

    // The bell: each shop heard of its decided top-ups and its KYC; the back office has its waiting work counted.
    const heard = async (userName: string) =>
      (
        await database.db
          .select({ topic: notifications.topic, n: count() })
          .from(notifications)
          .innerJoin(users, eq(users.id, notifications.userId))
          .where(and(eq(users.userName, userName), isNull(notifications.readAt)))
          .groupBy(notifications.topic)
      ).reduce<Record<string, number>>((all, r) => ({ ...all, [r.topic]: r.n }), {});
    for (const shop of ['merchant1', 'merchant2']) {
      expect(await heard(shop)).toMatchObject({
        'payment_request.approved': 4,
        'payment_request.rejected': 1,
        'kyc.approved': 1,
      });
    }
    expect(await heard('franchise1')).toMatchObject({ 'payment_request.approved': 4, 'payment_request.rejected': 1 });
    for (const userName of ['admin', 'staff1']) {
      const [{ id }] = await database.db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
      const bell = await listNotifications(database.db, id);
      expect(bell.items.map((n) => n.title)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\d+ new payment requests?$/),
          expect.stringMatching(/^\d+ new KYC submissions?$/),
        ]),
      );
    }

    // Slides and news for each page, as the admin's screens add them.
    expect(first.siteContent).toEqual({ slides: DEMO_SLIDES.map((s) => s.title), news: DEMO_NEWS.map((n) => n.title) });
    const content = createSiteContentService(database);
    const home = await content.view('public');
    expect(home.slides.map((s) => s.title)).toEqual([
      'Your PAN card, without the queue',
      'Open a partner shop',
      'GST registration and filing',
    ]);
    // Newest first: the alert of yesterday, the offer of last week, the notice of three weeks ago.
    expect(home.news.map((n) => n.type)).toEqual(['alert', 'offer', 'notice']);
    const dashboard = await content.view('merchants');
    expect(dashboard.slides.map((s) => s.title)).toEqual([
      'GST registration and filing',
      'Paperless PAN with e-KYC',
      'Earn on card referrals',
    ]);
    expect(dashboard.news.map((n) => n.type)).toEqual(['alert', 'offer', 'notice']);
    const backOffice = await content.view('backend');
    expect(backOffice.slides).toEqual([]);
    expect(backOffice.news.map((n) => n.title)).toEqual([
      'Month-end: match UPI top-ups',
      'KYC reviews within one working day',
    ]);
    // Each poster re-encoded to the carousel's two WebP widths.
    const image = await content.image(home.slides[0]!.id, 1600);
    expect(await sharp(image!).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 500 });

    const second = await seedDemo(database, { adminPassword: 'Admin@12345', living });
    expect(second.shopsFilled).toEqual([]);
    expect(second.siteContent).toEqual({ slides: [], news: [] });
    expect(second.outcomes.every((o) => !o.created)).toBe(true);
    expect(await totals()).toEqual(after);
    expect(files.size).toBe(FILES);
  });
});
