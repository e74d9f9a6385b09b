import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENTS_API } from '../contract/payments';
import { openPostgres } from './db/client';
import { createUser } from './modules/users/service';
import { clonePostgresDatabase } from './test/db';
import { until } from './test/processes';
import { startTestRedis } from './test/redis';
import { startTestS3 } from './test/s3-server';
import { startTestSmtp } from './test/smtp';
import {
  type Portal,
  PASSWORD,
  sleep,
  startPortal,
  call,
  signIn,
  multipart,
  nextPc,
  sha256,
  depositFields,
  exchange,
  countBy,
  onCleanup,
  stopPortals,
} from './test/portals';

/**
 * Two portal servers A and B as two machines behind a load balancer would run them (own
 * process and DATA_DIR each; one PostgreSQL, one S3 bucket, one Redis; secrets shared by environment),
 * driven over HTTP only. Whatever one server does, the other must see at once.
 */
const url = process.env.TEST_DATABASE_URL;
const ADMIN_PASSWORD = 'Two-servers-admin-1';
const LOGIN_LIMIT = 4;

afterAll(stopPortals);

describe.skipIf(!url)('two portal servers on one PostgreSQL, one S3 bucket and one Redis', () => {
  let serverA: Portal;
  let serverB: Portal;
  let dbUrl: string;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let adminA: string;
  let bankId: number;
  let merchant: { id: number; userName: string };
  let jpeg: Buffer;

  beforeAll(async () => {
    const clone = await clonePostgresDatabase(url!, 'pan_two');
    onCleanup(clone.drop);
    dbUrl = clone.url;

    const s3 = await startTestS3(['pan-files']);
    onCleanup(() => s3.stop());
    const redis = await startTestRedis();
    onCleanup(() => redis.stop());
    smtp = await startTestSmtp();
    onCleanup(() => smtp.close());

    // What both machines are given: the same database, bucket, Redis and secrets.
    const shared = {
      DATABASE_URL: dbUrl,
      ...s3.env(),
      REDIS_URL: redis.url,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
      ADMIN_PASSWORD,
      WORKERS: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_PER_MINUTE: String(LOGIN_LIMIT),
      MAIL_RETRY_SECONDS: '5',
      TRUST_PROXY: 'true',
      // On SIGTERM, seconds of answering 503 on /api/ready while still serving (see check f).
      SHUTDOWN_DRAIN_SECONDS: '2',
    };
    // A migrates and seeds; B starts once A is up, as a second machine joining would.
    serverA = await startPortal('A', shared);
    serverB = await startPortal('B', shared);

    const db = openPostgres(dbUrl, 2);
    try {
      merchant = {
        ...(await createUser(db.db, {
          userName: 'two.merchant',
          displayName: 'Two Merchant',
          role: 'merchant',
          merchantKind: 'owner',
          password: PASSWORD,
        })),
        userName: 'two.merchant',
      };
      await db.query('insert into wallets (user_id) values ($1)', [merchant.id]);
    } finally {
      await db.close();
    }
    adminA = await signIn(serverA, 'admin', ADMIN_PASSWORD);
    const bank = await call(serverA, 'POST', '/api/backend/masters/bank', {
      token: adminA,
      body: {
        bankName: 'State Bank of India',
        holder: 'PAN Seva Pvt Ltd',
        accountNo: '30012345678',
        ifsc: 'SBIN0001234',
        branch: 'Pune',
      },
    });
    expect(bank.status, bank.text).toBe(200);
    bankId = bank.json.id;
    jpeg = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#dde4ee' } })
      .jpeg()
      .toBuffer();
  }, 150_000);

  it('a) a slip uploaded through A is served by B, byte for byte, and lies on neither disk', async () => {
    const token = await signIn(serverA, merchant.userName);
    const made = await call(serverA, 'POST', PAYMENTS_API.merchant, {
      token,
      raw: multipart(depositFields(bankId, '1500.00'), jpeg),
    });
    expect(made.status, made.text).toBe(200);
    const viaA = await call(serverA, 'GET', `${PAYMENTS_API.merchant}/${made.json.id}/slip`, { token });
    const viaB = await call(serverB, 'GET', `${PAYMENTS_API.merchant}/${made.json.id}/slip`, { token });
    expect(viaA.status).toBe(200);
    expect(viaB.status).toBe(200);
    expect(viaB.type).toBe('image/jpeg');
    expect(viaB.bytes.length).toBeGreaterThan(1000);
    expect(sha256(viaB.bytes)).toBe(sha256(viaA.bytes));
    // The back office on B sees the same file.
    const staffView = await call(serverB, 'GET', `${PAYMENTS_API.backend}/${made.json.id}/slip`, { token: adminA });
    expect(sha256(staffView.bytes)).toBe(sha256(viaA.bytes));
    // It is in the bucket, not on A's disk (B could not have read it there anyway).
    for (const p of [serverA, serverB]) {
      const onDisk = (fs.readdirSync(p.dataDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((d) => d.isFile())
        .map((d) => sha256(fs.readFileSync(path.join(d.parentPath, d.name))));
      expect(onDisk).not.toContain(sha256(viaA.bytes));
    }
  });

  /**
   * Asks B with the token until B refuses it. Decision 0041: B's session mirror forgets a session when
   * PostgreSQL's notification of the change reaches it, so "at once" across servers means within that
   * delivery (no answer after it); idle that is 0 answers, on a loaded two-core box a few milliseconds.
   */
  async function refusedOnB(token: string) {
    const t0 = performance.now();
    let accepted = 0;
    let res = await call(serverB, 'GET', '/api/auth/me', { token });
    while (res.status === 200 && performance.now() - t0 < 1000) {
      accepted++;
      res = await call(serverB, 'GET', '/api/auth/me', { token });
    }
    return { status: res.status, accepted, ms: Math.round(performance.now() - t0) };
  }

  it('b) a sign-out on A is refused on B at once, and so is a user deactivated on A', async () => {
    const seen: { accepted: number; ms: number }[] = [];
    for (let round = 0; round < 3; round++) {
      const token = await signIn(serverA, merchant.userName);
      // B has answered for this session, so any memory of it B keeps is warm.
      expect((await call(serverB, 'GET', '/api/auth/me', { token })).status).toBe(200);
      expect((await call(serverA, 'POST', '/api/auth/logout', { token })).status).toBe(200);
      const { status, ...late } = await refusedOnB(token);
      expect(status).toBe(401);
      seen.push(late);
    }

    const db = openPostgres(dbUrl, 1);
    let clerk: { id: number };
    try {
      clerk = await createUser(db.db, {
        userName: 'two.clerk',
        displayName: 'Two Clerk',
        role: 'merchant',
        merchantKind: 'owner',
        password: PASSWORD,
      });
    } finally {
      await db.close();
    }
    const clerkToken = await signIn(serverB, 'two.clerk');
    expect((await call(serverB, 'GET', '/api/auth/me', { token: clerkToken })).status).toBe(200);
    const off = await call(serverA, 'POST', `/api/backend/user-management/user/${clerk.id}/status`, {
      token: adminA,
      body: { active: false },
    });
    expect(off.status, off.text).toBe(200);
    const { status, ...late } = await refusedOnB(clerkToken);
    expect(status).toBe(401);
    seen.push(late);
    console.info(
      `b) answers B still gave after the change on A (count, ms until refused): ${seen.map((x) => `${x.accepted}/${x.ms}`).join(' ')}`,
    );
    // Within the notification's delivery: well under a quarter of a second even on a loaded box.
    for (const x of seen) expect(x.ms).toBeLessThan(250);
    const again = await call(serverB, 'POST', '/api/auth/login', {
      body: { userName: 'two.clerk', password: PASSWORD },
      ip: nextPc(),
    });
    expect(again.status).toBe(403);
    expect(again.json.message).toBe('This account has been deactivated. Please contact support.');
  });

  it('c) the per-IP sign-in limit counts attempts on both servers together', async () => {
    const ip = '198.51.100.23';
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT + 2; i++) {
      const p = i % 2 === 0 ? serverA : serverB;
      statuses.push(
        (
          await call(p, 'POST', '/api/auth/login', {
            body: { userName: `nobody.${i}`, password: 'wrong-password' },
            ip,
          })
        ).status,
      );
    }
    // LOGIN_LIMIT attempts split over A and B are heard; the next ones, on either server, are not.
    expect(statuses).toEqual([...Array(LOGIN_LIMIT).fill(401), 429, 429]);
    // Another address is not held back.
    expect(
      (
        await call(serverB, 'POST', '/api/auth/login', {
          body: { userName: 'nobody', password: 'wrong-password' },
          ip: nextPc(),
        })
      ).status,
    ).toBe(401);
  });

  it('d) a payment request approved on A shows approved on B, with the same balance on both', async () => {
    const token = await signIn(serverB, merchant.userName);
    const before = await call(serverB, 'GET', '/api/merchant/accounting/closing', { token });
    const made = await call(serverB, 'POST', PAYMENTS_API.merchant, {
      token,
      raw: multipart(depositFields(bankId, '2500.50'), jpeg),
    });
    expect(made.status, made.text).toBe(200);
    const approved = await call(serverA, 'POST', `${PAYMENTS_API.backend}/${made.json.id}/approve`, { token: adminA });
    expect(approved.status, approved.text).toBe(200);
    // A second approval through B is refused: the wallet is credited once.
    expect(
      (await call(serverB, 'POST', `${PAYMENTS_API.backend}/${made.json.id}/approve`, { token: adminA })).status,
    ).toBe(409);
    expect((await call(serverB, 'GET', `${PAYMENTS_API.merchant}/${made.json.id}`, { token })).json.status).toBe(
      'approved',
    );
    const onA = (await call(serverA, 'GET', '/api/merchant/accounting/closing', { token })).json;
    const onB = (await call(serverB, 'GET', '/api/merchant/accounting/closing', { token })).json;
    expect(onB).toBe(before.json + 2500.5);
    expect(onA).toBe(onB);
  });

  it('e) mails that waited for SMTP are sent once, though both servers run the outbox job', async () => {
    const db = openPostgres(dbUrl, 1);
    const people: { id: number; email: string }[] = [];
    try {
      for (let i = 0; i < 4; i++) {
        const email = `office${i}@shop.test`;
        const u = await createUser(db.db, {
          userName: `two.mail${i}`,
          displayName: `Mail ${i}`,
          role: 'merchant',
          merchantKind: 'owner',
          password: PASSWORD,
          email,
        });
        people.push({ id: u.id, email });
      }
    } finally {
      await db.close();
    }
    // No SMTP yet: each reset link, asked for on either server, waits in the outbox.
    for (const [i, person] of people.entries()) {
      const res = await call(
        i % 2 ? serverB : serverA,
        'POST',
        `/api/backend/user-management/user/${person.id}/reset-password`,
        {
          token: adminA,
        },
      );
      expect(res.status, res.text).toBe(200);
    }
    const waiting = (await call(serverB, 'GET', '/api/backend/settings/smtp-setup/outbox', { token: adminA })).json as {
      toAddress: string;
      status: string;
    }[];
    expect(waiting.filter((m) => m.toAddress.endsWith('@shop.test')).map((m) => m.status)).toEqual([
      'outbox',
      'outbox',
      'outbox',
      'outbox',
    ]);

    const saved = await call(serverA, 'PUT', '/api/backend/settings/smtp-setup', {
      token: adminA,
      body: {
        host: '127.0.0.1',
        port: smtp.port,
        security: 'none',
        userName: '',
        password: '',
        fromAddress: 'noreply@pan.test',
      },
    });
    expect(saved.status, saved.text).toBe(200);
    // Both servers tick every 5 s; give them two ticks each after the last mail arrived.
    await until('the four mails', () => smtp.received.length >= 4, 20_000);
    await sleep(11_000);
    const to = smtp.received.flatMap((m) => m.to).sort();
    expect(to).toEqual(people.map((p) => p.email).sort());
    expect(smtp.received.every((m) => m.subject === 'Reset your password')).toBe(true);
    const outbox = (await call(serverA, 'GET', '/api/backend/settings/smtp-setup/outbox', { token: adminA })).json as {
      toAddress: string;
      status: string;
    }[];
    expect(outbox.filter((m) => m.toAddress.endsWith('@shop.test')).map((m) => m.status)).toEqual([
      'sent',
      'sent',
      'sent',
      'sent',
    ]);
  }, 45_000);

  it('f) SIGTERM to A while requests run loses none of them; A turns not ready, then B still serves', async () => {
    const token = await signIn(serverA, merchant.userName);
    const auth = { authorization: `Bearer ${token}`, 'x-forwarded-for': '192.0.2.251' };
    // Three top-ups whose upload is half sent when the signal comes, and finished a second after.
    let finishUploads!: () => void;
    const later = new Promise<void>((r) => (finishUploads = r));
    const uploads = Array.from({ length: 3 }, () => {
      const form = multipart(depositFields(bankId, '100.00'), jpeg);
      const half = Math.floor(form.body.length / 2);
      return exchange(
        serverA.port,
        'POST',
        PAYMENTS_API.merchant,
        { ...auth, 'content-type': form.type, 'content-length': String(form.body.length) },
        { first: form.body.subarray(0, half), rest: later.then(() => form.body.subarray(half)) },
      );
    });
    const reads = Array.from({ length: 50 }, () =>
      exchange(serverA.port, 'GET', '/api/merchant/accounting/closing', auth),
    );
    await Promise.all([...uploads, ...reads].map((x) => x.written));
    const signalledAt = Date.now();
    serverA.proc.kill('SIGTERM');

    // While it finishes the uploads, A tells the load balancer not to send it more (asked, as a balancer
    // would, on a kept-alive connection: that one must not hold A's exit open either).
    const readiness = await until(
      'A to stop being ready',
      async () => {
        try {
          const res = await fetch(`${serverA.base}/api/ready`);
          return res.status === 503 ? `503 ${await res.text()}` : null;
        } catch (e) {
          return `refused (${((e as Error).cause as NodeJS.ErrnoException | undefined)?.code ?? (e as Error).message})`;
        }
      },
      5000,
    );
    await sleep(1000);
    finishUploads();

    const readOutcomes = await Promise.all(reads.map((x) => x.done));
    const uploadOutcomes = await Promise.all(uploads.map((x) => x.done));
    console.info(
      `f) A after SIGTERM: ${readiness}; reads ` +
        `${JSON.stringify(countBy(readOutcomes.map((o) => o.status ?? o.error)))}, ` +
        `${readOutcomes.filter((o) => o.answeredAt! > signalledAt).length} answered after the signal; ` +
        `uploads ${JSON.stringify(countBy(uploadOutcomes.map((o) => o.status ?? o.error)))}`,
    );
    expect(
      readOutcomes.filter((o) => o.error),
      JSON.stringify(readOutcomes.filter((o) => o.error)),
    ).toEqual([]);
    expect(
      uploadOutcomes.filter((o) => o.error),
      JSON.stringify(uploadOutcomes),
    ).toEqual([]);
    expect(readiness).toMatch(/^503 .*"draining":true/);
    expect(readOutcomes.map((o) => o.status)).toEqual(Array(50).fill(200));
    for (const o of readOutcomes) expect(typeof JSON.parse(o.body!)).toBe('number');
    // The uploads were under way at the signal and finished after it: each is a whole payment request.
    expect(
      uploadOutcomes.map((o) => o.status),
      JSON.stringify(uploadOutcomes),
    ).toEqual([200, 200, 200]);
    expect(uploadOutcomes.every((o) => o.answeredAt! > signalledAt + 900)).toBe(true);
    expect(
      await Promise.race([serverA.exited, sleep(10_000).then(() => 'still running 10 s after SIGTERM')]),
      serverA.output(),
    ).toBe(0);

    expect((await call(serverB, 'GET', '/api/ready')).json).toMatchObject({
      status: 'ready',
      database: 'ok',
      storage: 'ok',
      draining: false,
    });
    for (const o of uploadOutcomes) {
      const id = (JSON.parse(o.body!) as { id: number }).id;
      const seen = await call(serverB, 'GET', `${PAYMENTS_API.merchant}/${id}/slip`, { token });
      expect(seen.status).toBe(200);
      expect(seen.type).toBe('image/jpeg');
    }
  }, 60_000);
});
