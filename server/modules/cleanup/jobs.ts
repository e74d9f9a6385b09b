import type { AppContext } from '../../context';
import type { JobRunner } from '../../lib/jobs';
import { CLEANUP_EVERY_MS, CLEANUP_JOB, createCleanup } from './service';

/** Decision 0061: hourly, on one server (whichever holds the job's lock), expired rows are removed. */
export function cleanupJobs(jobs: JobRunner, ctx: AppContext): void {
  const cleanup = createCleanup(ctx.database.db);
  jobs.every(CLEANUP_JOB, CLEANUP_EVERY_MS, async () => void (await cleanup.run()));
}
