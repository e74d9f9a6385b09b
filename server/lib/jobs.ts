import { desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { jobRuns } from '../db/schema/jobs';
import { rowsOf } from './table-query';

/**
 * Background jobs that run once across every process and machine on one database (decision 0056).
 * On PostgreSQL a tick runs only while it holds `pg_try_advisory_xact_lock(hashtext('job:' + name))`;
 * a runner that does not get it skips the tick. On PGlite there is one process by construction.
 */

export type JobWork = () => Promise<void>;

/** Pino's shape (Fastify's `app.log` fits), so the error is logged as an object with its stack. */
export type JobLog = { error(obj: object, msg: string): void };

export type JobRunner = {
  /** Runs `work` every `intervalMs` (first after one interval); a tick that fails is logged and the next one comes as usual. */
  every(name: string, intervalMs: number, work: JobWork): void;
  /**
   * Runs `work` now under the same lock: true once it ran, false when a tick of the job is under way
   * here or elsewhere. The work's error reaches the caller.
   */
  runOnce(name: string, work: JobWork): Promise<boolean>;
  /** No more ticks; resolves once every tick under way has finished. */
  stop(): Promise<void>;
};

export function createJobRunner(database: Database, opts: { log: JobLog }): JobRunner {
  const timers = new Map<string, NodeJS.Timeout>();
  // The same job's ticks in this process: a tick longer than its interval, or an "ask now" during a tick.
  const underWay = new Map<string, Promise<boolean>>();
  let stopped = false;

  async function lockedRun(name: string, work: JobWork): Promise<boolean> {
    // PGlite has one connection: a transaction there would hold it, and the work's own queries would wait forever.
    if (database.kind === 'pglite') {
      await work();
      return true;
    }
    // The transaction only carries the lock, which it releases however it ends (even a lost connection);
    // the work commits on connections of its own, so what it did stays done when a later step fails.
    return database.db.transaction(async (tx) => {
      const [row] = rowsOf<{ locked: boolean }>(
        await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${`job:${name}`})) as locked`),
      );
      if (!row?.locked) return false;
      await work();
      return true;
    });
  }

  function start(name: string, work: JobWork): Promise<boolean> {
    if (underWay.has(name)) return Promise.resolve(false);
    const run = lockedRun(name, work).finally(() => underWay.delete(name));
    underWay.set(name, run);
    return run;
  }

  return {
    every(name, intervalMs, work) {
      if (stopped) throw new Error(`The job runner has stopped; "${name}" was not scheduled.`);
      if (timers.has(name)) throw new Error(`The job "${name}" is already scheduled.`);
      const timer = setInterval(() => {
        start(name, work).catch((err: unknown) => opts.log.error({ err, job: name }, `job ${name} failed`));
      }, intervalMs);
      // A schedule alone never keeps the process alive; shutdown is stop().
      timer.unref();
      timers.set(name, timer);
    },

    async runOnce(name, work) {
      if (stopped) throw new Error(`The job runner has stopped; "${name}" was not run.`);
      return start(name, work);
    },

    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearInterval(timer);
      timers.clear();
      // Their failures were logged (ticks) or went to their caller (runOnce); here only the end matters.
      await Promise.allSettled([...underWay.values()]);
    },
  };
}

/** A job's last run as the back office reads it (paperless reconciler, retention). */
export type JobRunView = {
  startedAt: string;
  finishedAt: string | null;
  outcome: 'running' | 'done' | 'failed';
  summary: Record<string, unknown>;
  error: string | null;
};

/**
 * Runs `work` booked as one job_runs row: 'running' from `startedAt`, then 'done' with the summary, or
 * 'failed' with the counts reached and the error (rethrown). `work` fills `summary` as it goes, so a
 * failure still says what was done. job_runs is this file's table: modules book their runs through it.
 */
export async function bookedRun<S extends object>(
  db: Db,
  job: string,
  startedAt: Date,
  summary: S,
  work: (summary: S) => Promise<unknown>,
): Promise<S> {
  const [run] = await db.insert(jobRuns).values({ job, startedAt }).returning({ id: jobRuns.id });
  try {
    await work(summary);
    await db.update(jobRuns).set({ finishedAt: new Date(), outcome: 'done', summary }).where(eq(jobRuns.id, run.id));
    return summary;
  } catch (e) {
    const error = (e as Error).message?.slice(0, 1000) ?? String(e);
    await db
      .update(jobRuns)
      .set({ finishedAt: new Date(), outcome: 'failed', summary, error })
      .where(eq(jobRuns.id, run.id));
    throw e;
  }
}

export async function lastJobRun(db: Db, job: string): Promise<JobRunView | null> {
  const [run] = await db
    .select()
    .from(jobRuns)
    .where(eq(jobRuns.job, job))
    .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
    .limit(1);
  return run
    ? {
        startedAt: run.startedAt.toISOString(),
        finishedAt: run.finishedAt?.toISOString() ?? null,
        outcome: run.outcome,
        summary: run.summary as Record<string, unknown>,
        error: run.error,
      }
    : null;
}

/** Deletes up to `limit` runs started before `before` (the cleanup job keeps the book short); how many went. */
export async function pruneJobRuns(db: Db, before: Date, limit: number): Promise<number> {
  const some = db.select({ id: jobRuns.id }).from(jobRuns).where(lt(jobRuns.startedAt, before)).limit(limit);
  return (await db.delete(jobRuns).where(inArray(jobRuns.id, some)).returning({ id: jobRuns.id })).length;
}
