// `npm run bench:web`: Lighthouse 12 on a first visit to the public, auth and merchant pages
// (docs/benchmarks.md "Web: Lighthouse"). A bench, not a test: it is slow and its figures move with the load
// on the machine, so neither `npm test` nor CI runs it.
//
// It builds the web app into a temporary folder (as `npm run build` would, prerendered pages included)
// unless --dist names a build, seeds the demo accounts into a throwaway DATA_DIR, starts the server
// (NODE_ENV=production) on a free port, and runs Lighthouse through its Node API in Debian's Chromium with
// the default mobile settings (simulated slow 4G, 4× CPU slowdown), each page --runs times (default 3),
// then prints the median of each figure. The signed-in pages (issue 29: /merchant as owner, staff and
// franchise member, /backend as admin and staff, a list on each side) are measured signed in: a fresh API sign-in per run
// puts the token pair into the tab's sessionStorage (web/api/session.ts) from a page of the same origin
// that loads no app code, so the app's own files are still a cold load. Then / and /auth/register once
// more with Lighthouse's desktop preset.
//
//   npm run bench:web
//   npm run bench:web -- --dist dist --runs 1 --only auth --json out.json --reports lhr/   (full Lighthouse JSON per run)
//   npm run bench:web -- --dist dist --runs 1 --only 'franchise1|staff1'   (--only matches the path, or "path account")
//
// Environment: CHROME_PATH (default /usr/bin/chromium).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse, { desktopConfig } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { buildWebInto } from './build-web.mjs';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    dist: { type: 'string' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    json: { type: 'string' },
    reports: { type: 'string' },
    'no-desktop': { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number(args.runs));
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const MERCHANT_PASSWORD = `Bench@${crypto.randomBytes(6).toString('hex')}`;
const ADMIN_PASSWORD = `Admin@${crypto.randomBytes(6).toString('hex')}`;
const STAFF_PASSWORD = `Staff@${crypto.randomBytes(6).toString('hex')}`;
/** Each account the bench signs in as, with its password (the seed's, or the team's added below). */
const PASSWORDS = {
  admin: ADMIN_PASSWORD,
  staff1: STAFF_PASSWORD,
  merchant1: MERCHANT_PASSWORD,
  m1counter: MERCHANT_PASSWORD,
  franchise1: MERCHANT_PASSWORD,
};

// The targets: mobile performance and LCP per page, accessibility everywhere, and requests
// before a public page is usable.
const SIGNED_IN_TARGETS = { minPerf: 95, maxLcpMs: 2500, maxTbtMs: 200, maxCls: 0.02, minA11y: 98 };
const PAGES = [
  { path: '/', minPerf: 90, maxLcpMs: 2500, maxRequests: 15 },
  { path: '/about', minPerf: 90, maxLcpMs: 2500, maxRequests: 15 },
  { path: '/services', minPerf: 90, maxLcpMs: 2500, maxRequests: 15 },
  { path: '/contact', minPerf: 90, maxLcpMs: 2500, maxRequests: 15 },
  // Issue 27: the customer's status page, opened from a receipt's QR on a phone.
  { path: '/track', minPerf: 90, maxLcpMs: 2500, maxRequests: 15 },
  { path: '/auth/login', minPerf: 90, maxLcpMs: 2500 },
  { path: '/auth/register', minPerf: 90, maxLcpMs: 2500 },
  // Issue 29: the signed-in first visit, as each role that opens it, holds the public pages' targets and more.
  ...[
    ['/merchant', 'merchant1'],
    ['/merchant', 'm1counter'],
    ['/merchant', 'franchise1'],
    ['/backend', 'admin'],
    ['/backend', 'staff1'],
    ['/merchant/product/nsdl-pan/physical/list', 'merchant1'],
    ['/backend/actions/payments', 'admin'],
  ].map(([path, as]) => ({ path, as, ...SIGNED_IN_TARGETS })),
  // Decision 0075: the public pages and sign-in in Hindi, prerendered at ?lang=hi, hold the same targets.
  { path: '/?lang=hi', minPerf: 90, maxLcpMs: 2500, maxRequests: 15 },
  { path: '/contact?lang=hi', minPerf: 90, maxLcpMs: 2500, maxRequests: 15 },
  { path: '/track?lang=hi', minPerf: 90, maxLcpMs: 2500, maxRequests: 15 },
  { path: '/auth/login?lang=hi', minPerf: 90, maxLcpMs: 2500 },
];
const DESKTOP = ['/', '/auth/register'];
const MIN_A11Y = 95;

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pan-bench-web-'));
let server = null;
let chrome = null;
const log = (msg) => console.log(`[bench:web] ${msg}`);

