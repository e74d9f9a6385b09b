import type { Db } from '../../db/client';
import { bookedRun, pruneJobRuns } from '../../lib/jobs';
import { expiredSignInSweeps } from '../auth/sweep';

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
      // The sign-in rows are auth's (decision 0071): it deletes them, a batch per call.
      const sweep = expiredSignInSweeps(db, now, BATCH);
      return bookedRun(db, CLEANUP_JOB, now, counts, async () => {
        counts.sessions = await inBatches(async () => {
          const swept = await sweep.sessions();
          counts.refreshTokens += swept.refreshTokens;
          return swept.sessions;
        });
        counts.loginChallenges = await inBatches(sweep.loginChallenges);
        counts.passwordResets = await inBatches(sweep.passwordResets);
        counts.captchas = await inBatches(sweep.captchas);
        const keepFrom = new Date(now.getTime() - JOB_RUNS_KEEP_DAYS * 86_400_000);
        counts.jobRuns = await inBatches(() => pruneJobRuns(db, keepFrom, BATCH));
      });
    },
  };
}
