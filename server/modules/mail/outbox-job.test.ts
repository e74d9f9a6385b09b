import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { openPostgres, type Database } from '../../db/client';
import { jobRuns, mailOutbox, smtpSettings } from '../../db/schema';
import { createJobRunner, type JobRunner, type JobWork } from '../../lib/jobs';
import type { AppContext } from '../../context';
import { loadConfig } from '../../config';
import { randomSecrets } from '../../lib/secrets';
import { createTestDatabase } from '../../test/db';
import { startTestSmtp } from '../../test/smtp';
import { createMailService, MAIL_MAX_ATTEMPTS, MAIL_OUTBOX_JOB } from './service';
import { mailJobs } from './jobs';

const KEY = '11'.repeat(32);
const quietLog = { error() {} };
let database: Database;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let closedPort: number;

/** A port nothing listens on: the SMTP server is "down". */
async function deadPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as net.AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

const smtpAt = (port: number) => ({
  host: '127.0.0.1',
  port,
  security: 'none' as const,
  userName: '',
  password: '',
  fromAddress: 'noreply@pan.test',
});
const rows = () => database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
const runs = () => database.db.select().from(jobRuns).where(eq(jobRuns.job, MAIL_OUTBOX_JOB)).orderBy(asc(jobRuns.id));

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtp();
  closedPort = await deadPort();
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  await database.db.delete(jobRuns);
  await database.db.delete(smtpSettings);
  smtp.received.length = 0;
});