function serverEnv(port, webDist) {
  const env = { ...process.env };
  for (const k of [
    'DATABASE_URL',
    'JWT_SECRET',
    'ENCRYPTION_KEY',
    'PUBLIC_URL',
    'TRUST_PROXY',
    'CAPTCHA_FIXED_ANSWER',
    'WORKERS',
  ])
    delete env[k];
  return {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: path.join(work, 'data'),
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD,
    DEMO_STAFF_PASSWORD: STAFF_PASSWORD,
    DEMO_MERCHANT_PASSWORD: MERCHANT_PASSWORD,
    // Every run signs in again from 127.0.0.1.
    LOGIN_RATE_PER_MINUTE: '1000',
  };
}

async function startServer(webDist) {
  const port = await freePort();
  const env = serverEnv(port, webDist);
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/seed-demo.ts')], {
    cwd: root,
    env: { ...env, DEMO_ACCOUNTS_ONLY: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error(`seed-demo failed (exit ${seeded.status})`);
  const logFile = path.join(work, 'server.log');
  const out = fs.openSync(logFile, 'a');
  server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the server exited (code ${server.exitCode}):\n${fs.readFileSync(logFile, 'utf8')}`);
    const ok = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return baseUrl;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${baseUrl}/api/health within 90 s`);
}

