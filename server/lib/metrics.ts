import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';

/*
 * Prometheus metrics of one server process (decision 0063). What a request does is counted as it ends;
 * what the database holds (job runs, mails waiting, ledger postings, backups) is asked with four cheap queries
 * when Prometheus scrapes, so nothing in the domain code knows about metrics.
 */

const PREFIX = 'pan_';

/** Requests answered by the not-found handler (the web app's pages, unknown addresses) share one label. */
export const UNROUTED = '(unrouted)';

const MAIL_WAITING = ['queued', 'outbox', 'failed'] as const;

export type MetricsSources = {
  database: Database;
  /** Open notification streams of this app (the bell's live updates). */
  openStreams?: () => number;
};

export type Metrics = {
  contentType: string;
  /** The text exposition: this process's metrics, with the database's gauges read now. */
  text(): Promise<string>;
};

/**
 * Which worker of a WORKERS>1 server answers: they share one address, so Prometheus cannot tell them
 * apart and one series per worker keeps their counters from being mixed.
 */
const workerLabel = () => ({ worker: cluster.isWorker && cluster.worker ? String(cluster.worker.id) : '0' });

/**
 * Memory, CPU, event loop and GC belong to the process, and prom-client watches them with observers
 * that are never released: one set per process, however many apps (tests) it builds.
 */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    processRegistry.setDefaultLabels(workerLabel());
    collectDefaultMetrics({ register: processRegistry, prefix: PREFIX });
  }
  return processRegistry;
}

type PoolStats = ReturnType<NonNullable<Database['poolStats']>>;

type JobRow = { job: string; outcome: string; started: number; last_done: number | null };

/**
 * Counts every request the app answers and makes the metrics text. Call before the routes are
 * registered: the hook is the root app's, so it sees every route.
 */
