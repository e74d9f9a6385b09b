import type { AppContext } from '../../context';
import { recordEvent } from '../../lib/audit';
import type { JobRunner } from '../../lib/jobs';
import { deleteBackup, listBackups, makeBackup, type Maker } from './service';
import type { BackupManifest } from '../../../contract/backup';

/**
 * "Back up now" and the daily backup share one job name, so the runner's lock (decision 0056) lets one
 * backup run at a time across every server, whoever asked.
 */
export const BACKUP_JOB = 'backup';
/** How often the schedule looks at the clock; the backup itself runs once a day. */
export const SCHEDULE_CHECK_MS = 60_000;
/** A backup left without its manifest this long (a server stopped mid-way) is removed by the daily pass. */
const INCOMPLETE_GRACE_MS = 24 * 3_600_000;

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The day in India (YYYY-MM-DD) and the minutes since its midnight. India keeps no summer time. */
export function indiaClock(at: Date): { day: string; minutes: number } {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return { day: ist.toISOString().slice(0, 10), minutes: ist.getUTCHours() * 60 + ist.getUTCMinutes() };
}

export function isDue(at: Date, time: string): boolean {
  const [h, m] = time.split(':').map(Number);
  return indiaClock(at).minutes >= h * 60 + m;
}

export async function runBackup(
  ctx: AppContext,
  opts: { by: Maker; trigger: BackupManifest['trigger']; ip?: string | null; now?: Date },
): Promise<BackupManifest> {
  try {
    const manifest = await makeBackup(ctx.database, ctx.storage, opts);
    await recordEvent(ctx.database.db, {
      actorId: opts.by?.id ?? null,
      action: 'backup_made',
      entityType: 'backup',
      entityId: manifest.stamp,
      toState: opts.trigger,
      ip: opts.ip,
    });
    return manifest;
  } catch (err) {
    await recordEvent(ctx.database.db, {
      actorId: opts.by?.id ?? null,
      action: 'backup_failed',
      entityType: 'backup',
      remark: (err as Error).message.slice(0, 500),
      ip: opts.ip,
    });
    throw err;
  }
}

/** Removes backups older than the days kept, and incomplete ones left a day; answers the stamps removed. */
export async function pruneBackups(ctx: AppContext, now: Date): Promise<string[]> {
  const removed: string[] = [];
  for (const b of await listBackups(ctx.storage)) {
    const age = now.getTime() - Date.parse(b.createdAt);
    if (age > ctx.config.backupKeepDays * 86_400_000 || (!b.complete && age > INCOMPLETE_GRACE_MS)) {
      await deleteBackup(ctx.storage, b.stamp);
      await recordEvent(ctx.database.db, {
        actorId: null,
        action: 'backup_pruned',
        entityType: 'backup',
        entityId: b.stamp,
        remark: `kept ${ctx.config.backupKeepDays} days`,
      });
      removed.push(b.stamp);
    }
  }
  return removed;
}

/**
 * One tick of the daily schedule: past BACKUP_TIME in India and no scheduled backup of today's date in
 * the storage (a restart or another server may have made it), make one, then prune. The storage is asked
 * once a day per process; `made` remembers the answer.
 */
export function dailyBackup(ctx: AppContext, opts: { now?: () => Date } = {}) {
  let made: string | null = null;
  return async () => {
    const now = (opts.now ?? (() => new Date()))();
    const { day } = indiaClock(now);
    if (made === day || !isDue(now, ctx.config.backupTime)) return;
    const today = (await listBackups(ctx.storage)).some(
      (b) => b.complete && b.trigger === 'schedule' && indiaClock(new Date(b.createdAt)).day === day,
    );
    if (!today) await runBackup(ctx, { by: null, trigger: 'schedule', now });
    made = day;
    await pruneBackups(ctx, now);
  };
}

export function scheduleBackups(ctx: AppContext, jobs: JobRunner): void {
  jobs.every(BACKUP_JOB, SCHEDULE_CHECK_MS, dailyBackup(ctx));
}
