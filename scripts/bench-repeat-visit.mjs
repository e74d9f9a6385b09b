// Issue 29 / decision 0079: how fast /merchant shows its frame on a budget phone, first visit against repeat
// visits. Builds the web app (or takes --dist), seeds the demo accounts into a fresh PGlite data folder, starts
// the server, and times in Chromium (4× slower CPU, slow 4G: 150 ms RTT, 1.6 Mbps down, 750 kbps up):
//   cold      a fresh profile, nothing cached;
//   sw        again in that profile: the shell and the code from the service worker's cache;
//   http      a repeat visit in a profile that blocks the worker: the HTTP cache alone (for comparison).
// "frame" is the header's balance box drawn (the dashboard's frame), "data" the balance read from the server; "html"
// the document's arrival and "code" the last /assets/ file's; all from the navigation's start, in the page's own
// clock. Median of --runs (default 3).
//   npm run bench:web:repeat -- [--dist <built dist>] [--runs 3]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { buildWebInto } from './build-web.mjs';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({ options: { dist: { type: 'string' }, runs: { type: 'string', default: '3' } } });
const RUNS = Math.max(1, Number(args.runs));
const PASSWORD = `Bench@${crypto.randomBytes(6).toString('hex')}`;
const CPU_SLOWDOWN = 4;
// Lighthouse's "slow 4G" figures, as the issue gives them.
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pan-bench-repeat-'));
const log = (msg) => console.log(`[bench:web:repeat] ${msg}`);
let server = null;

async function startServer(webDist) {
  const port = await freePort();
  const env = { ...process.env };
  for (const k of ['DATABASE_URL', 'JWT_SECRET', 'ENCRYPTION_KEY', 'PUBLIC_URL', 'TRUST_PROXY', 'WORKERS'])
    delete env[k];
  Object.assign(env, {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: path.join(work, 'data'),
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: `Admin@${crypto.randomBytes(6).toString('hex')}`,
    DEMO_STAFF_PASSWORD: PASSWORD,
    DEMO_MERCHANT_PASSWORD: PASSWORD,
    LOGIN_RATE_PER_MINUTE: '1000',
  });
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/seed-demo.ts')], {
    cwd: root,
    env: { ...env, DEMO_ACCOUNTS_ONLY: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error(`seed-demo failed (exit ${seeded.status})`);
  const out = fs.openSync(path.join(work, 'server.log'), 'a');
  server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const baseUrl = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 250))) {
    if (server.exitCode !== null)
      throw new Error(`the server exited (code ${server.exitCode}): see ${work}/server.log`);
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return baseUrl;
  }
  throw new Error(`no answer from ${baseUrl}/api/health within 90 s`);
}

/** Notes, in the page's clock, when the balance box first shows and when it has the server's figure. */
function watchFrame() {
  const seen = {};
  const look = () => {
    const box = document.querySelector('[data-testid="header-balance"]');
    if (!box) return;
    if (seen.frame === undefined) {
      seen.frame = performance.now();
      // Where the time went: the document's arrival, and the last file of code or style the frame needed.
      seen.html = performance.getEntriesByType('navigation')[0]?.responseEnd ?? 0;
      seen.code = Math.max(
        0,
        ...performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname.startsWith('/assets/'))
          .map((e) => e.responseEnd),
      );
    }
    if (box.getAttribute('data-state') === 'idle') seen.data ??= performance.now();
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
  window.__repeatVisit = seen;
}

async function visit(context, baseUrl) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await page.goto(`${baseUrl}/merchant`);
  await page.waitForFunction(() => window.__repeatVisit?.data, null, { timeout: 60_000 });
  const seen = await page.evaluate(() => window.__repeatVisit);
  const fromWorker = await page.evaluate(() => !!navigator.serviceWorker?.controller);
  await page.close();
  return {
    html: Math.round(seen.html),
    code: Math.round(seen.code),
    frame: Math.round(seen.frame),
    data: Math.round(seen.data),
    fromWorker,
  };
}

/**
 * Two fresh profiles: one lets the worker in (a cold visit, then a repeat visit it serves), the other blocks it
 * from the start (a cold visit, then a repeat visit from the HTTP cache alone). Blocking must start with the profile:
 * Playwright's 'block' stops new registrations, not one the profile already holds.
 */
async function run(baseUrl, pair) {
  const open = (serviceWorkers) =>
    chromium.launchPersistentContext(fs.mkdtempSync(path.join(work, 'profile-')), {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
      serviceWorkers,
      ...PHONE,
    });
  const prepare = async (context) => {
    await context.addInitScript(({ token, refreshToken }) => {
      sessionStorage.setItem('token', token);
      sessionStorage.setItem('refreshToken', refreshToken);
    }, pair);
    await context.addInitScript(watchFrame);
    return context;
  };
  let context = await prepare(await open('allow'));
  const cold = await visit(context, baseUrl);
  // The worker installs after the first visit; the repeat visit needs it in place with its precache filled.
  const page = await context.newPage();
  await page.goto(`${baseUrl}/auth/login`);
  for (const deadline = Date.now() + 120_000; ; await new Promise((r) => setTimeout(r, 250))) {
    const state = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state);
    if (state === 'activated') break;
    if (Date.now() > deadline) throw new Error('the service worker did not install within 120 s');
  }
  await page.close();
  const sw = await visit(context, baseUrl);
  await context.close();
  if (!sw.fromWorker) throw new Error('the repeat visit was not controlled by the service worker');
  context = await prepare(await open('block'));
  await visit(context, baseUrl);
  const http = await visit(context, baseUrl);
  await context.close();
  if (http.fromWorker) throw new Error('the HTTP-cache visit was controlled by a service worker');
  return { cold, sw, http };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  const dist = args.dist ? path.resolve(args.dist) : await buildWebInto(path.join(work, 'dist'));
  const baseUrl = await startServer(dist);
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'merchant1', password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const pair = await login.json();
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(await run(baseUrl, pair));
    log(`run ${i + 1}: ${JSON.stringify(runs.at(-1))}`);
  }
  const [load1] = os.loadavg();
  log(`median of ${RUNS} (ms from navigation start; load average ${load1.toFixed(2)}, ${os.cpus().length} CPUs):`);
  for (const kind of ['cold', 'sw', 'http'])
    log(
      `  ${kind.padEnd(5)} ${['html', 'code', 'frame', 'data'].map((k) => `${k} ${median(runs.map((r) => r[kind][k]))}`).join('  ')}`,
    );
} finally {
  server?.kill();
  fs.rmSync(work, { recursive: true, force: true });
}
