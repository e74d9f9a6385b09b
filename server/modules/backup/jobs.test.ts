import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { randomSecrets } from '../../lib/secrets';
import { createServices } from '../../services';
import { createTestDatabase } from '../../test/db';
import { memoryStorage } from '../../test/memory-storage';
import { dailyBackup, indiaClock } from './jobs';
import { listBackups, makeBackup } from './service';

/** The daily backup: at BACKUP_TIME in India, once a day whatever restarts, keeping BACKUP_KEEP_DAYS days. */

let database: Database;
let ctx: AppContext;
const storage = memoryStorage();

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
    BACKUP_TIME: '02:30',
    BACKUP_KEEP_DAYS: '3',
  } as NodeJS.ProcessEnv);
  const secrets = randomSecrets();
  ctx = { config, database, secrets, storage, services: createServices(database, secrets) };
});
afterAll(async () => {
  await database?.close();
});

/** 24 Nov 2026 at hh:mm in India. */
const ist = (hhmm: string, day = '2026-11-24') => new Date(`${day}T${hhmm}:00+05:30`);

describe('the daily backup', () => {
  it('takes BACKUP_TIME as HH:mm and BACKUP_KEEP_DAYS as a number of days', () => {
    const env = (vars: Record<string, string>) => ({ LOG_LEVEL: 'silent', ...vars }) as NodeJS.ProcessEnv;
    expect(loadConfig(env({}))).toMatchObject({ backupTime: '02:30', backupKeepDays: 14 });
    expect(loadConfig(env({ BACKUP_TIME: '23:05', BACKUP_KEEP_DAYS: '30' }))).toMatchObject({
      backupTime: '23:05',
      backupKeepDays: 30,
    });
    expect(() => loadConfig(env({ BACKUP_TIME: '2:30' }))).toThrow(/BACKUP_TIME is HH:mm/);
    expect(() => loadConfig(env({ BACKUP_KEEP_DAYS: '0' }))).toThrow(/BACKUP_KEEP_DAYS/);
  });

  it('knows the day and time in India', () => {
    expect(indiaClock(new Date('2026-11-24T20:00:00Z'))).toEqual({ day: '2026-11-25', minutes: 90 });
  });

  it('runs once a day after BACKUP_TIME, even across a restart, and keeps the configured days', async () => {
    // A manual backup five days back, older than the three days kept.
    await makeBackup(database, storage, { by: null, trigger: 'manual', now: ist('10:00', '2026-11-19') });
    let now = ist('02:29');
    const tick = dailyBackup(ctx, { now: () => now });
    await tick();
    expect((await listBackups(storage)).map((b) => b.trigger)).toEqual(['manual']);

    now = ist('02:30');
    await tick();
    now = ist('02:31');
    await tick();
    // A restarted server (a fresh schedule) finds today's in the storage.
    await dailyBackup(ctx, { now: () => ist('09:00') })();
    const after = await listBackups(storage);
    expect(after.map((b) => [b.trigger, b.createdAt])).toEqual([['schedule', ist('02:30').toISOString()]]);

    now = ist('02:30', '2026-11-25');
    await tick();
    expect((await listBackups(storage)).map((b) => b.createdAt)).toEqual([
      ist('02:30', '2026-11-25').toISOString(),
      ist('02:30').toISOString(),
    ]);
    const audit = await database.query<{ action: string }>(
      `select action from audit_events where entity_type = 'backup' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['backup_made', 'backup_pruned', 'backup_made']);
  });
});