describe('the mail-outbox job', () => {
  it('retries a mail that failed while SMTP was down once its backoff is over, and records the run', async () => {
    const mail = createMailService(database.db, KEY);
    await mail.save(smtpAt(closedPort), 1);
    const t0 = new Date();
    await mail.send({ to: 'a@shop.in', subject: 'Your code', body: '123456' });
    const [failed] = await rows();
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.error).toMatch(/ECONNREFUSED/);
    expect(failed.nextAttemptAt!.getTime() - t0.getTime()).toBeGreaterThanOrEqual(59_000);

    // SMTP is back, but the first retry waits a minute: a tick before then sends nothing and records nothing.
    await mail.save(smtpAt(smtp.port), 1);
    expect(await mail.retryWaiting(new Date(t0.getTime() + 30_000))).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
    expect(await runs()).toHaveLength(0);

    expect(await mail.retryWaiting(new Date(t0.getTime() + 61_000))).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((m) => m.subject)).toEqual(['Your code']);
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 2, error: null, nextAttemptAt: null }]);
    expect(await runs()).toMatchObject([{ outcome: 'done', summary: { sent: 1, failed: 0 } }]);
  });

  it('backs off further after each failure and leaves a mail to the admin after its last try or its first day', async () => {
    const mail = createMailService(database.db, KEY);
    await mail.save(smtpAt(closedPort), 1);
    await mail.send({ to: 'b@shop.in', subject: 'Tries out', body: 'x' });
    const [{ nextAttemptAt: first }] = await rows();
    const second = await mail.retryWaiting(new Date(first!.getTime() + 1000));
    expect(second).toEqual({ sent: 0, failed: 1 });
    const [after] = await rows();
    expect(after.attempts).toBe(2);
    // Two minutes after the second try (the clock of that run began a second past the first retry time).
    expect(after.nextAttemptAt!.getTime() - first!.getTime()).toBeGreaterThanOrEqual(121_000);

    await database.db.update(mailOutbox).set({ attempts: MAIL_MAX_ATTEMPTS, nextAttemptAt: new Date(0) });
    await mail.save(smtpAt(smtp.port), 1);
    expect(await mail.retryWaiting()).toEqual({ sent: 0, failed: 0 });
    // Waiting for SMTP for over a day: also the admin's to send.
    await database.db.insert(mailOutbox).values({
      toAddress: 'c@shop.in',
      subject: 'Old',
      body: 'x',
      status: 'outbox',
      createdAt: new Date(Date.now() - 25 * 3_600_000),
    });
    expect(await mail.retryWaiting()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);

    expect(await mail.sendWaiting(1)).toMatchObject({ sent: 2, failed: 0 });
    expect(smtp.received.map((m) => m.subject).sort()).toEqual(['Old', 'Tries out']);
  });

  it('sends a mail its request never sent (the server stopped after commit) a minute later', async () => {
    const mail = createMailService(database.db, KEY);
    await mail.save(smtpAt(smtp.port), 1);
    await mail.queue(database.db, { to: 'd@shop.in', subject: 'Left queued', body: 'x' });
    expect(await mail.retryWaiting()).toEqual({ sent: 0, failed: 0 });
    expect(await mail.retryWaiting(new Date(Date.now() + 61_000))).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((m) => m.subject)).toEqual(['Left queued']);
  });

  it('sends each waiting mail once when two servers and the admin send at the same time', async () => {
    const N = 60;
    const mail = createMailService(database.db, KEY);
    for (let i = 0; i < N; i++) await mail.send({ to: `m${i}@shop.in`, subject: `Mail ${i}`, body: 'x' });
    expect((await rows()).every((r) => r.status === 'outbox')).toBe(true);
    await mail.save(smtpAt(smtp.port), 1);

    // Other servers: their own connections to the same database (on PGlite there is one by construction).
    const url = database.kind === 'postgres' ? await sameDatabaseUrl(database) : '';
    const others = database.kind === 'postgres' ? [openPostgres(url, 4), openPostgres(url, 4)] : [database, database];
    try {
      const senders = [mail, ...others.map((o) => createMailService(o.db, KEY))];
      // The job runners' lock would let only one tick run at a time; the claim itself must hold without it.
      await Promise.all([
        ...senders.map((m) => m.retryWaiting()),
        ...senders.map((m) => m.retryWaiting()),
        senders[1].sendWaiting(1),
        senders[2].sendWaiting(1),
      ]);
    } finally {
      for (const o of others) if (o !== database) await o.close();
    }
    await smtp.waitFor(N);
    const subjects = smtp.received.map((m) => m.subject);
    expect(subjects).toHaveLength(N);
    expect(new Set(subjects).size).toBe(N);
    expect((await rows()).every((r) => r.status === 'sent')).toBe(true);
  });

  it('runs on the job runner under its name, as one tick across runners', async () => {
    const mail = createMailService(database.db, KEY);
    await mail.save(smtpAt(smtp.port), 1);
    await mail.send({ to: 'e@shop.in', subject: 'Via the runner', body: 'x' });
    expect(await rows()).toMatchObject([{ status: 'sent' }]);
    await database.db.update(mailOutbox).set({ status: 'failed', nextAttemptAt: new Date(Date.now() - 1000) });
    smtp.received.length = 0;

    const scheduled: { name: string; ms: number; work: JobWork }[] = [];
    const runner = createJobRunner(database, { log: quietLog });
    const capture: JobRunner = { ...runner, every: (name, ms, work) => void scheduled.push({ name, ms, work }) };
    const ctx = {
      config: loadConfig({ MAIL_RETRY_SECONDS: '15' } as NodeJS.ProcessEnv),
      database,
      secrets: { ...randomSecrets(), encryptionKey: KEY },
      services: { mail },
    } as AppContext;
    mailJobs(capture, ctx);
    expect(scheduled.map((s) => [s.name, s.ms])).toEqual([[MAIL_OUTBOX_JOB, 15_000]]);
    const other = createJobRunner(database, { log: quietLog });
    await Promise.all([
      runner.runOnce(MAIL_OUTBOX_JOB, scheduled[0].work),
      other.runOnce(MAIL_OUTBOX_JOB, scheduled[0].work),
    ]);
    await Promise.all([runner.stop(), other.stop()]);
    expect(smtp.received.map((m) => m.subject)).toEqual(['Via the runner']);
    // On PostgreSQL the lock lets one runner tick; PGlite is one process, where both may look and one sends.
    const done = await runs();
    expect(done.every((r) => r.outcome === 'done')).toBe(true);
    expect(done.reduce((n, r) => n + (r.summary as { sent: number }).sent, 0)).toBe(1);
    if (database.kind === 'postgres') expect(done).toHaveLength(1);
  });
});

async function sameDatabaseUrl(db: Database): Promise<string> {
  const [{ name }] = await db.query<{ name: string }>('select current_database() as name');
  const u = new URL(process.env.TEST_DATABASE_URL!);
  u.pathname = `/${name}`;
  return u.toString();
}