export function createMetrics(app: FastifyInstance, sources: MetricsSources): Metrics {
  // Not prom-client's global registry: each app has its own (tests build many in one process).
  const registry = new Registry();
  registry.setDefaultLabels(workerLabel());
  const registers = [registry];

  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames,
    registers,
  });
  const duration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time from request received to response sent, by method, route pattern and status class',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  app.addHook('onResponse', async (req, reply) => {
    // The route's pattern (/api/requests/:id), never the address: ids would make a series each.
    const route = req.is404 ? UNROUTED : (req.routeOptions.url ?? UNROUTED);
    const labels = { method: req.method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  const pool = sources.database.poolStats;
  if (pool) {
    const poolGauge = (name: string, help: string, read: (s: PoolStats) => number) =>
      new Gauge({
        name: `${PREFIX}${name}`,
        help,
        registers,
        collect() {
          this.set(read(pool()));
        },
      });
    poolGauge('db_pool_connections', 'PostgreSQL connections this process has open (idle or in use)', (s) => s.total);
    poolGauge('db_pool_idle_connections', 'Open PostgreSQL connections not in use', (s) => s.idle);
    poolGauge('db_pool_waiting_queries', 'Queries waiting for a free PostgreSQL connection', (s) => s.waiting);
    poolGauge('db_pool_max_connections', 'The pool size (DATABASE_POOL_SIZE)', (s) => s.max);
  }

  const { openStreams } = sources;
  if (openStreams) {
    new Gauge({
      name: `${PREFIX}notification_streams_open`,
      help: 'Live notification streams (the bell) this process holds open',
      registers,
      collect() {
        this.set(openStreams());
      },
    });
  }

  // Their own registry, so a scrape whose queries failed leaves them out rather than showing zeros.
  const figures = new Registry();
  figures.setDefaultLabels(workerLabel());
  const databaseOk = new Gauge({
    name: `${PREFIX}metrics_database_ok`,
    help:
      '1 when this scrape read the job, mail, ledger and backup figures from the database; 0 when that ' +
      'failed (those gauges are then left out)',
    registers,
  });
  const jobStarted = new Gauge({
    name: `${PREFIX}job_last_run_started_timestamp_seconds`,
    help: 'When the latest recorded run of a background job started (runs that found work are recorded)',
    labelNames: ['job'],
    registers: [figures],
  });
  const jobFailed = new Gauge({
    name: `${PREFIX}job_last_run_failed`,
    help: '1 when the latest recorded run of a background job failed',
    labelNames: ['job'],
    registers: [figures],
  });
  const jobDone = new Gauge({
    name: `${PREFIX}job_last_success_timestamp_seconds`,
    help: 'When the latest successful run of a background job finished',
    labelNames: ['job'],
    registers: [figures],
  });
  const mailWaiting = new Gauge({
    name: `${PREFIX}mail_outbox_waiting`,
    help: 'Mails not sent yet, by status: queued (to be sent), outbox (waiting for SMTP settings), failed (to be retried or sent by hand)',
    labelNames: ['status'],
    registers: [figures],
  });
  const ledgerLast = new Gauge({
    name: `${PREFIX}wallet_ledger_last_entry_id`,
    help:
      'Highest wallet ledger entry id: grows by one per posting (a posting rolled back can skip one); ' +
      'increase() gives postings over time',
    registers: [figures],
  });
  const backupAt = new Gauge({
    name: `${PREFIX}backup_last_timestamp_seconds`,
    help: 'When the latest backup was made (outcome="made", by hand or on schedule) or failed (outcome="failed"), from the audit log',
    labelNames: ['outcome'],
    registers: [figures],
  });
  const databaseGauges = [jobStarted, jobFailed, jobDone, mailWaiting, ledgerLast, backupAt];

  async function readDatabase(): Promise<void> {
    const db = sources.database;
    // Sequential: on the embedded database every query takes the same single connection anyway.
    // Latest run per job through job_runs_job_idx (job, started_at); the cleanup keeps 90 days of runs.
    const jobs = await db.query<JobRow>(
      `select distinct on (r.job) r.job, r.outcome, extract(epoch from r.started_at)::float8 as started,
         (select extract(epoch from max(d.finished_at))::float8 from job_runs d where d.job = r.job and d.outcome = 'done') as last_done
       from job_runs r order by r.job, r.started_at desc, r.id desc`,
    );
    // Through mail_outbox_status_idx: the sent mails, nearly all of them, are not read.
    const mails = await db.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from mail_outbox where status = any($1::text[]) group by status`,
      [MAIL_WAITING],
    );
    // The ledger only grows: max(id) is one index probe where count(*) would read it all on every scrape.
    const [ledger] = await db.query<{ last_id: number }>(
      `select coalesce(max(id), 0)::float8 as last_id from ledger_entries`,
    );
    // Backups are objects in the storage, not rows; their audit events (decision 0062) say when, through audit_entity_idx.
    const backups = await db.query<{ action: string; at: number }>(
      `select action, extract(epoch from max(created_at))::float8 as at from audit_events
       where entity_type = 'backup' and action in ('backup_made', 'backup_failed') group by action`,
    );

    for (const g of databaseGauges) g.reset();
    for (const j of jobs) {
      jobStarted.set({ job: j.job }, j.started);
      jobFailed.set({ job: j.job }, j.outcome === 'failed' ? 1 : 0);
      if (j.last_done != null) jobDone.set({ job: j.job }, j.last_done);
    }
    for (const status of MAIL_WAITING) mailWaiting.set({ status }, mails.find((m) => m.status === status)?.n ?? 0);
    ledgerLast.set(ledger?.last_id ?? 0);
    for (const b of backups) backupAt.set({ outcome: b.action === 'backup_made' ? 'made' : 'failed' }, b.at);
  }

  return {
    contentType: registry.contentType,
    async text() {
      let read = true;
      try {
        await readDatabase();
      } catch (err) {
        // The request and process figures still tell what happened; stale database figures would not.
        app.log.warn({ err }, 'metrics: the database figures could not be read');
        read = false;
      }
      databaseOk.set(read ? 1 : 0);
      return (await processMetrics().metrics()) + (await registry.metrics()) + (read ? await figures.metrics() : '');
    },
  };
}
