/**
 * `npm run bench`: how the list mechanism holds up on a large backlog table (issue 3, docs/benchmarks.md).
 *
 *   DATABASE_URL=postgres://… npm run bench           1,000,000 rows on PostgreSQL, one server worker per core
 *   DATABASE_URL=postgres://… npm run bench -- --workers 1     the same with the server in this process
 *   npm run bench                                     100,000 rows on an in-memory PGlite (always 1 worker)
 *   npm run bench -- --rows 250000 --duration 20 --connections 10 --reseed --json out.json
 *
 * It seeds the backlog, as many NSDL PAN applications and as many GST filings (bench-seed.ts,
 * bench-pan.ts, bench-gst.ts: generate_series, indexes rebuilt after the load, VACUUM ANALYZE), starts the
 * real server on a free port, signs in, and drives each scenario with autocannon from a worker thread
 * (so the load generator never shares the server's event loop), GET /api/health first as the
 * yardstick. Then it exports ~100,000 rows as CSV and Excel and reports the server's memory growth.
 * Seeding refuses to touch a table that holds rows it did not make (backlog transid not BN…, and so on).
 *
 * --workers n|auto (WORKERS of the server; auto = one per CPU with DATABASE_URL, else 1): with 1 the
 * server runs in this process, as it always did. With more (PostgreSQL only) the bench starts the real
 * server as its own process tree (`node --import tsx server/main.ts`: a node:cluster primary and n
 * workers, a temporary DATA_DIR and so its own secrets), and "cpu ms/req" becomes the CPU time of all
 * those processes (every thread), the memory of an export the sum of the workers' RSS; "loop ms/req"
 * has no meaning across processes and shows n/a.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrateDatabase, openPglite, openPostgres, type Database } from '../server/db/client';
import { randomSecrets } from '../server/lib/secrets';
import { diskStorage } from '../server/lib/storage';
import { postAlone } from '../server/modules/wallet/ledger';
import { BACKLOG_API } from '../contract/lists/backlog';
import { panScenarios, sampleAckNo, seedApplications } from './bench-pan';
import { gstSamples, gstScenarios, seedGstRequests } from './bench-gst';
import { FIRST, LAST, ensureUsers, seedBacklog, timed } from './bench-seed';
import { processCpuMs, processRssBytes, workerPids } from './procfs';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    merchants: { type: 'string', default: '200' },
    'export-rows': { type: 'string', default: '100000' },
    'skip-export': { type: 'boolean', default: false },
    reseed: { type: 'boolean', default: false },
    only: { type: 'string' },
    json: { type: 'string' },
    workers: { type: 'string', default: 'auto' },
  },
});

const DATABASE_URL = process.env.DATABASE_URL || '';
const ROWS = Number(args.rows ?? (DATABASE_URL ? 1_000_000 : 100_000));
const DURATION = Number(args.duration);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const MERCHANTS = Number(args.merchants);
const EXPORT_ROWS = Number(args['export-rows']);

const log = (msg: string) => console.log(`[bench] ${msg}`);

/**
 * CPU time of this process's main thread (the server's event loop), user + system, in ms; null off Linux.
 * Unlike req/s and the loop's busy time it does not count time the thread waited for a core, so it
 * compares code changes on a machine shared with other work. The load generator's thread is excluded.
 */
