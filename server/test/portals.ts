import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort, until } from './processes';

/**
 * Whole portal servers in processes of their own, driven over HTTP only, as machines behind a load balancer
 * would run them (server/two-servers.test.ts, server/two-servers-paperless.test.ts). Each started server and
 * each registered cleanup is undone by `stopPortals`, which the test file runs after its tests.
 */
const root = path.resolve(__dirname, '../..');
/** The password `signIn` uses unless told another. */
export const PASSWORD = 'Two-servers-user-1';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type Portal = {
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
/** Undone by `stopPortals`, last first. */
export function onCleanup(cleanup: () => Promise<void> | void) {
  cleanups.push(cleanup);
}
/** Kills any server still running, then runs the cleanups. */
export async function stopPortals() {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const c of cleanups.reverse()) await c();
}

/**
 * What of the test runner's own environment a server is not given: its stores, secrets, address and provider
 * settings come from `env` alone, so a developer's shell cannot change what a test proves.
 */
const NOT_INHERITED =
  /^(S3_|REDIS_|DATABASE_|JWT_SECRET|ENCRYPTION_KEY|CAPTCHA_FIXED_ANSWER|PUBLIC_URL|TRUST_PROXY|NSDL_)/;

/** `server/main.ts` on a free port with a DATA_DIR of its own and `env`; resolves once /api/health answers. */
export function startPortal(name: string, env: Record<string, string>): Promise<Portal> {
  return (async () => {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pan-portal-${name}-`));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const clean = { ...process.env };
    for (const k of Object.keys(clean)) if (NOT_INHERITED.test(k)) delete clean[k];
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
export const nextPc = () => `192.0.2.${++pcs}`;
export async function call(
  portal: Portal,
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
  const res = await fetch(`${portal.base}${route}`, { method, headers, body });
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

export async function signIn(portal: Portal, userName: string, password = PASSWORD): Promise<string> {
  const res = await call(portal, 'POST', '/api/auth/login', { body: { userName, password }, ip: nextPc() });
  if (res.status !== 200) throw new Error(`sign-in of ${userName} on ${portal.name}: ${res.status} ${res.text}`);
  return res.json.token as string;
}

export function multipart(fields: Record<string, string>, slip: Buffer) {
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

export const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');
export const today = new Date().toISOString().slice(0, 10);
let utrs = 0;
export const depositFields = (bankId: number, amount: string) => ({
  bankId: String(bankId),
  amount,
  mode: 'NEFT',
  utr: `SBIN${Date.now()}${utrs++}`,
  depositDate: today,
});

/** What one HTTP exchange on its own connection came to: the status and whole body, or the socket error. */
export type Outcome = { status?: number; body?: string; error?: string; answeredAt?: number };

export function exchange(
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

export function countBy<T>(xs: T[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const x of xs) out[String(x)] = (out[String(x)] ?? 0) + 1;
  return out;
}
