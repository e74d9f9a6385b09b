/**
 * `npm run bench`: how the list mechanism holds up on a large backlog table (docs/benchmarks.md).
 *
 *   DATABASE_URL=postgres://… npm run bench           1,000,000 rows on PostgreSQL, one server worker per core
 *   DATABASE_URL=postgres://… npm run bench -- --workers 1     the same with the server in this process
 *   npm run bench                                     100,000 rows on an in-memory PGlite (always 1 worker)
 *   npm run bench -- --rows 250000 --duration 20 --connections 10 --reseed --json out.json
 *
 * It seeds the backlog, as many NSDL PAN applications and as many GST filings, and issue 28's tables at
 * their own sizes (bench-seed.ts, bench-pan.ts, bench-gst.ts, bench-issue28.ts: generate_series, indexes
 * rebuilt after the load, VACUUM ANALYZE), starts the real server on a free port, signs in, and drives
 * each scenario with autocannon from a worker thread (so the load generator never shares the server's
 * event loop), GET /api/health first as the yardstick. Then it exports ~100,000 rows as CSV and Excel
 * and reports the server's memory growth.
 * Seeding refuses to touch a table that holds rows it did not make (backlog transid not BN…, and so on).
 *
 * --workers n|auto (WORKERS of the server; auto = one per CPU with DATABASE_URL, else 1): with 1 the
 * server runs in this process, as it always did. With more (PostgreSQL only) the bench starts the real
 * server as its own process tree (`node --import tsx server/main.ts`: a node:cluster primary and n
 * workers, a temporary DATA_DIR and so its own secrets), and "cpu ms/req" becomes the CPU time of all
 * those processes (every thread), the memory of an export the sum of the workers' RSS; "loop ms/req"
 * has no meaning across processes and shows n/a.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { migrateDatabase, openPglite, openPostgres, type Database } from '../server/db/client';
import { postAlone } from '../server/modules/wallet/ledger';
import { BACKLOG_API } from '../contract/lists/backlog';
import { panScenarios, sampleAckNo, seedApplications } from './bench-pan';
import { gstSamples, gstScenarios, seedGstRequests } from './bench-gst';
import { issue28Samples, issue28Scenarios, issue28Sizes, seedIssue28 } from './bench-issue28';
import { FIRST, LAST, ensureUsers, seedBacklog, timed } from './bench-seed';
import {
  type Load,
  type Request,
  type Server,
  clusterCpuMs,
  findPostmaster,
  load,
  workerCount,
  startInProcess,
  startProcesses,
  stopServerIfRunning,
} from './bench-server';

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
 * target: p95 bound in ms for list scenarios; p99 bound and minimum req/s for money scenarios.
 * share: the list-throughput target (≥ 25 % of health's req/s in the same run), set on the pages
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
  /** Fills in what only the running server can give (a list's cursor), once, before the scenario is checked. */
  prepare?(base: string, request: Request): Promise<void>;
};

