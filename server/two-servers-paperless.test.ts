import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NSDL_PAPERLESS_API } from '../contract/nsdl-paperless';
import { openPostgres } from './db/client';
import { keyFromBase64 } from './integrations/protean-crypto';
import { createMastersService } from './modules/masters/service';
import { RECONCILE_JOB } from './modules/nsdl-paperless/service';
import { createUser } from './modules/users/service';
import { postAlone } from './modules/wallet/ledger';
import { clonePostgresDatabase } from './test/db';
import { startFakeProtean, type FakeProtean } from './test/fake-protean';
import { approveKyc } from './test/nsdl-pan';
import { applicantN } from './test/nsdl-paperless';
import { onCleanup, startPortal, stopPortals, call, signIn, type Portal } from './test/portals';
import { until } from './test/processes';
import { TEST_CONSENT } from './test/consent';

/**
 * Proof that the paperless reconciler runs each application once with two portal servers on
 * one PostgreSQL (decision 0056's advisory lock), both asking a fake Protean on 127.0.0.1 whose address
 * and key are saved in API Credentials, as the operator would. Driven over HTTP; the database is read
 * only to check what the runs left.
 */
const url = process.env.TEST_DATABASE_URL;
const M = NSDL_PAPERLESS_API.merchant;
const PASSWORD = 'Paperless-two-1';
const KEY = crypto.randomBytes(32).toString('base64');
const ENCRYPTION_KEY = crypto.randomBytes(32).toString('hex');
/** NSDL_PAPERLESS_NEW in the first seeded package (server/seed.ts), in paise. */
const PRICE_PAISE = 120_00;
/** How long the fake Protean takes over each status call: a run lasts long enough for the other server's tick to meet it. */
const STATUS_DELAY_MS = 700;

afterAll(stopPortals);

type Run = { id: number; started_at: Date; finished_at: Date | null; outcome: string | null };

