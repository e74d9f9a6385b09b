import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accessLog, privacySettings } from '../../db/schema';
import { createTestDatabase } from '../../test/db';
import { memoryStorage } from '../../test/memory-storage';
import { runRetention } from './retention';

/*
 * The access log is kept privacy_settings.access_log_days (730 unless set, never under 365), then the hourly
 * retention job deletes it: rows are written as if made days ago, and the job runs at the real now.
 */

const DAY = 86_400_000;
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function rowsMadeDaysAgo(now: number, ...days: number[]) {
  await database.db.delete(accessLog);
  await database.db
    .insert(accessLog)
    .values(days.map((d) => ({ at: new Date(now - d * DAY), action: 'document_view', refNo: `${d} days` })));
}
const kept = async () =>
  (await database.db.select({ refNo: accessLog.refNo }).from(accessLog).orderBy(asc(accessLog.id))).map((r) => r.refNo);

describe('keeping the access log', () => {
  it('deletes rows older than 730 days by default, and nothing younger', async () => {
    const now = Date.now();
    await rowsMadeDaysAgo(now, 1000, 731, 729, 400, 1);
    const summary = await runRetention(database.db, memoryStorage(), new Date(now));
    expect(summary.accessLog).toBe(2);
    expect(await kept()).toEqual(['729 days', '400 days', '1 days']);
  });

  it('follows the admin’s setting, which cannot go under a year', async () => {
    await database.db
      .insert(privacySettings)
      .values({ id: 1, accessLogDays: 365 })
      .onConflictDoUpdate({ target: privacySettings.id, set: { accessLogDays: 365 } });
    const now = Date.now();
    await rowsMadeDaysAgo(now, 400, 366, 364, 30);
    expect((await runRetention(database.db, memoryStorage(), new Date(now))).accessLog).toBe(2);
    expect(await kept()).toEqual(['364 days', '30 days']);
    await expect(database.db.update(privacySettings).set({ accessLogDays: 364 })).rejects.toThrow();
  });
});