async function main() {
  const workers = workerCount(DATABASE_URL, args.workers);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pan-bench-'));
  const database = DATABASE_URL ? openPostgres(DATABASE_URL, 10) : await openPglite();
  log(
    `database: ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)'}; rows: ` +
      `${ROWS.toLocaleString('en-IN')}; server: ${workers === 1 ? '1 worker, in this process' : `${workers} worker processes`}`,
  );
  await timed('migrate', () => migrateDatabase(database));
  const { password, logins } = await ensureUsers(database, MERCHANTS);
  await seedBacklog(database, ROWS, logins.merchant.code, args.reseed);
  // As many NSDL PAN applications as backlog rows, spread over the workflow.
  await seedApplications(database, ROWS, { reseed: args.reseed, first: FIRST, last: LAST });
  // As many GST filings in the shared service_requests table (and a tenth as many registrations).
  await seedGstRequests(database, ROWS, { reseed: args.reseed, first: FIRST, last: LAST });
  // Issue 28: franchise owners' transfers, margin credits, invoices and tax lines (their own sizes, not --rows).
  const sizes28 = issue28Sizes(database.kind === 'postgres');
  await seedIssue28(database, sizes28, {
    reseed: args.reseed,
    loginMerchant: logins.merchant.code,
    first: FIRST,
    last: LAST,
  });

  const server =
    workers === 1
      ? await startInProcess(database, tmp)
      : await timed(`start the server (${workers} workers)`, () => startProcesses(tmp, workers, DATABASE_URL));
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
    ...issue28Scenarios(adminH, merchantH, await issue28Samples(database), sizes28),
    // A ₹1 debit per request, each with a new idempotency key, on one wallet (the worst case: every posting locks the same row).
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
  for (const scenario of scenarios) {
    for (const request of scenario.requests) {
      await scenario.prepare?.(base, request);
      const res = await fetch(base + request.path, {
        method: request.method,
        headers: request.headers,
        body: request.body?.replace('__UNIQUE__', `bench-check-${crypto.randomUUID()}`),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${scenario.name}: ${res.status} ${text}`);
      if (request.path === list && scenario.name.startsWith('global'))
        log(`  search ${JSON.parse(request.body!).search}: ${JSON.parse(text).filterRecords} matches`);
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
  for (const scenario of scenarios) {
    if (only && scenario !== scenarios[0] && scenario !== scenarios[1] && !only.test(scenario.name)) continue;
    log(`load: ${scenario.name} (${CONNECTIONS} connections, ${WARMUP}+${DURATION} s)`);
    // Time the server's event loop was busy per request (the load generator runs on another thread);
    // only when that loop is this process's.
    const elu0 = server.inProcess ? performance.eventLoopUtilization() : null;
    const cpu0 = server.cpuMs();
    const db0 = clusterCpuMs(postmaster);
    const result = await load(base, scenario.requests, {
      connections: CONNECTIONS,
      duration: DURATION,
      warmup: WARMUP,
    });
    const busy = elu0 ? performance.eventLoopUtilization(elu0).active : null;
    const cpu1 = server.cpuMs();
    const db1 = clusterCpuMs(postmaster);
    const served = result.count * (1 + WARMUP / DURATION);
    measured.push({
      ...scenario,
      ...result,
      loopMsPerRequest: busy === null ? null : busy / served,
      cpuMsPerRequest: cpu0 === null || cpu1 === null ? null : (cpu1 - cpu0) / served,
      dbCpuMsPerRequest: db0 === null || db1 === null ? null : (db1 - db0) / served,
    });
  }
  const health = measured[0].rps;
  const ms = (v: number) => v.toFixed(1).padStart(7);
  console.log(
    `\n${'scenario'.padEnd(46)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ` +
      `${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'non-2xx'.padStart(7)} ${'/health'.padStart(8)} ` +
      `${'loop ms/req'.padStart(11)} ${'cpu ms/req'.padStart(10)} ${'db ms/req'.padStart(9)}  target`,
  );
  for (const row of measured) {
    const non2xx =
      Object.entries(row.codes)
        .filter(([c]) => !c.startsWith('2'))
        .reduce((a, [, v]) => a + v, 0) +
      row.errors +
      row.timeouts;
    const ratio = row.rps / health;
    const verdict =
      row.p99Target !== undefined
        ? `p99 ≤ ${row.p99Target}: ${row.p99 <= row.p99Target ? 'met' : 'MISSED'}; ≥ ${row.minRps} req/s: ` +
          `${row.rps >= (row.minRps ?? 0) ? 'met' : 'MISSED'}`
        : row.target === undefined
          ? ''
          : `p95 ≤ ${row.target}: ${row.p95 <= row.target ? 'met' : 'MISSED'}` +
            (row.share === undefined
              ? ''
              : `; ≥ ${row.share * 100} % of health: ${ratio >= row.share ? 'met' : 'MISSED'}`);
    console.log(
      `${row.name.padEnd(46)} ${row.rps.toFixed(0).padStart(8)} ${ms(row.p50)} ${ms(row.p95)} ${ms(row.p99)} ` +
        `${ms(row.max)} ${String(non2xx).padStart(7)} ${(ratio * 100).toFixed(1).padStart(7)}% ` +
        `${(row.loopMsPerRequest == null ? 'n/a' : row.loopMsPerRequest.toFixed(3)).padStart(11)} ` +
        `${(row.cpuMsPerRequest ?? NaN).toFixed(3).padStart(10)} ${(row.dbCpuMsPerRequest ?? NaN).toFixed(3).padStart(9)}  ${verdict}`,
    );
  }
  results.scenarios = measured.map(({ requests: _r, ...row }) => ({ ...row, ratioToHealth: row.rps / health }));
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
            (select coalesce(sum(case when direction = 'Cr' then amount_paise else -amount_paise end), 0)
              from ledger_entries where wallet_id = w.id) as sum,
            (select count(*) from ledger_entries where wallet_id = w.id and balance_after_paise < 0) as negatives,
            (select count(*) from ledger_entries where wallet_id = w.id) as entries
       from wallets w where w.user_id = $1`,
    [userId],
  );
  const ok = Number(r.balance) === Number(r.sum) && Number(r.negatives) === 0;
  log(
    `wallet after the debit burst: ${Number(r.entries).toLocaleString('en-IN')} entries, balance ` +
      `${Number(r.balance)} paise = Σ ${Number(r.sum)}: ${ok ? 'invariant holds' : 'INVARIANT BROKEN'}`,
  );
  if (!ok) process.exitCode = 1;
  return { ...r, ok };
}

/** Exports ~EXPORT_ROWS rows (a date range from the counters) and samples the server's memory meanwhile. */
async function measureExports(database: Database, server: Server, headers: Record<string, string>) {
  const days = await database.query<{ dated: string; c: string | number }>(
    `select to_char(dated, 'YYYY-MM-DD') as dated, sum(n) over (order by dated) as c from (select dated,
      sum(n) as n from backlog_day_counts group by dated) d order by dated`,
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
      const memory = server.memory();
      peakRss = Math.max(peakRss, memory.rss);
      if (peakHeap !== null && memory.heapUsed !== null) peakHeap = Math.max(peakHeap, memory.heapUsed);
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
    const outcome = {
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
      `export ${format}: ${outcome.rows.toLocaleString('en-IN')} rows, ${outcome.megabytes} MB in ` +
        `${outcome.seconds} s; ${whose} ${outcome.rssBeforeMb} → peak ${outcome.rssPeakMb} MB ` +
        `(+${outcome.rssGrowthMb})${heap ? `, heap +${heap.heapGrowthMb} MB` : ''} — ` +
        `${outcome.rssGrowthMb < 200 ? 'under' : 'OVER'} the 200 MB target`,
    );
    out.push(outcome);
  }
  return out;
}

main().catch(async (err) => {
  console.error(err);
  await stopServerIfRunning();
  process.exit(1);
});
