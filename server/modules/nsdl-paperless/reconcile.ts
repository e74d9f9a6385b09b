import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import { PAPERLESS_OPEN_STATES } from '../../../contract/nsdl-paperless';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { bookedRun } from '../../lib/jobs';
import { serviceRequests } from '../../db/schema/requests';
import { providerLabel, providerOf } from './declarations';
import { PAPERLESS, RECONCILE_JOB, type PaperlessService } from './service';

export type ReconcileSummary = {
  checked: number;
  acknowledged: number;
  failed: number;
  expired: number;
  unreachable: number;
};

const BATCH = 50;

/**
 * The reconciler's run (decision 0055): every application charged and not ended, oldest confirm first,
 * is asked about with the status call and settled by its answer; one still pending or unknown to the
 * provider is marked expired past the expiry time and failed (refunded once) past the limit. An
 * unreachable provider never fails one: it may have acknowledged it. Each run is one job_runs row.
 */
export function paperlessReconciler(
  db: Db,
  config: Pick<Config, 'paperlessExpireMinutes' | 'paperlessFailHours'>,
  service: Pick<PaperlessService, 'providerFor' | 'check' | 'settle' | 'moveAlone'>,
) {
  async function one(row: typeof serviceRequests.$inferSelect, now: Date, counts: ReconcileSummary) {
    counts.checked++;
    const provider = await service.providerFor(row);
    if (!provider) {
      // Turned off or replaced since (the sandbox, a removed key): the operator decides, as for an unreachable one.
      await service.settle(row.id, providerOf(row).name ?? 'protean', {
        error: 'The e-KYC provider it was sent to is no longer set up.',
      });
      counts.unreachable++;
      return;
    }
    const out = await service.check(row, provider, true);
    if (out.settled === 'unreachable') {
      counts.unreachable++;
      return;
    }
    if (out.settled !== 'unchanged') {
      counts[out.settled]++;
      return;
    }
    if (out.status !== 'pending' && out.status !== 'unknown') return;
    const waited = now.getTime() - (row.submittedAt?.getTime() ?? now.getTime());
    if (waited >= config.paperlessFailHours * 3_600_000) {
      const reason = `No result from ${providerLabel(providerOf(row).name ?? provider.name)} within ${config.paperlessFailHours} hours`;
      if (await service.moveAlone(row.id, 'fail', { remark: reason })) counts.failed++;
    } else if (waited >= config.paperlessExpireMinutes * 60_000) {
      if (
        await service.moveAlone(row.id, 'expire', {
          remark: `No result within ${config.paperlessExpireMinutes} minutes of confirm`,
        })
      )
        counts.expired++;
    }
  }

  return {
    /** One run at `now`; the caller holds the job's lock (JobRunner). */
    async run(now = new Date()): Promise<ReconcileSummary> {
      const counts: ReconcileSummary = { checked: 0, acknowledged: 0, failed: 0, expired: 0, unreachable: 0 };
      return bookedRun(db, RECONCILE_JOB, now, counts, async () => {
        // Keyset by (submitted_at, id): a settled application leaves the open states, a kept one is not read twice.
        let after: { at: Date; id: number } | null = null;
        for (;;) {
          const batch: (typeof serviceRequests.$inferSelect)[] = await db
            .select()
            .from(serviceRequests)
            .where(
              and(
                eq(serviceRequests.service, PAPERLESS),
                inArray(serviceRequests.state, [...PAPERLESS_OPEN_STATES]),
                after
                  ? or(
                      gt(serviceRequests.submittedAt, after.at),
                      and(eq(serviceRequests.submittedAt, after.at), gt(serviceRequests.id, after.id)),
                    )
                  : undefined,
              ),
            )
            .orderBy(asc(serviceRequests.submittedAt), asc(serviceRequests.id))
            .limit(BATCH);
          for (const row of batch) await one(row, now, counts);
          if (batch.length < BATCH) break;
          const last = batch[batch.length - 1];
          after = { at: last.submittedAt!, id: last.id };
        }
      });
    },
  };
}
