import type { AppContext } from '../../context';
import type { JobRunner } from '../../lib/jobs';
import { MAIL_OUTBOX_JOB } from './service';

/** Decision 0061: every MAIL_RETRY_SECONDS one server (whichever holds the job's lock) sends what waits. */
export function mailJobs(jobs: JobRunner, ctx: AppContext): void {
  const { mail } = ctx.services;
  jobs.every(MAIL_OUTBOX_JOB, ctx.config.mailRetrySeconds * 1000, async () => void (await mail.retryWaiting()));
}
