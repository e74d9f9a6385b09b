import { and, asc, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db, Tx } from '../../db/client';
import { mailOutbox, smtpSettings } from '../../db/schema/mail';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import { recordEvent } from '../../lib/audit';
import { bookedRun } from '../../lib/jobs';
import type { SmtpSettingsInput, SmtpSettingsView } from '../../../contract/mail';
import { SmtpSettingsInput as SmtpSchema } from '../../../contract/mail';
import { DEFAULT_LOCALE, type Locale } from '../../../contract/i18n';
import { translate } from '../../lib/i18n';

export type Mail = { to: string; subject: string; body: string };

type Smtp = typeof smtpSettings.$inferSelect;
type Outbox = typeof mailOutbox.$inferSelect;
type Clock = () => Date;
const realClock: Clock = () => new Date();

export const MAIL_OUTBOX_JOB = 'mail-outbox';
/** Tries before a mail waits for the admin's "send now". */
export const MAIL_MAX_ATTEMPTS = 10;
/** The job leaves older mails to the admin: a day-old sign-in code or reset link is no use to anyone. */
const RETRY_WITHIN_MS = 24 * 3_600_000;
/** A claimed mail is its sender's for this long: well past nodemailer's timeouts below (10 + 10 + 20 s). */
const HOLD_MS = 2 * 60_000;
/** Mails one job tick sends at most. */
const RUN_LIMIT = 200;

/** Whether the admin has saved the SMTP settings, as SQL for the first-run checklist's one query (docs/decisions/0071). */
export const smtpIsSetSql = sql`exists (select 1 from smtp_settings)`;

/** After the n-th failed try: 1 minute, doubling, at most 6 hours (ten tries span about nine hours). */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

