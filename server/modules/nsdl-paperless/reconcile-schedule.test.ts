import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobRuns } from '../../db/schema';
import { B, paperlessApiTest } from '../../test/nsdl-paperless';
import { until } from '../../test/processes';
import { RECONCILE_JOB } from './service';

// The app as built for production, with the shortest reconcile interval allowed (5 seconds).
const api = paperlessApiTest({ NSDL_EKYC_SANDBOX: 'true', NSDL_PAPERLESS_RECONCILE_SECONDS: '5' });
const { inject } = api;

describe('the reconciler as the app schedules it', () => {
  it("runs on its own, asks about an application still with the provider, and shows its run on the back office's dashboard", async () => {
    const m = await api.shop();
    const { id } = await api.confirmed(m.headers);

    // No one asks for it: the app's own schedule makes the run, and the dashboard tells of it.
    const lastRun = await until(
      'a reconciler run that checked the application',
      async () => {
        const run = (await inject('GET', `${B}/dashboard`, api.staff.headers)).json().lastRun;
        return run?.outcome === 'done' && run.summary.checked >= 1 && run;
      },
      30_000,
    );
    expect(lastRun).toMatchObject({ finishedAt: expect.any(String), error: null });
    expect(lastRun.summary).toMatchObject({ acknowledged: 0, failed: 0, expired: 0, unreachable: 0 });

    const rows = await api.t.database.db.select().from(jobRuns).where(eq(jobRuns.job, RECONCILE_JOB));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.every((r) => r.outcome === 'done' || r.finishedAt === null)).toBe(true);

    // The sandbox has no result for it yet (the applicant never reached its page): asked, noted, not moved.
    const detail = (await inject('GET', `${B}/${id}`, api.staff.headers)).json();
    expect(detail).toMatchObject({ state: 'with_provider', provider: { checkedAt: expect.any(String) } });
    expect(detail.provider.message).toContain('has no record of this application yet');
  }, 45_000);
});
