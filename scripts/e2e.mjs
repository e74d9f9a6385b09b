// `npm run test:e2e [-- vitest args]`: the browser tests against a real, built, running portal.
//
// Builds the web app into a temporary folder (so a developer's ./dist and running server are left alone),
// seeds the demo accounts into a throwaway DATA_DIR, starts the server on a free port, waits for
// /api/health, runs e2e/**/*.spec.ts with vitest.e2e.config.ts in Debian's Chromium, then stops the server
// and removes everything it made. Exits with the tests' code.
//
// Environment:
//   CHROMIUM_PATH      the browser (default /usr/bin/chromium; `apt-get install -y chromium`)
//   E2E_DATABASE_URL   postgres://… of a role that may create databases: a second pass runs on a fresh
//                      PostgreSQL database made and dropped here (PGlite always runs). With no spec named, each
//                      spec runs once, in whichever pass is free (decision 0081); the build's own specs
//                      (BUILD_SPECS) in the PGlite pass. Specs named on the command line run in both passes.
//   E2E_PARALLEL=0     run the PGlite and PostgreSQL passes one after the other (default: side by side, each
//                      with its own server, data and Chromium; a pass's output is printed when it ends); every
//                      spec then runs in both, as it does with specs named
//   E2E_WEB_DIST       reuse an existing build instead of building (quick re-runs while writing specs)
//   E2E_KEEP=1         keep the temporary folder (server log, data) for a look after a failure
//   E2E_ARTIFACTS      where a failed test leaves screenshots of its tabs, a folder per pass (default:
//                      $TMPDIR/pan-e2e-failures/pglite and …/postgresql)
//
// The server runs with NODE_ENV=test and CAPTCHA_FIXED_ANSWER (specs get it as E2E_CAPTCHA_ANSWER), so
// the specs can fill captcha fields, and with UPI_SANDBOX=true, so UPI payments go to the sandbox gateway;
// PUBLIC_URL is this run's address, so links in mails and the sandbox gateway's return lead back to the
// same origin (and the same signed-in tab).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildWebInto } from './build-web.mjs';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitestArgs = process.argv.slice(2);
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pan-e2e-'));
const started = Date.now();
const timings = [];

// Passwords the specs sign in with; fixed so a failure can be reproduced by hand against the kept folder.
const credentials = {
  ADMIN_PASSWORD: 'Admin@e2e-12345',
  DEMO_STAFF_PASSWORD: 'Staff@e2e-12345',
  DEMO_MERCHANT_PASSWORD: 'Merchant@e2e-12345',
};

// Every captcha shows and accepts this text, so the specs can fill captcha fields (the server allows it
// only outside NODE_ENV=production, hence NODE_ENV=test below).
const CAPTCHA_FIXED_ANSWER = 'e2etest';

/** The servers of the passes under way, so a signal stops every one. */
const servers = new Set();

function log(msg) {
  console.log(`[e2e] ${msg}`);
}

async function timed(label, fn) {
  const t0 = Date.now();
  try {
    return await fn();
  } finally {
    const s = ((Date.now() - t0) / 1000).toFixed(1);
    timings.push(`${label}: ${s}s`);
    log(`${label}: ${s}s`);
  }
}

/**
 * A child process to its end, without blocking the event loop (two passes run at once). Its output goes to
 * `out` (a file descriptor) or to this process's own.
 */
function runAsync(cmd, args, { out, ...opts } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: out == null ? 'inherit' : ['ignore', out, out], ...opts });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** What `npm start` serves, prerendered pages included (brotli is left out: slow, and gzip is enough here). */
function buildWeb() {
  return buildWebInto(path.join(work, 'dist'), { brotli: false });
}