function transportFor(s: Smtp, key: string) {
  return nodemailer.createTransport({
    host: s.host,
    port: s.port,
    secure: s.security === 'tls',
    requireTLS: s.security === 'starttls',
    ignoreTLS: s.security === 'none',
    auth: s.userName
      ? { user: s.userName, pass: s.passwordSealed ? decryptSecret(s.passwordSealed, key) : '' }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

export function createMailService(db: Db, encryptionKey: string) {
  async function settings(): Promise<Smtp | null> {
    const [s] = await db.select().from(smtpSettings).where(eq(smtpSettings.id, 1));
    return s ?? null;
  }

  /**
   * Takes one mail matching `where` for this sender, atomically: the row is locked (a row another
   * sender is taking is skipped) and its next attempt moved past the send, so no other sender on any
   * server takes it meanwhile, nor after a crash mid-send until the hold is over. `restart` begins a
   * new series of tries (the admin's "send now").
   */
  async function claim(
    where: SQL | undefined,
    clock: Clock,
    opts: { restart?: boolean } = {},
  ): Promise<Outbox | undefined> {
    const pick = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(where)
      .orderBy(asc(mailOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(mailOutbox)
      .set({
        status: 'queued',
        attempts: opts.restart ? 1 : sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(clock().getTime() + HOLD_MS),
      })
      .where(inArray(mailOutbox.id, pick))
      .returning();
    return row;
  }

  /** Sends each mail `next` claims, recording how each went, until it has none. */
  async function sendEach(
    s: Smtp,
    clock: Clock,
    next: () => Promise<Outbox | undefined>,
  ): Promise<{ sent: number; failed: number }> {
    const counts = { sent: 0, failed: 0 };
    const transport = transportFor(s, encryptionKey);
    try {
      for (let m = await next(); m; m = await next()) {
        try {
          await transport.sendMail({ from: s.fromAddress, to: m.toAddress, subject: m.subject, text: m.body });
          await db
            .update(mailOutbox)
            .set({ status: 'sent', sentAt: new Date(), error: null, nextAttemptAt: null })
            .where(eq(mailOutbox.id, m.id));
          counts.sent++;
        } catch (e) {
          const retryAt = new Date(clock().getTime() + retryDelayMs(m.attempts));
          await db
            .update(mailOutbox)
            .set({ status: 'failed', error: (e as Error).message.slice(0, 500), nextAttemptAt: retryAt })
            .where(eq(mailOutbox.id, m.id));
          counts.failed++;
        }
      }
    } finally {
      transport.close();
    }
    return counts;
  }

  return {
    async view(): Promise<SmtpSettingsView> {
      const s = await settings();
      if (!s)
        return {
          configured: false,
          host: '',
          port: 587,
          security: 'starttls',
          userName: '',
          hasPassword: false,
          fromAddress: '',
        };
      return {
        configured: true,
        host: s.host,
        port: s.port,
        security: s.security,
        userName: s.userName,
        hasPassword: !!s.passwordSealed,
        fromAddress: s.fromAddress,
      };
    },

    async save(raw: SmtpSettingsInput, actorId: number): Promise<SmtpSettingsView> {
      const input = SmtpSchema.parse(raw);
      const current = await settings();
      const passwordSealed = input.password
        ? encryptSecret(input.password, encryptionKey)
        : (current?.passwordSealed ?? null);
      const values = {
        host: input.host,
        port: input.port,
        security: input.security,
        userName: input.userName,
        passwordSealed,
        fromAddress: input.fromAddress,
        updatedAt: new Date(),
      };
      await db.transaction(async (tx) => {
        await tx
          .insert(smtpSettings)
          .values({ id: 1, ...values })
          .onConflictDoUpdate({ target: smtpSettings.id, set: values });
        await recordEvent(tx, { actorId, action: 'smtp_settings_updated', entityType: 'smtp_settings', entityId: 1 });
      });
      return this.view();
    },

    /** Records the mail inside the caller's transaction; deliver() sends it once that has committed. */
    async queue(tx: Db | Tx, mail: Mail): Promise<number> {
      const [row] = await tx
        .insert(mailOutbox)
        .values({ toAddress: mail.to, subject: mail.subject, body: mail.body })
        .returning({ id: mailOutbox.id });
      return row.id;
    },

    /**
     * Sends mails just queued, once their transaction has committed. Without SMTP they stay readable in
     * the outbox; a send failure is recorded (and retried by the mail-outbox job), not thrown.
     */
    async deliver(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      const s = await settings();
      const fresh = and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, 'queued'), isNull(mailOutbox.nextAttemptAt));
      if (!s) {
        await db.update(mailOutbox).set({ status: 'outbox' }).where(fresh);
        return;
      }
      await sendEach(s, realClock, () => claim(fresh, realClock));
    },
    async send(mail: Mail): Promise<void> {
      const id = await this.queue(db, mail);
      await this.deliver([id]);
    },

    /** Sends straight away and reports the SMTP server's own answer, for the settings screen's test button. */
    async sendTest(to: string, locale: Locale = DEFAULT_LOCALE): Promise<{ ok: boolean; message: string }> {
      const s = await settings();
      if (!s) return { ok: false, message: translate(locale, 'outcomes.mail.notConfigured') };
      const transport = transportFor(s, encryptionKey);
      try {
        const info = await transport.sendMail({
          from: s.fromAddress,
          to,
          subject: translate(locale, 'mails.testMail.subject'),
          text: translate(locale, 'mails.testMail.body'),
        });
        return { ok: true, message: translate(locale, 'outcomes.mail.testSent', { answer: info.response }) };
      } catch (e) {
        return { ok: false, message: translate(locale, 'outcomes.mail.testNotSent', { reason: (e as Error).message }) };
      } finally {
        transport.close();
      }
    },

    /**
     * Sends, now that SMTP is set up, every mail that waited in the outbox or failed before, whatever its
     * age or tries. A mail a sender holds right now is 'queued', so it is not taken twice.
     */
    async sendWaiting(
      actorId: number,
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<{ sent: number; failed: number; message: string }> {
      const s = await settings();
      if (!s) return { sent: 0, failed: 0, message: translate(locale, 'outcomes.mail.notConfigured') };
      // Oldest first, each once: one failing again is 'failed' anew but lies behind the cursor.
      let after = 0;
      const { sent, failed } = await sendEach(s, realClock, async () => {
        const row = await claim(
          and(inArray(mailOutbox.status, ['outbox', 'failed']), gt(mailOutbox.id, after)),
          realClock,
          {
            restart: true,
          },
        );
        if (row) after = row.id;
        return row;
      });
      const tried = sent + failed;
      await recordEvent(db, {
        actorId,
        action: 'outbox_sent',
        entityType: 'mail_outbox',
        remark: `${sent} sent, ${failed} failed`,
      });
      return {
        sent,
        failed,
        message:
          tried === 0
            ? translate(locale, 'outcomes.mail.noneWaiting')
            : translate(locale, 'outcomes.mail.waitingSent', { sent, tried, failed }),
      };
    },

    /**
     * The mail-outbox job's run (decision 0061): sends every mail whose time has come (one the inline
     * send never took, one waiting for SMTP, one whose backoff is over), up to its tries and age. A run
     * that found something is one job_runs row; an idle tick leaves none.
     */
    async retryWaiting(now = new Date()): Promise<{ sent: number; failed: number }> {
      const s = await settings();
      if (!s) return { sent: 0, failed: 0 };
      // `now` stands for the moment the run starts (tests move it); the run's clock goes on from there.
      const shift = now.getTime() - Date.now();
      const clock: Clock = () => new Date(Date.now() + shift);
      const due = (at: Date) =>
        and(
          inArray(mailOutbox.status, ['queued', 'outbox', 'failed']),
          lt(mailOutbox.attempts, MAIL_MAX_ATTEMPTS),
          gt(mailOutbox.createdAt, new Date(at.getTime() - RETRY_WITHIN_MS)),
          // A queued mail never claimed is its request's to send, for a while after it was made.
          sql`coalesce(${mailOutbox.nextAttemptAt}, case when ${mailOutbox.status} = 'queued'
            then ${mailOutbox.createdAt} + interval '1 minute' else ${mailOutbox.createdAt} end) <= ${at.toISOString()}::timestamptz`,
        );
      const [anyDue] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(due(now)).limit(1);
      if (!anyDue) return { sent: 0, failed: 0 };
      return bookedRun(db, MAIL_OUTBOX_JOB, now, { sent: 0, failed: 0 }, async (counts) => {
        // Bounded, so a tick ends; what is left is due at the next one.
        let left = RUN_LIMIT;
        Object.assign(
          counts,
          await sendEach(s, clock, async () => (left-- > 0 ? claim(due(clock()), clock) : undefined)),
        );
      });
    },

    async outbox(limit = 50) {
      const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
      return rows.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt ? r.sentAt.toISOString() : null,
      }));
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
