import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/db';
import { createMetrics, UNROUTED, type Metrics } from './metrics';

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a text exposition (comments left out). */
function samples(text: string): Sample[] {
  const out: Sample[] = [];
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]] = l[2];
    out.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return out;
}

/** The one sample of `name` whose labels include `labels`; undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples(text).filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

let database: Database;
let app: FastifyInstance;
let metrics: Metrics;
let streams = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = Fastify({ logger: false });
  metrics = createMetrics(app, { database, openStreams: () => streams });
  app.get('/api/things/:id', async (req) => ({ id: (req.params as { id: string }).id }));
  app.post('/api/things/:id/read', async (_req, reply) => reply.status(204).send());
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('request metrics', () => {
  it('counts requests by route pattern, method and status class, never by the address', async () => {
    for (const id of ['41', '42', '43'])
      expect((await app.inject({ method: 'GET', url: `/api/things/${id}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/things/42/read' })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/nowhere/9876' })).statusCode).toBe(404);

    const text = await metrics.text();
    expect(
      sample(text, 'pan_http_requests_total', { method: 'GET', route: '/api/things/:id', status_class: '2xx' }),
    ).toBe(3);
    expect(
      sample(text, 'pan_http_requests_total', { method: 'POST', route: '/api/things/:id/read', status_class: '2xx' }),
    ).toBe(1);
    expect(sample(text, 'pan_http_requests_total', { method: 'GET', route: UNROUTED, status_class: '4xx' })).toBe(1);
    expect(
      sample(text, 'pan_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/things/:id',
        status_class: '2xx',
      }),
    ).toBe(3);
    expect(sample(text, 'pan_http_request_duration_seconds_bucket', { route: '/api/things/:id', le: '+Inf' })).toBe(3);
    // Five addresses, three series: no id from an address becomes a label.
    const routes = new Set(
      samples(text)
        .filter((s) => s.name.startsWith('pan_http_'))
        .map((s) => s.labels.route),
    );
    expect(routes).toEqual(new Set(['/api/things/:id', '/api/things/:id/read', UNROUTED]));
    expect(samples(text).every((s) => s.labels.worker === '0')).toBe(true);
  });

  it('includes the process metrics and the open notification streams', async () => {
    streams = 4;
    const text = await metrics.text();
    expect(sample(text, 'pan_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'pan_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'pan_notification_streams_open')).toBe(4);
  });
});

describe('database figures read on scrape', () => {
  it('reports each job’s latest run, mails waiting and the last ledger posting', async () => {
    const at = (iso: string) => Date.parse(iso) / 1000;
    await database.query(
      `insert into job_runs (job, started_at, finished_at, outcome) values
         ('metrics-a', '2026-11-20T10:00:00Z', '2026-11-20T10:00:05Z', 'done'),
         ('metrics-a', '2026-11-21T10:00:00Z', '2026-11-21T10:00:02Z', 'failed'),
         ('metrics-b', '2026-11-22T08:00:00Z', null, 'running')`,
    );
    await database.query(
      `insert into mail_outbox (to_address, subject, body, status) values
         ('a@example.com', 's', 'b', 'queued'), ('b@example.com', 's', 'b', 'queued'),
         ('c@example.com', 's', 'b', 'outbox'), ('d@example.com', 's', 'b', 'sent')`,
    );
    const [user] = await database.query<{ id: number }>(
      `insert into users (code, user_name, display_name, role, merchant_kind, password_hash) values ('MTR001',
        'metrics-owner', 'Metrics Owner', 'merchant', 'owner', 'x') returning id`,
    );
    const [wallet] = await database.query<{ id: number }>(`insert into wallets (user_id) values ($1) returning id`, [
      user.id,
    ]);
    const post = (key: string, balance: number) =>
      database.query<{ id: number }>(
        `insert into ledger_entries (wallet_id, direction, amount_paise, balance_after_paise, ref_type,
          narration, idempotency_key) values ($1, 'Cr', 100, $2, 'test', 'top-up', $3) returning id`,
        [wallet.id, balance, key],
      );
    await post('metrics:1', 100);
    const [last] = await post('metrics:2', 200);
    await database.query(
      `insert into audit_events (action, entity_type, entity_id, created_at) values
         ('backup_made', 'backup', '2026-11-22T21-00-00.000Z', '2026-11-22T21:00:30Z'),
         ('backup_made', 'backup', '2026-11-23T21-00-00.000Z', '2026-11-23T21:00:40Z'),
         ('backup_failed', 'backup', null, '2026-11-23T10:00:00Z'),
         ('backup_downloaded', 'backup', '2026-11-23T21-00-00.000Z', '2026-11-24T09:00:00Z')`,
    );

    const text = await metrics.text();
    expect(sample(text, 'pan_metrics_database_ok')).toBe(1);
    expect(sample(text, 'pan_job_last_run_started_timestamp_seconds', { job: 'metrics-a' })).toBe(
      at('2026-11-21T10:00:00Z'),
    );
    expect(sample(text, 'pan_job_last_run_failed', { job: 'metrics-a' })).toBe(1);
    expect(sample(text, 'pan_job_last_success_timestamp_seconds', { job: 'metrics-a' })).toBe(
      at('2026-11-20T10:00:05Z'),
    );
    expect(sample(text, 'pan_job_last_run_started_timestamp_seconds', { job: 'metrics-b' })).toBe(
      at('2026-11-22T08:00:00Z'),
    );
    expect(sample(text, 'pan_job_last_run_failed', { job: 'metrics-b' })).toBe(0);
    expect(sample(text, 'pan_job_last_success_timestamp_seconds', { job: 'metrics-b' })).toBeUndefined();
    expect(sample(text, 'pan_mail_outbox_waiting', { status: 'queued' })).toBe(2);
    expect(sample(text, 'pan_mail_outbox_waiting', { status: 'outbox' })).toBe(1);
    expect(sample(text, 'pan_mail_outbox_waiting', { status: 'failed' })).toBe(0);
    expect(sample(text, 'pan_wallet_ledger_last_entry_id')).toBe(last.id);
    expect(sample(text, 'pan_backup_last_timestamp_seconds', { outcome: 'made' })).toBe(at('2026-11-23T21:00:40Z'));
    expect(sample(text, 'pan_backup_last_timestamp_seconds', { outcome: 'failed' })).toBe(at('2026-11-23T10:00:00Z'));
  });

  it('reports the PostgreSQL pool, and no pool on the embedded database', async () => {
    const text = await metrics.text();
    if (database.kind === 'postgres') {
      expect(sample(text, 'pan_db_pool_max_connections')).toBe(database.poolStats!().max);
      expect(sample(text, 'pan_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'pan_db_pool_waiting_queries')).toBe(0);
    } else {
      expect(sample(text, 'pan_db_pool_connections')).toBeUndefined();
    }
  });

  it('still answers with the request figures when the database does not, leaving its figures out', async () => {
    const down = Fastify({ logger: false });
    const broken = createMetrics(down, {
      database: { ...database, query: async () => Promise.reject(new Error('connection refused')) },
    });
    down.get('/api/things/:id', async () => ({}));
    await down.ready();
    try {
      await down.inject({ method: 'GET', url: '/api/things/7' });
      const text = await broken.text();
      expect(sample(text, 'pan_metrics_database_ok')).toBe(0);
      expect(sample(text, 'pan_http_requests_total', { route: '/api/things/:id' })).toBe(1);
      expect(samples(text).filter((s) => /^pan_(job|mail|wallet|backup)_/.test(s.name))).toEqual([]);
    } finally {
      await down.close();
    }
  });
});
