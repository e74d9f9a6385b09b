import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One run of a background job (server/lib/jobs.ts): when, how it ended and what it did, so the back
 * office sees the work done behind its back (the paperless reconciler's checks and settlements).
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    job: text('job').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    outcome: text('outcome', { enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    /** The job's own counts (e.g. { checked, acknowledged, failed, expired, unreachable }). */
    summary: jsonb('summary').notNull().default({}),
    error: text('error'),
  },
  (t) => [index('job_runs_job_idx').on(t.job, t.startedAt)],
);