function mainThreadCpuMs(): number | null {
  try {
    const stat = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * CPU time of the whole PostgreSQL cluster (the postmaster's children, living and exited), in ms, when it
 * runs on this machine and /proc shows it; null otherwise (PGlite runs inside the server's thread).
 */
function clusterCpuMs(postmaster: number | null): number | null {
  if (!postmaster) return null;
  const ticks = (stat: string) => stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  try {
    const own = ticks(fs.readFileSync(`/proc/${postmaster}/stat`, 'utf8'));
    // utime, stime, cutime, cstime (fields 14–17): the postmaster itself and the backends that have exited.
    let sum = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const f = ticks(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
        if (Number(f[1]) === postmaster) sum += Number(f[11]) + Number(f[12]);
      } catch {
        // gone meanwhile
      }
    }
    return sum * 10;
  } catch {
    return null;
  }
}

async function findPostmaster(database: Database): Promise<number | null> {
  if (database.kind !== 'postgres') return null;
  try {
    const [{ pid }] = await database.query<{ pid: number }>('select pg_backend_pid() as pid');
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(f.slice(f.lastIndexOf(')') + 2).split(' ')[1]) || null;
  } catch {
    return null;
  }
}

type Load = {
  loopMsPerRequest?: number | null;
  dbCpuMsPerRequest?: number | null;
  cpuMsPerRequest?: number | null;
  count: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
  codes: Record<string, number>;
  errors: number;
  timeouts: number;
};
type Request = { method: string; path: string; headers?: Record<string, string>; body?: string };

function load(url: string, requests: Request[]): Promise<Load> {
  return new Promise((resolve, reject) => {
    const w = new Worker(fileURLToPath(new URL('./bench-worker.mjs', import.meta.url)), {
      workerData: { url, connections: CONNECTIONS, duration: DURATION, warmup: WARMUP, requests },
    });
    w.once('message', resolve);
    w.once('error', reject);
  });
}

/** The server under load: in this process (1 worker) or the real server as its own processes (WORKERS > 1). */
type Server = {
  base: string;
  workers: number;
  /** Whether this process's event loop is the server's, so its busy time per request means something. */
  inProcess: boolean;
  /** The server's CPU time so far in ms: this process's main thread, or every thread of the primary and its workers; null off Linux. */
  cpuMs(): number | null;
  /** Resident memory of the server (the workers' sum when they are processes); the JS heap only when it runs here. */
  memory(): { rss: number; heapUsed: number | null };
  stop(): Promise<void>;
};

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Set while a server process runs, so a failing bench still stops it. */
let stopServer: (() => Promise<void>) | null = null;

/** --workers: WORKERS as the server reads it (auto = one per CPU on PostgreSQL, 1 on PGlite). */
function workerCount(): number {
  try {
    return loadConfig({ DATABASE_URL, WORKERS: args.workers } as NodeJS.ProcessEnv).workers;
  } catch (err) {
    throw new Error(`--workers ${args.workers}: ${(err as Error).message.replace(/^Invalid environment:\s*/, '')}`);
  }
}

async function startInProcess(database: Database, tmp: string): Promise<Server> {
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    DATA_DIR: tmp,
    WORKERS: '1',
    ACCESS_TOKEN_MINUTES: '240',
    LOGIN_RATE_PER_MINUTE: '1000',
  } as NodeJS.ProcessEnv);
  const app = await buildApp({
    config,
    database,
    secrets: randomSecrets(),
    storage: diskStorage(path.join(tmp, 'files')),
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    workers: 1,
    inProcess: true,
    cpuMs: mainThreadCpuMs,
    memory: () => {
      const m = process.memoryUsage();
      return { rss: m.rss, heapUsed: m.heapUsed };
    },
    stop: () => app.close(),
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * The real server (`node --import tsx server/main.ts`) with WORKERS workers on a free port and DATA_DIR
 * = tmp, so it makes its own secrets; the bench signs in over HTTP with the password it set in the database.
 */
async function startProcesses(tmp: string, workers: number): Promise<Server> {
  const port = await freePort();
  const logFile = path.join(tmp, 'server.log');
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: tmp,
      LOG_LEVEL: 'silent',
      WORKERS: String(workers),
      ACCESS_TOKEN_MINUTES: '240',
      LOGIN_RATE_PER_MINUTE: '10000',
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const stop = async () => {
    stopServer = null;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(kill);
  };
  stopServer = stop;
  const base = `http://127.0.0.1:${port}`;
  const primary = child.pid!;
  // Health answers once one worker listens; the primary prints its line once all of them do.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const output = fs.readFileSync(logFile, 'utf8');
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it listened:\n${output.slice(-2000)}`,
      );
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && output.includes('PAN services portal on')) break;
    if (Date.now() > deadline) throw new Error(`the server did not start within 120 s:\n${output.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const found = workerPids(primary).length;
  if (found !== workers) throw new Error(`the server runs ${found} workers, not ${workers}`);
  return {
    base,
    workers,
    inProcess: false,
    cpuMs: () => {
      const primaryMs = processCpuMs(primary);
      if (primaryMs === null) return null;
      return workerPids(primary).reduce((sum, pid) => sum + (processCpuMs(pid) ?? 0), primaryMs);
    },
    memory: () => ({
      rss: workerPids(primary).reduce((sum, pid) => sum + (processRssBytes(pid) ?? 0), 0),
      heapUsed: null,
    }),
    stop,
  };
}

/**
 * target: p95 bound in ms for list scenarios; p99 bound and minimum req/s for money scenarios.
 * share: the list-throughput target (issue 3: ≥ 25 % of health's req/s in the same run), set on the pages
 * every list screen opens with; a deep page or a search over a million rows does more work by nature and
 * is held to its latency bound only (their share is printed all the same).
 */
type Scenario = {
  name: string;
  target?: number;
  share?: number;
  p99Target?: number;
  minRps?: number;
  requests: Request[];
};

async function main() {
  const workers = workerCount();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pan-bench-'));
  const database = DATABASE_URL ? openPostgres(DATABASE_URL, 10) : await openPglite();
  log(
    `database: ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)'}; rows: ${ROWS.toLocaleString('en-IN')}; server: ${workers === 1 ? '1 worker, in this process' : `${workers} worker processes`}`,
  );
  await timed('migrate', () => migrateDatabase(database));
  const { password, logins } = await ensureUsers(database, MERCHANTS);
  await seedBacklog(database, ROWS, logins.merchant.code, args.reseed);
  // Issue 6: as many NSDL PAN applications as backlog rows, spread over the workflow.
  await seedApplications(database, ROWS, { reseed: args.reseed, first: FIRST, last: LAST });
  // Issue 13: as many GST filings in the shared service_requests table (and a tenth as many registrations).
  await seedGstRequests(database, ROWS, { reseed: args.reseed, first: FIRST, last: LAST });

  const server =
    workers === 1
      ? await startInProcess(database, tmp)
      : await timed(`start the server (${workers} workers)`, () => startProcesses(tmp, workers));
  const { base } = server;

  const signIn = async (userName: string) => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName, password }),
    });
    if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    const { token } = (await res.json()) as { token: string };
    return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  };
  const adminH = await signIn(logins.admin.userName);
  const merchantH = await signIn(logins.merchant.userName);

  // Search terms taken from a real row, as an operator would type them: a name, a mobile, an ack number, an email.
  const [sample] = await database.query<{ name: string; contactno: string; akn_no: string; email: string }>(
    `select name, contactno, akn_no, email from backlog_records order by id offset $1 limit 1`,
    [Math.floor(ROWS / 2)],
  );
  const list = `${BACKLOG_API.backend}/pan-list`;
  // The wallet the debit scenario spends: the login merchant's, funded through the ledger so the invariant holds.
  const walletOwner = await fundWallet(database, logins.merchant.code);
  const post = (body: object, headers = adminH, p = list): Request => ({
    method: 'POST',
    path: p,
    headers,
    body: JSON.stringify({ length: 10, start: 0, ...body }),
  });
  const byDate = [{ column: 'dated', dir: 'desc' }];
  const deepStart = Math.min(100_000, Math.max(0, ROWS - 10));

  const scenarios: Scenario[] = [
    { name: 'GET /api/health', requests: [{ method: 'GET', path: '/api/health' }] },
    // Not a list: the floor for any signed-in call (token check + session row + one small query).
    {
      name: 'GET /api/auth/me (floor: auth + 1 query)',
      requests: [{ method: 'GET', path: '/api/auth/me', headers: adminH }],
    },
    {
      name: 'first page, sorted by date (all statuses)',
      target: 50,
      share: 0.25,
      requests: [post({ sorts: byDate, additionFilter: { status: '' } })],
    },
    {
      name: 'screen default: status A, by date',
      target: 50,
      share: 0.25,
      requests: [post({ sorts: byDate, additionFilter: { status: 'A' } })],
    },
    {
      name: 'status P + date range (one month)',
      target: 50,
      requests: [post({ sorts: byDate, additionFilter: { status: 'P', dt1: '2023-03-01', dt2: '2023-03-31' } })],
    },
    {
      name: 'global search (name / mobile / ack / email)',
      target: 50,
      requests: [sample.name, sample.contactno, sample.akn_no, sample.email.split('@')[0]].map((search) =>
        post({ sorts: byDate, search, additionFilter: { status: '' } }),
      ),
    },
    {
      name: 'broad search: one surname (~2% of rows)',
      target: 50,
      requests: [post({ sorts: byDate, search: sample.name.split(' ')[1], additionFilter: { status: '' } })],
    },
    {
      name: `deep page (start ${deepStart.toLocaleString('en-IN')})`,
      target: 150,
      requests: [post({ start: deepStart, sorts: byDate, additionFilter: { status: '' } })],
    },
    {
      name: 'merchant: own rows, status A, by date',
      target: 50,
      requests: [
        post({ sorts: byDate, additionFilter: { status: 'A' } }, merchantH, `${BACKLOG_API.merchant}/pan-list`),
      ],
    },
    ...panScenarios(adminH, merchantH, await sampleAckNo(database, ROWS)),
    ...gstScenarios(adminH, merchantH, await gstSamples(database, ROWS), ROWS),
    // Issue 5: a ₹1 debit per request, each with a new idempotency key, on one wallet (the worst case: every posting locks the same row).
    {
      name: 'wallet debit (₹1, new key each)',
      p99Target: 50,
      minRps: 300,
      requests: [
        {
          method: 'POST',
          path: `/api/backend/wallets/${walletOwner}/adjust`,
          headers: adminH,
          body: JSON.stringify({ direction: 'Dr', amount: 1, remark: 'bench debit', idempotencyKey: '__UNIQUE__' }),
        },
      ],
    },
  ];

  // Every scenario must answer 200 before it is measured: a benchmark of 400s would measure nothing.
  for (const s of scenarios) {
    for (const r of s.requests) {
      const res = await fetch(base + r.path, {
        method: r.method,
        headers: r.headers,
        body: r.body?.replace('__UNIQUE__', `bench-check-${crypto.randomUUID()}`),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${s.name}: ${res.status} ${text}`);
      if (r.path === list && s.name.startsWith('global'))
        log(`  search ${JSON.parse(r.body!).search}: ${JSON.parse(text).filterRecords} matches`);
    }
  }

  const results: Record<string, unknown> = {
    machine: {
      cpu: os.cpus()[0]?.model,
      cores: os.cpus().length,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      os: `${os.type()} ${os.release()}`,
    },
    database: database.kind,
    databaseVersion: (await database.query<{ v: string }>('select version() as v'))[0].v,
    rows: ROWS,
    workers,
    connections: CONNECTIONS,
    duration: DURATION,
  };

  if (!args['skip-export'] && !args.only) results.exports = await measureExports(database, server, adminH);

  const postmaster = await findPostmaster(database);
  const only = args.only ? new RegExp(args.only, 'i') : null;
  const measured: (Scenario & Load)[] = [];
  for (const s of scenarios) {
    if (only && s !== scenarios[0] && s !== scenarios[1] && !only.test(s.name)) continue;
    log(`load: ${s.name} (${CONNECTIONS} connections, ${WARMUP}+${DURATION} s)`);
    // Time the server's event loop was busy per request (the load generator runs on another thread);
    // only when that loop is this process's.
    const elu0 = server.inProcess ? performance.eventLoopUtilization() : null;
    const cpu0 = server.cpuMs();
    const db0 = clusterCpuMs(postmaster);
    const result = await load(base, s.requests);
    const busy = elu0 ? performance.eventLoopUtilization(elu0).active : null;
    const cpu1 = server.cpuMs();
    const db1 = clusterCpuMs(postmaster);
    const served = result.count * (1 + WARMUP / DURATION);
    measured.push({
      ...s,
      ...result,
      loopMsPerRequest: busy === null ? null : busy / served,
      cpuMsPerRequest: cpu0 === null || cpu1 === null ? null : (cpu1 - cpu0) / served,
      dbCpuMsPerRequest: db0 === null || db1 === null ? null : (db1 - db0) / served,
    });
  }
  const health = measured[0].rps;
  const ms = (v: number) => v.toFixed(1).padStart(7);
  console.log(
    `\n${'scenario'.padEnd(46)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'non-2xx'.padStart(7)} ${'/health'.padStart(8)} ${'loop ms/req'.padStart(11)} ${'cpu ms/req'.padStart(10)} ${'db ms/req'.padStart(9)}  target`,
  );
  for (const m of measured) {
    const non2xx =
      Object.entries(m.codes)
        .filter(([c]) => !c.startsWith('2'))
        .reduce((a, [, v]) => a + v, 0) +
      m.errors +
      m.timeouts;
    const ratio = m.rps / health;
    const verdict =
      m.p99Target !== undefined
        ? `p99 ≤ ${m.p99Target}: ${m.p99 <= m.p99Target ? 'met' : 'MISSED'}; ≥ ${m.minRps} req/s: ${m.rps >= (m.minRps ?? 0) ? 'met' : 'MISSED'}`
        : m.target === undefined
          ? ''
          : `p95 ≤ ${m.target}: ${m.p95 <= m.target ? 'met' : 'MISSED'}${m.share === undefined ? '' : `; ≥ ${m.share * 100} % of health: ${ratio >= m.share ? 'met' : 'MISSED'}`}`;
    console.log(
      `${m.name.padEnd(46)} ${m.rps.toFixed(0).padStart(8)} ${ms(m.p50)} ${ms(m.p95)} ${ms(m.p99)} ${ms(m.max)} ${String(non2xx).padStart(7)} ${(ratio * 100).toFixed(1).padStart(7)}% ${(m.loopMsPerRequest == null ? 'n/a' : m.loopMsPerRequest.toFixed(3)).padStart(11)} ${(m.cpuMsPerRequest ?? NaN).toFixed(3).padStart(10)} ${(m.dbCpuMsPerRequest ?? NaN).toFixed(3).padStart(9)}  ${verdict}`,
    );
  }
  results.scenarios = measured.map(({ requests: _r, ...m }) => ({ ...m, ratioToHealth: m.rps / health }));
  results.walletInvariant = await checkWallet(database, walletOwner);
  if (args.json) fs.writeFileSync(args.json, JSON.stringify(results, null, 2));

  await server.stop();
  await database.close();
  fs.rmSync(tmp, { recursive: true, force: true });
}

/** Gives the bench merchant a wallet with ₹1 crore in it, posted as a ledger credit like any top-up. */
async function fundWallet(database: Database, code: string): Promise<number> {
  const [u] = await database.query<{ id: number }>('select id from users where code = $1', [code]);
  await database.query('insert into wallets (user_id) values ($1) on conflict do nothing', [u.id]);
  const [w] = await database.query<{ id: number }>('select id from wallets where user_id = $1', [u.id]);
  await postAlone(database.db, {
    walletId: w.id,
    direction: 'Cr',
    amountPaise: 1_00_00_000 * 100,
    refType: 'adjustment',
    narration: 'bench funding',
    idempotencyKey: `bench-fund-${crypto.randomUUID()}`,
    actorId: null,
  });
  return u.id;
}

/** After the debit burst: balance = Σ Cr − Σ Dr and no balance below zero, or the figures mean nothing. */
async function checkWallet(database: Database, userId: number) {
  const [r] = await database.query<{ balance: number; sum: number; negatives: number; entries: number }>(
    `select w.balance_paise as balance,
            (select coalesce(sum(case when direction = 'Cr' then amount_paise else -amount_paise end), 0) from ledger_entries where wallet_id = w.id) as sum,
            (select count(*) from ledger_entries where wallet_id = w.id and balance_after_paise < 0) as negatives,
            (select count(*) from ledger_entries where wallet_id = w.id) as entries
       from wallets w where w.user_id = $1`,
    [userId],
  );
  const ok = Number(r.balance) === Number(r.sum) && Number(r.negatives) === 0;
  log(
    `wallet after the debit burst: ${Number(r.entries).toLocaleString('en-IN')} entries, balance ${Number(r.balance)} paise = Σ ${Number(r.sum)}: ${ok ? 'invariant holds' : 'INVARIANT BROKEN'}`,
  );
  if (!ok) process.exitCode = 1;
  return { ...r, ok };
}

/** Exports ~EXPORT_ROWS rows (a date range from the counters) and samples the server's memory meanwhile. */
async function measureExports(database: Database, server: Server, headers: Record<string, string>) {
  const days = await database.query<{ dated: string; c: string | number }>(
    `select to_char(dated, 'YYYY-MM-DD') as dated, sum(n) over (order by dated) as c from (select dated, sum(n) as n from backlog_day_counts group by dated) d order by dated`,
  );
  const until = days.find((d) => Number(d.c) >= EXPORT_ROWS) ?? days[days.length - 1];
  const body = JSON.stringify({
    additionFilter: { status: '', dt1: days[0].dated, dt2: until.dated },
    sorts: [{ column: 'dated', dir: 'asc' }],
    columns: ['transid', 'dated', 'akn_no', 'pan_type', 'name', 'cardname', 'contactno', 'email', 'memno', 'status'],
  });
  const out: Record<string, unknown>[] = [];
  for (const format of ['csv', 'xlsx'] as const) {
    if (server.inProcess) (globalThis as { gc?: () => void }).gc?.();
    const before = server.memory();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const m = server.memory();
      peakRss = Math.max(peakRss, m.rss);
      if (peakHeap !== null && m.heapUsed !== null) peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 20);
    const t0 = performance.now();
    const res = await fetch(`${server.base}${BACKLOG_API.backend}/pan-list/export?format=${format}`, {
      method: 'POST',
      headers,
      body,
    });
    if (!res.ok) throw new Error(`export ${format}: ${res.status} ${await res.text()}`);
    let bytes = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    const after = server.memory();
    const mb = (b: number) => Math.round((b / 2 ** 20) * 10) / 10;
    const heap =
      before.heapUsed === null || peakHeap === null
        ? null
        : { heapBeforeMb: mb(before.heapUsed), heapPeakMb: mb(peakHeap), heapGrowthMb: mb(peakHeap - before.heapUsed) };
    const r = {
      format,
      rows: Number(res.headers.get('x-export-rows')),
      megabytes: mb(bytes),
      seconds: Math.round(seconds * 10) / 10,
      rssBeforeMb: mb(before.rss),
      rssPeakMb: mb(peakRss),
      rssGrowthMb: mb(peakRss - before.rss),
      heapBeforeMb: heap?.heapBeforeMb ?? null,
      heapPeakMb: heap?.heapPeakMb ?? null,
      heapGrowthMb: heap?.heapGrowthMb ?? null,
      rssAfterMb: mb(after.rss),
    };
    const whose = server.inProcess ? 'RSS' : `RSS of the ${server.workers} workers`;
    log(
      `export ${format}: ${r.rows.toLocaleString('en-IN')} rows, ${r.megabytes} MB in ${r.seconds} s; ${whose} ${r.rssBeforeMb} → peak ${r.rssPeakMb} MB (+${r.rssGrowthMb})${heap ? `, heap +${heap.heapGrowthMb} MB` : ''} — ${r.rssGrowthMb < 200 ? 'under' : 'OVER'} the 200 MB target`,
    );
    out.push(r);
  }
  return out;
}

main().catch(async (err) => {
  console.error(err);
  await stopServer?.();
  process.exit(1);
});