describe.skipIf(!url)('the paperless reconciler on two portal servers', () => {
  let a: Portal;
  let b: Portal;
  let db: ReturnType<typeof openPostgres>;
  let protean: FakeProtean;
  let dbUrl: string;

  /**
   * Holds the reconciler's job lock as a third runner would (waiting for a run under way to finish):
   * while it is held, neither server runs the reconciler, so what the test reads stands still.
   */
  async function holdingTheReconcilerLock<T>(work: () => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock(hashtext($1))', [`job:${RECONCILE_JOB}`]);
      const out = await work();
      await client.query('commit');
      return out;
    } finally {
      await client.end();
    }
  }

  const runs = async () =>
    (
      await db.query<Run>('select id, started_at, finished_at, outcome from job_runs where job = $1 order by id', [
        RECONCILE_JOB,
      ])
    ).map((r) => ({ ...r, id: Number(r.id) }));

  beforeAll(async () => {
    const clone = await clonePostgresDatabase(url!, 'pan_twopl');
    onCleanup(clone.drop);
    dbUrl = clone.url;
    protean = await startFakeProtean(keyFromBase64(KEY), { statusDelayMs: STATUS_DELAY_MS });
    onCleanup(() => protean.close());

    const shared = {
      DATABASE_URL: dbUrl,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      ENCRYPTION_KEY,
      ADMIN_PASSWORD: 'Paperless-two-admin-1',
      WORKERS: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_PER_MINUTE: '1000',
      SHUTDOWN_DRAIN_SECONDS: '0',
      // The shortest interval allowed: each server ticks every 5 seconds, on its own phase.
      NSDL_PAPERLESS_RECONCILE_SECONDS: '5',
    };
    // A migrates and seeds; B joins once A is up.
    a = await startPortal('A', shared);
    b = await startPortal('B', shared);
    db = openPostgres(dbUrl, 2);
    onCleanup(() => db.close());
  }, 200_000);

  it('runs one reconciler at a time, asking about each open application once a run, refunding the one past the limit once', async () => {
    // The operator's set-up: Protean's address and key in API Credentials (sealed with the servers' key).
    const masters = createMastersService(db.db, ENCRYPTION_KEY);
    const [admin] = await db.query<{ id: number }>(`select id from users where role = 'admin' order by id limit 1`);
    await masters.saveCredential({ provider: 'protean_ekyc', keyName: 'api_url', value: protean.url }, admin.id);
    await masters.saveCredential({ provider: 'protean_ekyc', keyName: 'aes_key', value: KEY }, admin.id);

    // A shop with a package, approved KYC and ₹1000.
    const shop = await createUser(db.db, {
      userName: 'paperless.two',
      displayName: 'Paperless Two',
      role: 'merchant',
      merchantKind: 'owner',
      password: PASSWORD,
    });
    await db.query(
      'insert into merchant_profiles (user_id, package_id) values ($1, (select id from packages order by id limit 1))',
      [shop.id],
    );
    const [wallet] = await db.query<{ id: number }>('insert into wallets (user_id) values ($1) returning id', [
      shop.id,
    ]);
    await postAlone(db.db, {
      walletId: wallet.id,
      direction: 'Cr',
      amountPaise: 1000_00,
      refType: 'test',
      narration: 'opening balance',
      idempotencyKey: `test:${shop.id}:open`,
      actorId: null,
    });
    await approveKyc({ database: db }, shop.id);
    const token = await signIn(a, 'paperless.two', PASSWORD);

    // Three applications confirmed through both servers while the test holds the lock; the last is back-dated
    // past NSDL_PAPERLESS_FAIL_HOURS (24 by default). Every run after the lock is let go sees all three.
    const { before, apps } = await holdingTheReconcilerLock(async () => {
      const apps: { id: number; refNo: string }[] = [];
      for (const [i, p] of [a, b, a].entries()) {
        const draft = await call(p, 'POST', M, { token, body: { data: applicantN({ firstName: `Ravi${'abc'[i]}` }) } });
        expect(draft.status).toBe(200);
        expect(
          (await call(p, 'POST', `${M}/${draft.json.id}/confirm`, { token, body: { consent: TEST_CONSENT } })).status,
        ).toBe(200);
        const detail = await call(p === a ? b : a, 'GET', `${M}/${draft.json.id}`, { token });
        expect(detail.json.state).toBe('with_provider');
        apps.push({ id: Number(draft.json.id), refNo: String(detail.json.refNo) });
      }
      await db.query(`update service_requests set submitted_at = now() - interval '2 days' where id = $1`, [
        apps[2].id,
      ]);
      const done = await runs();
      return { before: done.at(-1)?.id ?? 0, apps };
    });
    const [open1, open2, late] = apps;

    // Let both servers tick until at least four runs have come after the confirms.
    await until('four reconciler runs', async () => (await runs()).filter((r) => r.id > before).length >= 4, 90_000);

    await holdingTheReconcilerLock(async () => {
      const all = await runs();
      // Every run finished, and no two overlapped, whichever server made it.
      for (const r of all) expect([r.outcome, r.finished_at]).toEqual(['done', expect.any(Date)]);
      const byStart = [...all].sort((x, y) => x.started_at.getTime() - y.started_at.getTime());
      for (let i = 1; i < byStart.length; i++)
        expect(byStart[i].started_at.getTime()).toBeGreaterThanOrEqual(byStart[i - 1].finished_at!.getTime());

      // Each open application was asked about once in every run after its confirm, never twice in one.
      const after = all.filter((r) => r.id > before).length;
      expect(after).toBeGreaterThanOrEqual(4);
      expect(protean.statusCalls(open1.refNo)).toBe(after);
      expect(protean.statusCalls(open2.refNo)).toBe(after);
      // The one past the limit: asked by the first run, failed by it, and never asked again.
      expect(protean.statusCalls(late.refNo)).toBe(1);

      const states = await db.query<{ id: number; state: string }>(
        'select id, state from service_requests where id = any($1) order by id',
        [apps.map((x) => x.id)],
      );
      expect(states.map((s) => s.state)).toEqual(['with_provider', 'with_provider', 'failed']);
      const entries = await db.query<{ ref_id: string; direction: string; amount_paise: string }>(
        `select ref_id, direction, amount_paise from ledger_entries where ref_type = 'service_request' and ref_id = any($1) order by id`,
        [apps.map((x) => String(x.id))],
      );
      const of = (id: number) =>
        entries.filter((e) => e.ref_id === String(id)).map((e) => [e.direction, Number(e.amount_paise)]);
      expect(of(late.id)).toEqual([
        ['Dr', PRICE_PAISE],
        ['Cr', PRICE_PAISE],
      ]);
      expect(of(open1.id)).toEqual([['Dr', PRICE_PAISE]]);
      expect(of(open2.id)).toEqual([['Dr', PRICE_PAISE]]);
    });

    // Both servers are still up and answering: the lock made them wait, not fail.
    for (const p of [a, b]) expect(p.proc.exitCode).toBeNull();
    expect(a.output() + b.output()).not.toMatch(/job nsdl-paperless-reconcile failed/);
  }, 180_000);
});
