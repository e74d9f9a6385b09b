import { inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas, loginChallenges, passwordResets, refreshTokens, sessions } from '../../db/schema/identity';
import { bookedRun, pruneJobRuns } from '../../lib/jobs';

export const CLEANUP_JOB = 'cleanup';
/** Expired rows are refused already wherever they are read; removing them hourly only keeps tables small. */
export const CLEANUP_EVERY_MS = 3_600_000;
/** How long a job's runs stay readable (the back office's "last run", an operator looking back). */
export const JOB_RUNS_KEEP_DAYS = 90;
/** Rows one statement deletes, so a large backlog never holds long locks. */
const BATCH = 1000;

export type CleanupSummary = {
  sessions: number;
  refreshTokens: number;
  loginChallenges: number;
  passwordResets: number;
  captchas: number;
  jobRuns: number;
};

/**
 * The cleanup job's run (decision 0061): deletes sign-ins (with their refresh tokens), two-factor
 * challenges, password reset links and captchas past their expiry, and job runs past their keeping
 * time. A revoked session not yet expired stays: it is still "ended", not unknown. Each run is one
 * job_runs row.
 */
export function createCleanup(db: Db) {
  async function inBatches(deleteSome: () => Promise<number>): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await deleteSome();
      total += n;
      if (n < BATCH) return total;
    }
  }

  return {
    /** One run at `now`; the caller holds the job's lock (JobRunner). */
    async run(now = new Date()): Promise<CleanupSummary> {
      const counts: CleanupSummary = {
        sessions: 0,
        refreshTokens: 0,
        loginChallenges: 0,
        passwordResets: 0,
        captchas: 0,
        jobRuns: 0,
      };
      return bookedRun(db, CLEANUP_JOB, now, counts, async () => {
        counts.sessions = await inBatches(() =>
          db.transaction(async (tx) => {
            const ids = (
              await tx
                .select({ id: sessions.id })
                .from(sessions)
                .where(lt(sessions.expiresAt, now))
                .limit(BATCH)
                .for('update', { skipLocked: true })
            ).map((s) => s.id);
            if (ids.length === 0) return 0;
            counts.refreshTokens += (
              await tx
                .delete(refreshTokens)
                .where(inArray(refreshTokens.sessionId, ids))
                .returning({ id: refreshTokens.id })
            ).length;
            return (await tx.delete(sessions).where(inArray(sessions.id, ids)).returning({ id: sessions.id })).length;
          }),
        );
        counts.loginChallenges = await inBatches(async () => {
          const some = db
            .select({ id: loginChallenges.id })
            .from(loginChallenges)
            .where(lt(loginChallenges.expiresAt, now))
            .limit(BATCH);
          return (
            await db
              .delete(loginChallenges)
              .where(inArray(loginChallenges.id, some))
              .returning({ id: loginChallenges.id })
          ).length;
        });
        counts.passwordResets = await inBatches(async () => {
          const some = db
            .select({ id: passwordResets.id })
            .from(passwordResets)
            .where(lt(passwordResets.expiresAt, now))
            .limit(BATCH);
          return (
            await db.delete(passwordResets).where(inArray(passwordResets.id, some)).returning({ id: passwordResets.id })
          ).length;
        });
        counts.captchas = await inBatches(async () => {
          const some = db.select({ id: captchas.id }).from(captchas).where(lt(captchas.expiresAt, now)).limit(BATCH);
          return (await db.delete(captchas).where(inArray(captchas.id, some)).returning({ id: captchas.id })).length;
        });
        const keepFrom = new Date(now.getTime() - JOB_RUNS_KEEP_DAYS * 86_400_000);
        counts.jobRuns = await inBatches(() => pruneJobRuns(db, keepFrom, BATCH));
      });
    },
  };
}