/** The server's environment: only what this run decides, so a developer's DATABASE_URL or JWT_SECRET cannot leak in. */
function serverEnv({ dataDir, port, webDist, databaseUrl }) {
  const env = { ...process.env };
  for (const k of [
    'DATABASE_URL',
    'JWT_SECRET',
    'ENCRYPTION_KEY',
    'PUBLIC_URL',
    'TRUST_PROXY',
    'CAPTCHA_FIXED_ANSWER',
    'UPI_GATEWAY_URL',
    'UPI_MIN_AMOUNT',
    'UPI_MAX_AMOUNT',
    'UPI_MAX_OPEN_ORDERS',
    'NSDL_PAPERLESS_EXPIRE_MINUTES',
    'NSDL_PAPERLESS_FAIL_HOURS',
    'NSDL_PAPERLESS_RECONCILE_SECONDS',
  ])
    delete env[k];
  return {
    ...env,
    ...credentials,
    // Not production: the server refuses CAPTCHA_FIXED_ANSWER there. Nothing else in the server depends on
    // it but the captcha cookie's Secure flag, which a plain-http 127.0.0.1 run must not set anyway.
    NODE_ENV: 'test',
    CAPTCHA_FIXED_ANSWER,
    // The ₹1 UPI test pays on the built-in sandbox gateway, which is off unless asked for (decision 0043).
    UPI_SANDBOX: 'true',
    // The customer's messages (e2e/customer.spec.ts) go out within seconds, not the production half minute.
    MESSAGE_SEND_SECONDS: '2',
    NSDL_EKYC_SANDBOX: 'true',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'warn',
    // Every spec signs in from 127.0.0.1; the per-IP limit is tested by the API tests, not here.
    LOGIN_RATE_PER_MINUTE: '1000',
    // No load balancer to tell: the run's end stops the server at once.
    SHUTDOWN_DRAIN_SECONDS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

async function waitForHealth(baseUrl, child, logFile, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (code ${child.exitCode}) before it was healthy:\n${tail(logFile)}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${baseUrl}/api/health within ${timeoutMs / 1000}s:\n${tail(logFile)}`);
}

function tail(file, lines = 60) {
  if (!fs.existsSync(file)) return '(no server log)';
  return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

async function stopServer(child) {
  servers.delete(child);
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

const stopServers = () => Promise.all([...servers].map(stopServer));

async function withPostgresDatabase(adminUrl, fn) {
  const { default: pg } = await import('pg');
  const name = `pan_e2e_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    return await fn(u.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

/**
 * Specs of the built app itself (what a first visit downloads, the prerendered pages, the lists' fit, the pages'
 * accessibility, the languages): the database under the server changes none of it, so they run in the PGlite pass
 * only.
 */
const BUILD_SPECS = [
  'e2e/bundle.spec.ts',
  'e2e/first-visit.spec.ts',
  'e2e/wide-lists.spec.ts',
  'e2e/accessibility.spec.ts',
  'e2e/languages.spec.ts',
];

const namedSpecs = vitestArgs.some((a) => !a.startsWith('-'));

/** A report file per vitest run: CI totals every report it finds, so none may overwrite another. */
function withReportSuffix(args, suffix) {
  return args.map((a) => a.replace(/^(--outputFile(?:\.json)?=)(.+?)(\.json)?$/, `$1$2-${suffix}.json`));
}

/**
 * What a pass runs when it runs every spec itself (one pass, passes one after the other, or specs named): the first
 * pass everything asked for; a later one the same but the build's own specs, unless specs are named.
 */
function argsFor(label, first) {
  if (first) return vitestArgs;
  return [
    ...withReportSuffix(vitestArgs, label.toLowerCase()),
    ...(namedSpecs ? [] : BUILD_SPECS.flatMap((spec) => ['--exclude', spec])),
  ];
}

/**
 * Decision 0081: passes side by side share one queue of the specs that are not the build's, and each takes the next
 * as soon as it is free, so every flow runs once and the two passes end together. Longest file first, so what is
 * left at the end is short.
 */
function sharedSpecQueue() {
  const dir = path.join(root, 'e2e');
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.spec.ts'))
    .map((f) => `e2e/${f.split(path.sep).join('/')}`)
    .filter((spec) => !BUILD_SPECS.includes(spec))
    .sort((a, b) => fs.statSync(path.join(root, b)).size - fs.statSync(path.join(root, a)).size || a.localeCompare(b));
}

/**
 * One full pass: fresh data, seed, server, specs. Returns vitest's exit code. With `quiet`, everything the
 * pass prints goes to its own file, printed whole when it ends, so two passes side by side stay readable.
 */
async function runAgainst(label, webDist, databaseUrl, first, quiet, queue) {
  const dataDir = path.join(work, `data-${label.toLowerCase()}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = serverEnv({ dataDir, port, webDist, databaseUrl });
  const logFile = path.join(work, `server-${label.toLowerCase()}.log`);
  const passLog = path.join(work, `pass-${label.toLowerCase()}.log`);
  const out = quiet ? fs.openSync(passLog, 'a') : null;
  let server = null;
  let code = 1;
  try {
    await timed(`${label}: seed demo accounts`, async () => {
      const status = await runAsync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/seed-demo.ts')], {
        env: { ...env, DEMO_ACCOUNTS_ONLY: '1' },
        out,
      });
      if (status !== 0) throw new Error(`seed-demo failed (exit ${status})`);
    });

    await timed(`${label}: start server`, async () => {
      const serverOut = fs.openSync(logFile, 'a');
      server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
        cwd: root,
        env,
        stdio: ['ignore', serverOut, serverOut],
      });
      servers.add(server);
      fs.closeSync(serverOut);
      await waitForHealth(baseUrl, server, logFile);
    });
    log(`${label}: server on ${baseUrl} (log ${logFile})`);

    const vitest = (args) =>
      runAsync(
        process.execPath,
        [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'vitest.e2e.config.ts', ...args],
        {
          out,
          env: {
            ...process.env,
            // Not BASE_URL: vitest overwrites that one with Vite's base path ('/').
            E2E_BASE_URL: baseUrl,
            CHROMIUM_PATH: chromiumPath,
            E2E_DATA_DIR: dataDir,
            E2E_DATABASE: label,
            E2E_ADMIN_USER: 'admin',
            E2E_ADMIN_PASSWORD: credentials.ADMIN_PASSWORD,
            E2E_STAFF_USER: 'staff1',
            E2E_STAFF_PASSWORD: credentials.DEMO_STAFF_PASSWORD,
            E2E_MERCHANT_USER: 'merchant1',
            E2E_MERCHANT_PASSWORD: credentials.DEMO_MERCHANT_PASSWORD,
            E2E_MERCHANT2_USER: 'merchant2',
            E2E_CAPTCHA_ANSWER: CAPTCHA_FIXED_ANSWER,
            // Two passes side by side must not leave their failure screenshots in each other's way.
            E2E_ARTIFACTS: path.join(
              process.env.E2E_ARTIFACTS || path.join(os.tmpdir(), 'pan-e2e-failures'),
              label.toLowerCase(),
            ),
          },
        },
      );
    code = await timed(`${label}: browser specs`, async () => {
      if (!queue) return vitest(argsFor(label, first));
      const name = label.toLowerCase();
      let worst = first ? await vitest([...withReportSuffix(vitestArgs, `${name}-build`), ...BUILD_SPECS]) : 0;
      const ran = [];
      // A failed spec does not stop the pass: one run reports every broken flow.
      for (let spec = queue.shift(); spec; spec = queue.shift()) {
        ran.push(spec);
        const specCode = await vitest([
          ...withReportSuffix(vitestArgs, `${name}-${path.basename(spec, '.spec.ts')}`),
          spec,
        ]);
        worst = worst || specCode;
      }
      log(`${label}: ran ${first ? "the build's specs and " : ''}${ran.join(', ') || 'no shared spec'}`);
      return worst;
    });
  } finally {
    await stopServer(server);
    if (out != null) {
      fs.closeSync(out);
      process.stdout.write(
        `\n[e2e] ==== ${label}: what the pass printed ====\n${fs.readFileSync(passLog, 'utf8')}\n[e2e] ==== ${label}: end ====\n`,
      );
    }
  }
  if (code !== 0) {
    console.log(`\n[e2e] ${label}: last lines of the server log (level ${env.LOG_LEVEL}):\n${tail(logFile, 40)}\n`);
  }
  return code;
}

function cleanup() {
  if (process.env.E2E_KEEP === '1') log(`kept ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
}

async function main() {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(
      `no Chromium at ${chromiumPath}: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH`,
    );
  }
  const webDist = process.env.E2E_WEB_DIST
    ? path.resolve(process.env.E2E_WEB_DIST)
    : await timed('build web app', async () => buildWeb());

  const targets = [['PGlite', undefined]];
  if (process.env.E2E_DATABASE_URL) targets.push(['PostgreSQL', process.env.E2E_DATABASE_URL]);

  // Side by side by default: a pass leaves much of two cores idle (it waits on one browser tab at a time).
  const together = targets.length > 1 && process.env.E2E_PARALLEL !== '0';
  const queue = together && !namedSpecs ? sharedSpecQueue() : null;
  const pass = async ([label, adminUrl], i) => {
    const first = i === 0;
    const code = adminUrl
      ? await withPostgresDatabase(adminUrl, (url) => runAgainst(label, webDist, url, first, together, queue))
      : await runAgainst(label, webDist, undefined, first, together, queue);
    log(`${label}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`);
    return code;
  };
  let worst = 0;
  if (together) {
    for (const code of await Promise.all(targets.map(pass))) worst = worst || code;
  } else {
    for (const [i, t] of targets.entries()) worst = worst || (await pass(t, i));
  }
  log(`timings: ${timings.join(', ')}; total ${((Date.now() - started) / 1000).toFixed(1)}s`);
  return worst;
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, () => {
    void stopServers().finally(() => {
      cleanup();
      process.exit(130);
    });
  });
}

main()
  .then(async (code) => {
    await stopServers();
    cleanup();
    process.exit(code);
  })
  .catch(async (err) => {
    console.error(`[e2e] ${err instanceof Error ? err.message : err}`);
    await stopServers();
    cleanup();
    process.exit(1);
  });