async function stopServer() {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function apiLogin(baseUrl, userName = 'merchant1') {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: PASSWORDS[userName] }),
  });
  if (!res.ok) throw new Error(`API sign-in failed for ${userName}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * The seed's accounts-only mode has no merchant staff or franchise member (the living demo's team,
 * scripts/demo/team.ts): merchant1 adds one of each through the API, as its Add Staff and Add Member screens do.
 */
async function addMerchantTeam(baseUrl) {
  const { token } = await apiLogin(baseUrl, 'merchant1');
  const post = async (url, body) => {
    const res = await fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  };
  const password = MERCHANT_PASSWORD;
  await post('/api/merchant/user-management/staff', {
    userName: 'm1counter',
    displayName: 'Sunil Patil',
    email: 'sunil.patil@example.com',
    mobile: '9876500011',
    services: ['nsdl_pan', 'uti'],
    password,
    confirm: password,
  });
  await post('/api/merchant/user-management/members', {
    userName: 'franchise1',
    displayName: 'Imran Shaikh',
    email: 'imran.shaikh@example.com',
    mobile: '9876500014',
    shopName: 'Shaikh Seva Point',
    address1: 'Near Bus Stand, Main Road',
    district: 'Satara',
    state: 'Maharashtra',
    pin: '415001',
    password,
    confirmPassword: password,
  });
}

/** One Lighthouse run in a new tab; signed in, the tab first gets a session on a page that loads no app code. */
async function measure(browser, baseUrl, pagePath, { as = null, desktop = false } = {}) {
  const page = await browser.newPage();
  try {
    if (as) {
      const pair = await apiLogin(baseUrl, as);
      await page.goto(`${baseUrl}/api/health`);
      await page.evaluate(({ token, refreshToken }) => {
        sessionStorage.setItem('token', token);
        sessionStorage.setItem('refreshToken', refreshToken);
      }, pair);
    }
    const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
    const result = await lighthouse(`${baseUrl}${pagePath}`, flags, desktop ? desktopConfig : undefined, page);
    const f = figures(result.lhr);
    if (args.reports) {
      fs.mkdirSync(args.reports, { recursive: true });
      const name = `${desktop ? 'desktop' : 'mobile'}${pagePath.replace(/\//g, '_') || '_'}${as ? `-${as}` : ''}-${Date.now()}.json`;
      fs.writeFileSync(path.join(args.reports, name), result.report);
      // The observed trace beside it: which task a long one was (script, style, layout), for the first-visit work.
      const trace = result.artifacts?.Trace ?? result.artifacts?.traces?.defaultPass;
      if (trace)
        fs.writeFileSync(path.join(args.reports, name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
    }
    return f;
  } finally {
    await page.close().catch(() => undefined);
  }
}

function figures(lhr) {
  const a = lhr.audits;
  if (lhr.runtimeError)
    throw new Error(`${lhr.finalDisplayedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const requests = a['network-requests']?.details?.items ?? [];
  // "Usable" is read as the load event: what the page needs before it stops loading on its own, as opposed to
  // the route chunks, data and images that may follow.
  const load = a.metrics?.details?.items?.[0]?.observedLoad ?? Infinity;
  const first = Math.min(...requests.map((r) => r.networkRequestTime ?? r.rendererStartTime ?? 0));
  return {
    url: lhr.finalDisplayedUrl,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: a['first-contentful-paint']?.numericValue ?? NaN,
    lcpMs: a['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: a['total-blocking-time']?.numericValue ?? NaN,
    cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
    requests: requests.length,
    requestsBeforeLoad: requests.filter((r) => (r.networkRequestTime ?? 0) - first <= load).length,
    kb: (a['total-byte-weight']?.numericValue ?? 0) / 1000,
    jsRequests: requests.filter((r) => r.resourceType === 'Script').length,
    // Lighthouse's own measure of how fast this machine was at that moment (busy machines score low).
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
  };
}

/** Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is run again. */
async function retried(run, attempts = 3) {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (err) {
      if (i >= attempts) throw err;
      log(`run failed (${err instanceof Error ? err.message : err}), again`);
    }
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

function medianOf(runs) {
  const out = {};
  for (const k of Object.keys(runs[0]))
    out[k] = typeof runs[0][k] === 'number' ? median(runs.map((r) => r[k])) : runs[0][k];
  return out;
}

function verdict(p, f) {
  const misses = [];
  if (p.minPerf && f.performance < p.minPerf) misses.push(`performance < ${p.minPerf}`);
  if (p.maxLcpMs && f.lcpMs > p.maxLcpMs) misses.push(`LCP > ${p.maxLcpMs / 1000} s`);
  if (p.maxTbtMs && f.tbtMs > p.maxTbtMs) misses.push(`TBT > ${p.maxTbtMs} ms`);
  if (p.maxCls !== undefined && f.cls > p.maxCls) misses.push(`CLS > ${p.maxCls}`);
  const minA11y = p.minA11y ?? MIN_A11Y;
  if (f.accessibility < minA11y) misses.push(`accessibility < ${minA11y}`);
  if (p.maxRequests && f.requestsBeforeLoad > p.maxRequests) misses.push(`> ${p.maxRequests} requests before load`);
  return misses.length ? `missed: ${misses.join(', ')}` : 'met';
}

const fmt = {
  s: (ms) => `${(ms / 1000).toFixed(1)} s`,
  ms: (ms) => `${Math.round(ms).toLocaleString('en-IN')} ms`,
  cls: (x) => x.toFixed(3),
};

function row(label, f, note) {
  return (
    `| ${label} | ${f.performance} | ${fmt.s(f.fcpMs)} | ${fmt.s(f.lcpMs)} | ${fmt.ms(f.tbtMs)} | ` +
    `${fmt.cls(f.cls)} | ${f.accessibility} | ${f.requestsBeforeLoad} / ${f.requests} | ${f.jsRequests} | ` +
    `${Math.round(f.kb)} kB | ${f.benchmarkIndex} | ${note} |`
  );
}

async function main() {
  if (!fs.existsSync(chromePath))
    throw new Error(`no Chromium at ${chromePath}: apt-get install -y chromium, or set CHROME_PATH`);
  const webDist = args.dist ? path.resolve(args.dist) : await buildWebInto(path.join(work, 'dist'));
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error(`${webDist} holds no built web app`);
  const baseUrl = await startServer(webDist);
  log(`server on ${baseUrl}, web app from ${webDist}`);
  await addMerchantTeam(baseUrl);
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });

  const only = args.only ? new RegExp(args.only) : null;
  const plan = [
    ...PAGES.map((p) => ({ ...p, desktop: false })),
    ...(args['no-desktop'] ? [] : DESKTOP.map((path) => ({ path, desktop: true }))),
  ].filter((p) => !only || only.test(p.path) || (p.as && only.test(`${p.path} ${p.as}`)));

  const results = [];
  for (const p of plan) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const f = await retried(() => measure(browser, baseUrl, p.path, p));
      log(
        `${p.desktop ? 'desktop' : 'mobile'} ${p.path}${p.as ? ` as ${p.as}` : ''} run ${i + 1}/${RUNS}: ` +
          `performance ${f.performance}, LCP ${fmt.s(f.lcpMs)}, TBT ${fmt.ms(f.tbtMs)}, CLS ${fmt.cls(f.cls)}, ` +
          `accessibility ${f.accessibility}, ${f.requests} requests`,
      );
      runs.push(f);
    }
    const f = medianOf(runs);
    results.push({
      path: p.path,
      as: p.as,
      desktop: p.desktop,
      median: f,
      runs,
      verdict: p.desktop ? '' : verdict(p, f),
    });
  }
  await browser.disconnect();

  const [load1, load5] = os.loadavg();
  console.log(
    `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ` +
      `median of ${RUNS} run(s) per page, ${new Date().toISOString()}, load average ${load1.toFixed(1)} / ` +
      `${load5.toFixed(1)} (1 / 5 min), ${os.cpus().length} CPUs\n`,
  );
  console.log(
    '| page | perf | FCP | LCP | TBT | CLS | a11y | requests (before load / all) | JS files | transfer | CPU index | target |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of results)
    console.log(row(`${r.path}${r.as ? ` (${r.as})` : ''}${r.desktop ? ' (desktop)' : ''}`, r.median, r.verdict));
  if (args.json)
    fs.writeFileSync(
      args.json,
      JSON.stringify({ runs: RUNS, at: new Date().toISOString(), loadavg: os.loadavg(), results }, null, 2),
    );
  return 0;
}

async function shutdown() {
  await stopServer();
  try {
    chrome?.kill();
  } catch {
    // already gone
  }
  fs.rmSync(work, { recursive: true, force: true });
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, () => void shutdown().finally(() => process.exit(130)));
}

main()
  .then(async (code) => {
    await shutdown();
    process.exit(code);
  })
  .catch(async (err) => {
    console.error(`[bench:web] ${err instanceof Error ? err.stack : err}`);
    await shutdown();
    process.exit(1);
  });
