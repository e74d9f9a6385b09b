import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
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
