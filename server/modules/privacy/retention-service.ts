import { eq, sql } from 'drizzle-orm';
import {
  maskedMessage,
  runMessage,
  RETENTION_UNDER_WAY,
  type RetentionRun,
  type RetentionSettingsInput,
  type RetentionSummary,
  type RetentionView,
} from '../../../contract/privacy/retention';
import type { AppContext } from '../../context';
import { privacySettings } from '../../db/schema/privacy';
import type { AuthUser } from '../../lib/access';
import { recordEvent } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import type { Locale } from '../../../contract/i18n';
import { lastJobRun, type JobRunner } from '../../lib/jobs';
import { accountCard } from '../users/read-model';
import { RETENTION_JOB, RETENTION_TICK_MS, retentionSettings, runRetention } from './retention';

/** Setting › Retention (docs/decisions/0068): the days kept, the job's last run, and "run now". */
export function retentionService(ctx: Pick<AppContext, 'database' | 'storage'>, jobs: JobRunner) {
  const db = ctx.database.db;

  async function lastRun(): Promise<RetentionRun | null> {
    const run = await lastJobRun(db, RETENTION_JOB);
    return run && { ...run, summary: run.summary as Partial<RetentionSummary> };
  }

  async function view(): Promise<RetentionView> {
    const s = await retentionSettings(db);
    const by = s.updatedBy ? await accountCard(db, s.updatedBy) : undefined;
    return {
      documentDays: s.documentDays,
      draftDays: s.draftDays,
      accessLogDays: s.accessLogDays,
      messageDays: s.messageDays,
      // No row yet: the defaults apply and nobody has changed them.
      updatedAt: s.updatedBy || s.updatedAt.getTime() > 0 ? s.updatedAt.toISOString() : null,
      updatedBy: by?.name ?? null,
      lastRun: await lastRun(),
    };
  }

  return {
    view,

    /** Saves the days (the body was checked by the contract's schema; the table's checks agree). */
    async update(user: AuthUser, input: RetentionSettingsInput, ip: string): Promise<RetentionView> {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(privacySettings).where(eq(privacySettings.id, 1)).for('update');
        const values = { ...input, updatedBy: user.id, updatedAt: sql`now()` };
        await tx
          .insert(privacySettings)
          .values({ id: 1, ...values })
          .onConflictDoUpdate({ target: privacySettings.id, set: values });
        const days = (v: RetentionSettingsInput) =>
          `documents ${v.documentDays}, drafts ${v.draftDays}, log ${v.accessLogDays}` +
          (v.messageDays == null ? '' : `, messages ${v.messageDays}`);
        await recordEvent(tx, {
          actorId: user.id,
          action: 'retention_settings_changed',
          entityType: 'privacy_settings',
          entityId: 1,
          fromState: before ? days(before) : null,
          toState: days({ ...input, messageDays: input.messageDays ?? before?.messageDays }),
          ip,
        });
      });
      return view();
    },

    /** Runs the job once now under the job's lock; a run under way here or elsewhere is a 409. */
    async runNow(locale: Locale = 'en'): Promise<{ message: string; view: RetentionView }> {
      const out: { summary?: RetentionSummary } = {};
      const ran = await jobs.runOnce(RETENTION_JOB, async () => {
        out.summary = await runRetention(db, ctx.storage);
      });
      if (!ran || !out.summary) throw conflict(RETENTION_UNDER_WAY);
      const said = runMessage(out.summary);
      const masked = maskedMessage(out.summary);
      const message = [said, ...(masked ? [masked] : [])].map((m) => translate(locale, m.id, m.values)).join(' ');
      return { message, view: await view() };
    },

    schedule() {
      jobs.every(RETENTION_JOB, RETENTION_TICK_MS, async () => {
        await runRetention(db, ctx.storage);
      });
    },
  };
}
