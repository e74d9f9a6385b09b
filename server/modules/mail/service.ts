import { and, desc, eq, inArray } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db, Tx } from '../../db/client';
import { mailOutbox, smtpSettings } from '../../db/schema';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import { recordEvent } from '../../lib/audit';
import type { SmtpSettingsInput, SmtpSettingsView } from '../../../contract/mail';
import { SmtpSettingsInput as SmtpSchema } from '../../../contract/mail';

export type Mail = { to: string; subject: string; body: string };

type Smtp = typeof smtpSettings.$inferSelect;

function transportFor(s: Smtp, key: string) {
  return nodemailer.createTransport({
    host: s.host,
    port: s.port,
    secure: s.security === 'tls',
    requireTLS: s.security === 'starttls',
    ignoreTLS: s.security === 'none',
    auth: s.userName ? { user: s.userName, pass: s.passwordSealed ? decryptSecret(s.passwordSealed, key) : '' } : undefined,
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

  return {
    async view(): Promise<SmtpSettingsView> {
      const s = await settings();
      if (!s) return { configured: false, host: '', port: 587, security: 'starttls', userName: '', hasPassword: false, fromAddress: '' };
      return { configured: true, host: s.host, port: s.port, security: s.security, userName: s.userName, hasPassword: !!s.passwordSealed, fromAddress: s.fromAddress };
    },

    async save(raw: SmtpSettingsInput, actorId: number): Promise<SmtpSettingsView> {
      const input = SmtpSchema.parse(raw);
      const current = await settings();
      const passwordSealed = input.password ? encryptSecret(input.password, encryptionKey) : (current?.passwordSealed ?? null);
      const values = { host: input.host, port: input.port, security: input.security, userName: input.userName, passwordSealed, fromAddress: input.fromAddress, updatedAt: new Date() };
      await db.transaction(async (tx) => {
        await tx.insert(smtpSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: smtpSettings.id, set: values });
        await recordEvent(tx, { actorId, action: 'smtp_settings_updated', entityType: 'smtp_settings', entityId: 1 });
      });
      return this.view();
    },

    /** Records the mail inside the caller's transaction; deliver() sends it once that has committed. */
    async queue(tx: Db | Tx, mail: Mail): Promise<number> {
      const [row] = await tx.insert(mailOutbox).values({ toAddress: mail.to, subject: mail.subject, body: mail.body }).returning({ id: mailOutbox.id });
      return row.id;
    },

    /** Sends queued mails. Without SMTP they stay readable in the outbox; a send failure is recorded, not thrown. */
    async deliver(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      const s = await settings();
      const rows = await db.select().from(mailOutbox).where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, 'queued')));
      if (!s) {
        await db.update(mailOutbox).set({ status: 'outbox' }).where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, 'queued')));
        return;
      }
      const transport = transportFor(s, encryptionKey);
      for (const m of rows) {
        try {
          await transport.sendMail({ from: s.fromAddress, to: m.toAddress, subject: m.subject, text: m.body });
          await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), error: null }).where(eq(mailOutbox.id, m.id));
        } catch (e) {
          await db.update(mailOutbox).set({ status: 'failed', error: (e as Error).message.slice(0, 500) }).where(eq(mailOutbox.id, m.id));
        }
      }
      transport.close();
    },

    async send(mail: Mail): Promise<void> {
      const id = await this.queue(db, mail);
      await this.deliver([id]);
    },

    /** Sends straight away and reports the SMTP server's own answer, for the settings screen's test button. */
    async sendTest(to: string): Promise<{ ok: boolean; message: string }> {
      const s = await settings();
      if (!s) return { ok: false, message: 'SMTP is not configured yet: save the settings first.' };
      const transport = transportFor(s, encryptionKey);
      try {
        const info = await transport.sendMail({ from: s.fromAddress, to, subject: 'Test mail from the PAN services portal', text: 'This is a test mail. If you can read it, the SMTP settings work.' });
        return { ok: true, message: `Sent. The server answered: ${info.response}` };
      } catch (e) {
        return { ok: false, message: `Not sent: ${(e as Error).message}` };
      } finally {
        transport.close();
      }
    },

    /** Sends, now that SMTP is set up, every mail that waited in the outbox or failed before. */
    async sendWaiting(actorId: number): Promise<{ sent: number; failed: number; message: string }> {
      if (!(await settings())) return { sent: 0, failed: 0, message: 'SMTP is not configured yet: save the settings first.' };
      const waiting = await db
        .update(mailOutbox)
        .set({ status: 'queued', error: null })
        .where(inArray(mailOutbox.status, ['outbox', 'failed']))
        .returning({ id: mailOutbox.id });
      const ids = waiting.map((w) => w.id);
      await this.deliver(ids);
      const done = ids.length ? await db.select({ status: mailOutbox.status }).from(mailOutbox).where(inArray(mailOutbox.id, ids)) : [];
      const sent = done.filter((d) => d.status === 'sent').length;
      const failed = done.length - sent;
      await recordEvent(db, { actorId, action: 'outbox_sent', entityType: 'mail_outbox', remark: `${sent} sent, ${failed} failed` });
      return { sent, failed, message: ids.length === 0 ? 'No mail was waiting.' : `${sent} of ${ids.length} waiting mails sent${failed ? `; ${failed} failed again (see the outbox for the reason)` : ''}.` };
    },

    async outbox(limit = 50) {
      const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), sentAt: r.sentAt ? r.sentAt.toISOString() : null }));
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
