/**
 * The bench's server under load and its yardsticks (scripts/bench.ts): the server in this process or as
 * its own process tree, the load driven from a worker thread, and the CPU the server and PostgreSQL spend.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { type Database } from '../server/db/client';
import { randomSecrets } from '../server/lib/secrets';
import { diskStorage } from '../server/lib/storage';
import { processCpuMs, processRssBytes, workerPids } from './procfs';

/**
 * CPU time of this process's main thread (the server's event loop), user + system, in ms; null off Linux.
 * Unlike req/s and the loop's busy time it does not count time the thread waited for a core, so it
 * compares code changes on a machine shared with other work. The load generator's thread is excluded.
 */
export function mainThreadCpuMs(): number | null {
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
export function clusterCpuMs(postmaster: number | null): number | null {
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

export async function findPostmaster(database: Database): Promise<number | null> {
  if (database.kind !== 'postgres') return null;
  try {
    const [{ pid }] = await database.query<{ pid: number }>('select pg_backend_pid() as pid');
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(f.slice(f.lastIndexOf(')') + 2).split(' ')[1]) || null;
  } catch {
    return null;
  }
}

export type Load = {
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
export type Request = { method: string; path: string; headers?: Record<string, string>; body?: string };

export function load(
  url: string,
  requests: Request[],
  pace: { connections: number; duration: number; warmup: number },
): Promise<Load> {
  return new Promise((resolve, reject) => {
    const w = new Worker(fileURLToPath(new URL('./bench-worker.mjs', import.meta.url)), {
      workerData: { url, ...pace, requests },
    });
    w.once('message', resolve);
    w.once('error', reject);
  });
}

/** The server under load: in this process (1 worker) or the real server as its own processes (WORKERS > 1). */
export type Server = {
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
export function workerCount(databaseUrl: string, workers: string | undefined): number {
  try {
    return loadConfig({ DATABASE_URL: databaseUrl, WORKERS: workers } as NodeJS.ProcessEnv).workers;
  } catch (err) {
    throw new Error(`--workers ${workers}: ${(err as Error).message.replace(/^Invalid environment:\s*/, '')}`);
  }
}

export async function startInProcess(database: Database, tmp: string): Promise<Server> {
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
export async function startProcesses(tmp: string, workers: number, databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const logFile = path.join(tmp, 'server.log');
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
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

/** Stops the server a failed bench left running, if any. */
export async function stopServerIfRunning() {
  await stopServer?.();
}
