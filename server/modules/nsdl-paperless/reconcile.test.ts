import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { jobRuns, serviceRequests } from '../../db/schema';
import { createJobRunner } from '../../lib/jobs';
import { paperlessReconciler } from './reconcile';
import { RECONCILE_JOB } from './service';
import { B, paperlessApiTest, resultFor, scriptedProvider } from '../../test/nsdl-paperless';

const api = paperlessApiTest();
const MIN = 60_000;

describe('the reconciler', () => {
  const start = new Date();
  const at = (ms: number) => new Date(start.getTime() + ms);
  let fake: ReturnType<typeof scriptedProvider>;
  let reconciler: ReturnType<typeof paperlessReconciler>;
  const apps: Record<'ok' | 'refused' | 'pending' | 'unknown' | 'down', { id: number; refNo: string }> = {} as never;

  const stateOf = async (id: number) =>
    (
      await api.t.database.db
        .select({ state: serviceRequests.state, remark: serviceRequests.remark })
        .from(serviceRequests)
        .where(eq(serviceRequests.id, id))
    )[0];
  const lastRun = async () =>
    (
      await api.t.database.db
        .select()
        .from(jobRuns)
        .where(eq(jobRuns.job, RECONCILE_JOB))
        .orderBy(desc(jobRuns.id))
        .limit(1)
    )[0];

  beforeAll(async () => {
    fake = scriptedProvider(api.sandbox);
    const service = api.service({ providers: fake.providers });
    reconciler = paperlessReconciler(api.t.database.db, api.t.config, service);
    const m = await api.shop(2000);
    for (const k of ['ok', 'refused', 'pending', 'unknown', 'down'] as const) apps[k] = await api.confirmed(m.headers);
    fake.answers.set(apps.ok.refNo, resultFor(apps.ok.refNo, { status: 'success', ackNo: '881000000000011' }));
    fake.answers.set(
      apps.refused.refNo,
      resultFor(apps.refused.refNo, {
        status: 'failure',
        code: 'EKYC013',
        message: 'Mobile number not linked with Aadhaar',
        refunded: true,
      }),
    );
    fake.answers.set(apps.pending.refNo, resultFor(apps.pending.refNo));
    fake.answers.set(apps.down.refNo, 'unreachable');
  });

  it('settles what the provider answered, keeps the rest, and records the run', async () => {
    expect(await reconciler.run(at(5 * MIN))).toEqual({
      checked: 5,
      acknowledged: 1,
      failed: 1,
      expired: 0,
      unreachable: 1,
    });
    expect(await stateOf(apps.ok.id)).toMatchObject({ state: 'acknowledged' });
    expect(await stateOf(apps.refused.id)).toMatchObject({
      state: 'failed',
      remark: 'EKYC013: Mobile number not linked with Aadhaar',
    });
    for (const k of ['pending', 'unknown', 'down'] as const)
      expect(await stateOf(apps[k].id)).toMatchObject({ state: 'with_provider' });
    expect((await api.entriesFor(apps.refused.id)).map((e) => e.direction)).toEqual(['Dr', 'Cr']);
    expect((await api.entriesFor(apps.ok.id)).map((e) => e.direction)).toEqual(['Dr']);
    expect(await lastRun()).toMatchObject({
      outcome: 'done',
      summary: { checked: 5, acknowledged: 1, failed: 1, expired: 0, unreachable: 1 },
      error: null,
    });
    const down = (await api.inject('GET', `${B}/${apps.down.id}`, api.staff.headers)).json();
    expect(down.provider.message).toContain('could not be reached');
  });

  it('marks expired past the expiry time what is still pending or unknown, never what it could not ask', async () => {
    expect(await reconciler.run(at(31 * MIN))).toEqual({
      checked: 3,
      acknowledged: 0,
      failed: 0,
      expired: 2,
      unreachable: 1,
    });
    expect(await stateOf(apps.pending.id)).toMatchObject({ state: 'expired' });
    expect(await stateOf(apps.unknown.id)).toMatchObject({ state: 'expired' });
    expect(await stateOf(apps.down.id)).toMatchObject({ state: 'with_provider' });
    const dash = (await api.inject('GET', `${B}/dashboard`, api.staff.headers)).json();
    expect(dash.lastRun).toMatchObject({ outcome: 'done', summary: { expired: 2 } });
  });

  it('fails and refunds once past the limit, and still never fails one it cannot ask', async () => {
    expect(await reconciler.run(at(25 * 60 * MIN))).toEqual({
      checked: 3,
      acknowledged: 0,
      failed: 2,
      expired: 0,
      unreachable: 1,
    });
    for (const k of ['pending', 'unknown'] as const) {
      expect(await stateOf(apps[k].id)).toMatchObject({
        state: 'failed',
        remark: 'No result from the e-KYC sandbox within 24 hours',
      });
      expect((await api.entriesFor(apps[k].id)).map((e) => e.direction)).toEqual(['Dr', 'Cr']);
    }
    expect(await stateOf(apps.down.id)).toMatchObject({ state: 'with_provider' });
    // Another run refunds nothing more.
    expect(await reconciler.run(at(26 * 60 * MIN))).toMatchObject({ checked: 1, failed: 0, unreachable: 1 });
    expect((await api.entriesFor(apps.pending.id)).map((e) => e.direction)).toEqual(['Dr', 'Cr']);
  });

  it('keeps and counts an application whose provider is no longer set up, saying so', async () => {
    const gone = api.service({
      providers: { current: async () => null, named: async () => null, sandbox: async () => null },
    });
    const run = paperlessReconciler(api.t.database.db, api.t.config, gone);
    expect(await run.run(at(48 * 60 * MIN))).toEqual({
      checked: 1,
      acknowledged: 0,
      failed: 0,
      expired: 0,
      unreachable: 1,
    });
    expect(await stateOf(apps.down.id)).toMatchObject({ state: 'with_provider' });
    expect((await api.inject('GET', `${B}/${apps.down.id}`, api.staff.headers)).json().provider.message).toBe(
      'The e-KYC provider it was sent to is no longer set up.',
    );
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'asks about each application once when two runners start at once (PostgreSQL)',
    async () => {
      const slow = scriptedProvider(api.sandbox, { delayMs: 30 });
      const service = api.service({ providers: slow.providers });
      const run = paperlessReconciler(api.t.database.db, api.t.config, service);
      const m = await api.shop(1000);
      const fresh = [await api.confirmed(m.headers), await api.confirmed(m.headers), await api.confirmed(m.headers)];
      const log = { error: () => undefined };
      const runners = [createJobRunner(api.t.database, { log }), createJobRunner(api.t.database, { log })];
      const ran = await Promise.all(
        runners.map((r) => r.runOnce(RECONCILE_JOB, async () => void (await run.run(at(MIN))))),
      );
      await Promise.all(runners.map((r) => r.stop()));
      expect(ran.sort()).toEqual([false, true]);
      const open = [apps.down.refNo, ...fresh.map((f) => f.refNo)];
      expect([...slow.asked].sort()).toEqual([...open].sort());
    },
  );
});
