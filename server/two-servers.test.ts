import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENTS_API } from '../contract/payments';
import { openPostgres } from './db/client';
import { createUser } from './modules/users/service';
import { clonePostgresDatabase } from './test/db';
import { freePort, until } from './test/processes';
import { startTestRedis } from './test/redis';
import { startTestS3 } from './test/s3-server';
import { startTestSmtp } from './test/smtp';

/**
 * Issue 17 §3: two portal servers A and B as two machines behind a load balancer would run them (own
 * process and DATA_DIR each; one PostgreSQL, one S3 bucket, one Redis; secrets shared by environment),
 * driven over HTTP only. Whatever one server does, the other must see at once.
 */
const root = path.resolve(__dirname, '..');
const url = process.env.TEST_DATABASE_URL;
const ADMIN_PASSWORD = 'Two-servers-admin-1';
const PASSWORD = 'Two-servers-user-1';
const LOGIN_LIMIT = 4;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Portal = {
  name: string;
  port: number;
  base: string;
  dataDir: string;
  proc: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
};

const children: ChildProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const c of cleanups.reverse()) await c();
});

function startPortal(name: string, env: Record<string, string>): Promise<Portal> {
  return (async () => {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pan-two-${name}-`));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const clean = { ...process.env };
    for (const k of Object.keys(clean))
      if (/^(S3_|REDIS_|DATABASE_|JWT_SECRET|ENCRYPTION_KEY|CAPTCHA_FIXED_ANSWER|PUBLIC_URL|TRUST_PROXY)/.test(k))
        delete clean[k];
    const proc = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
      cwd: root,
      env: {
        ...clean,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(proc);
    let output = '';
    proc.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    proc.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    await until(
      `server ${name} to answer /api/health`,
      async () => {
        if (proc.exitCode !== null) throw new Error(`server ${name} exited (${proc.exitCode}):\n${output}`);
        return (await fetch(`${base}/api/health`)).ok;
      },
      90_000,
    ).catch((e: Error) => {
      throw new Error(`${e.message}\n${output}`);
    });
    return { name, port, base, dataDir, proc, output: () => output, exited };
  })();
}

/**
 * One JSON call. Every call names its client's address (TRUST_PROXY, as behind the load balancer): the
 * sign-in limit check has an address of its own, every other sign-in comes from another office PC.
 */
let pcs = 0;
const nextPc = () => `192.0.2.${++pcs}`;
async function call(
  p: Portal,
  method: string,
  route: string,
  opts: { token?: string; body?: unknown; ip?: string; raw?: { body: Buffer; type: string } } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': opts.ip ?? '192.0.2.250' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined;
  if (opts.raw) {
    headers['content-type'] = opts.raw.type;
    body = new Uint8Array(opts.raw.body);
  } else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(`${p.base}${route}`, { method, headers, body });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString('utf8');
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* a file */
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, json: json as any, bytes, text, type: res.headers.get('content-type') };
}

async function signIn(p: Portal, userName: string, password = PASSWORD): Promise<string> {
  const res = await call(p, 'POST', '/api/auth/login', { body: { userName, password }, ip: nextPc() });
  if (res.status !== 200) throw new Error(`sign-in of ${userName} on ${p.name}: ${res.status} ${res.text}`);
  return res.json.token as string;
}

function multipart(fields: Record<string, string>, slip: Buffer) {
  const b = `----two${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="slip"; filename="slip.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    slip,
    Buffer.from('\r\n'),
    Buffer.from(`--${b}--\r\n`),
  );
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${b}` };
}

const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');
const today = new Date().toISOString().slice(0, 10);
let utrs = 0;
const depositFields = (bankId: number, amount: string) => ({
  bankId: String(bankId),
  amount,
  mode: 'NEFT',
  utr: `SBIN${Date.now()}${utrs++}`,
  depositDate: today,
});

/** What one HTTP exchange on its own connection came to: the status and whole body, or the socket error. */
type Outcome = { status?: number; body?: string; error?: string; answeredAt?: number };

function exchange(
  port: number,
  method: string,
  route: string,
  headers: Record<string, string>,
  body?: { first: Buffer; rest: Promise<Buffer> },
): { written: Promise<void>; done: Promise<Outcome> } {
  let markWritten!: () => void;
  const written = new Promise<void>((r) => (markWritten = r));
  const done = new Promise<Outcome>((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: route, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode, body: text, answeredAt: Date.now() }));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => {
      markWritten();
      resolve({ error: e.code ?? e.message });
    });
    if (!body) {
      req.end(() => markWritten());
      return;
    }
    req.write(body.first, () => markWritten());
    void body.rest.then((rest) => req.end(rest));
  });
  return { written, done };
}

describe.skipIf(!url)('two portal servers on one PostgreSQL, one S3 bucket and one Redis', () => {
  let a: Portal;
  let b: Portal;
  let dbUrl: string;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let adminA: string;
  let bankId: number;
  let merchant: { id: number; userName: string };
  let jpeg: Buffer;

  beforeAll(async () => {
    const clone = await clonePostgresDatabase(url!, 'pan_two');
    cleanups.push(clone.drop);
    dbUrl = clone.url;

    const s3 = await startTestS3(['pan-files']);
    cleanups.push(() => s3.stop());
    const redis = await startTestRedis();
    cleanups.push(() => redis.stop());
    smtp = await startTestSmtp();
    cleanups.push(() => smtp.close());

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
    a = await startPortal('A', shared);
    b = await startPortal('B', shared);

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
    adminA = await signIn(a, 'admin', ADMIN_PASSWORD);
    const bank = await call(a, 'POST', '/api/backend/masters/bank', {
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
    const token = await signIn(a, merchant.userName);
    const made = await call(a, 'POST', PAYMENTS_API.merchant, {
      token,
      raw: multipart(depositFields(bankId, '1500.00'), jpeg),
    });
    expect(made.status, made.text).toBe(200);
    const viaA = await call(a, 'GET', `${PAYMENTS_API.merchant}/${made.json.id}/slip`, { token });
    const viaB = await call(b, 'GET', `${PAYMENTS_API.merchant}/${made.json.id}/slip`, { token });
    expect(viaA.status).toBe(200);
    expect(viaB.status).toBe(200);
    expect(viaB.type).toBe('image/jpeg');
    expect(viaB.bytes.length).toBeGreaterThan(1000);
    expect(sha256(viaB.bytes)).toBe(sha256(viaA.bytes));
    // The back office on B sees the same file.
    const staffView = await call(b, 'GET', `${PAYMENTS_API.backend}/${made.json.id}/slip`, { token: adminA });
    expect(sha256(staffView.bytes)).toBe(sha256(viaA.bytes));
    // It is in the bucket, not on A's disk (B could not have read it there anyway).
    for (const p of [a, b]) {
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
    let res = await call(b, 'GET', '/api/auth/me', { token });
    while (res.status === 200 && performance.now() - t0 < 1000) {
      accepted++;
      res = await call(b, 'GET', '/api/auth/me', { token });
    }
    return { status: res.status, accepted, ms: Math.round(performance.now() - t0) };
  }

  it('b) a sign-out on A is refused on B at once, and so is a user deactivated on A', async () => {
    const seen: { accepted: number; ms: number }[] = [];
    for (let round = 0; round < 3; round++) {
      const token = await signIn(a, merchant.userName);
      // B has answered for this session, so any memory of it B keeps is warm.
      expect((await call(b, 'GET', '/api/auth/me', { token })).status).toBe(200);
      expect((await call(a, 'POST', '/api/auth/logout', { token })).status).toBe(200);
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
    const clerkToken = await signIn(b, 'two.clerk');
    expect((await call(b, 'GET', '/api/auth/me', { token: clerkToken })).status).toBe(200);
    const off = await call(a, 'POST', `/api/backend/user-management/user/${clerk.id}/status`, {
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
    const again = await call(b, 'POST', '/api/auth/login', {
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
      const p = i % 2 === 0 ? a : b;
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
        await call(b, 'POST', '/api/auth/login', {
          body: { userName: 'nobody', password: 'wrong-password' },
          ip: nextPc(),
        })
      ).status,
    ).toBe(401);
  });

  it('d) a payment request approved on A shows approved on B, with the same balance on both', async () => {
    const token = await signIn(b, merchant.userName);
    const before = await call(b, 'GET', '/api/merchant/accounting/closing', { token });
    const made = await call(b, 'POST', PAYMENTS_API.merchant, {
      token,
      raw: multipart(depositFields(bankId, '2500.50'), jpeg),
    });
    expect(made.status, made.text).toBe(200);
    const approved = await call(a, 'POST', `${PAYMENTS_API.backend}/${made.json.id}/approve`, { token: adminA });
    expect(approved.status, approved.text).toBe(200);
    // A second approval through B is refused: the wallet is credited once.
    expect((await call(b, 'POST', `${PAYMENTS_API.backend}/${made.json.id}/approve`, { token: adminA })).status).toBe(
      409,
    );
    expect((await call(b, 'GET', `${PAYMENTS_API.merchant}/${made.json.id}`, { token })).json.status).toBe('approved');
    const onA = (await call(a, 'GET', '/api/merchant/accounting/closing', { token })).json;
    const onB = (await call(b, 'GET', '/api/merchant/accounting/closing', { token })).json;
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
      const res = await call(i % 2 ? b : a, 'POST', `/api/backend/user-management/user/${person.id}/reset-password`, {
        token: adminA,
      });
      expect(res.status, res.text).toBe(200);
    }
    const waiting = (await call(b, 'GET', '/api/backend/settings/smtp-setup/outbox', { token: adminA })).json as {
      toAddress: string;
      status: string;
    }[];
    expect(waiting.filter((m) => m.toAddress.endsWith('@shop.test')).map((m) => m.status)).toEqual([
      'outbox',
      'outbox',
      'outbox',
      'outbox',
    ]);

    const saved = await call(a, 'PUT', '/api/backend/settings/smtp-setup', {
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
    const outbox = (await call(a, 'GET', '/api/backend/settings/smtp-setup/outbox', { token: adminA })).json as {
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
    const token = await signIn(a, merchant.userName);
    const auth = { authorization: `Bearer ${token}`, 'x-forwarded-for': '192.0.2.251' };
    // Three top-ups whose upload is half sent when the signal comes, and finished a second after.
    let finishUploads!: () => void;
    const later = new Promise<void>((r) => (finishUploads = r));
    const uploads = Array.from({ length: 3 }, () => {
      const form = multipart(depositFields(bankId, '100.00'), jpeg);
      const half = Math.floor(form.body.length / 2);
      return exchange(
        a.port,
        'POST',
        PAYMENTS_API.merchant,
        { ...auth, 'content-type': form.type, 'content-length': String(form.body.length) },
        { first: form.body.subarray(0, half), rest: later.then(() => form.body.subarray(half)) },
      );
    });
    const reads = Array.from({ length: 50 }, () => exchange(a.port, 'GET', '/api/merchant/accounting/closing', auth));
    await Promise.all([...uploads, ...reads].map((x) => x.written));
    const signalledAt = Date.now();
    a.proc.kill('SIGTERM');

    // While it finishes the uploads, A tells the load balancer not to send it more (asked, as a balancer
    // would, on a kept-alive connection: that one must not hold A's exit open either).
    const readiness = await until(
      'A to stop being ready',
      async () => {
        try {
          const res = await fetch(`${a.base}/api/ready`);
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
      `f) A after SIGTERM: ${readiness}; reads ${JSON.stringify(countBy(readOutcomes.map((o) => o.status ?? o.error)))}, ${readOutcomes.filter((o) => o.answeredAt! > signalledAt).length} answered after the signal; uploads ${JSON.stringify(countBy(uploadOutcomes.map((o) => o.status ?? o.error)))}`,
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
      await Promise.race([a.exited, sleep(10_000).then(() => 'still running 10 s after SIGTERM')]),
      a.output(),
    ).toBe(0);

    expect((await call(b, 'GET', '/api/ready')).json).toMatchObject({
      status: 'ready',
      database: 'ok',
      storage: 'ok',
      draining: false,
    });
    for (const o of uploadOutcomes) {
      const id = (JSON.parse(o.body!) as { id: number }).id;
      const seen = await call(b, 'GET', `${PAYMENTS_API.merchant}/${id}/slip`, { token });
      expect(seen.status).toBe(200);
      expect(seen.type).toBe('image/jpeg');
    }
  }, 60_000);
});

function countBy<T>(xs: T[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const x of xs) out[String(x)] = (out[String(x)] ?? 0) + 1;
  return out;
}
