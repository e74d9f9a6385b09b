import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { connectionOwner, workerPids } from '../scripts/procfs';
import { clonePostgresDatabase } from './test/db';
import { freePort, until } from './test/processes';

/**
 * WORKERS=2 on PostgreSQL: the real server as its own process tree (a node:cluster primary and two
 * workers), watched from /proc. Which worker answered a request is read from which process holds the
 * server end of its TCP connection, so the API exposes nothing for it.
 */
const root = path.resolve(__dirname, '..');
const url = process.env.TEST_DATABASE_URL;

const healthy = async (port: number) => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;

/** Sends GET /api/health on a new connection and returns the pid of the worker holding that connection. */
async function answeredBy(port: number, workers: number[]): Promise<number | null> {
  const socket = net.connect(port, '127.0.0.1');
  try {
    await once(socket, 'connect');
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const [chunk] = (await once(socket, 'data')) as [Buffer];
    expect(chunk.toString('latin1')).toMatch(/^HTTP\/1\.1 200/);
    return connectionOwner(workers, port, socket.localPort!);
  } finally {
    socket.destroy();
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const c of cleanups) await c();
});

describe.skipIf(!url)('WORKERS=2 on PostgreSQL', () => {
  it('serves from two worker processes, replaces a killed one and stops them all on SIGTERM', async () => {
    const clone = await clonePostgresDatabase(url!, 'pan_cluster');
    cleanups.push(clone.drop);
    const databaseUrl = new URL(clone.url);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pan-cluster-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));

    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl.toString(),
        WORKERS: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: 'Cluster-test-admin-1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(server);
    let output = '';
    server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const primary = server.pid!;

    await until('the server to answer /api/health', () => healthy(port), 90_000);
    await until(
      'the start-up line',
      () =>
        output.includes(`PAN services portal on http://localhost:${port} (database: PostgreSQL, 2 worker processes;`),
      10_000,
    );
    // One secrets file, made by the primary before it forked, read by both workers.
    expect(Object.keys(JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'))).sort()).toEqual([
      'aadhaarHashKey',
      'encryptionKey',
      'jwtSecret',
    ]);
    const first = await until('two workers', () => (workerPids(primary).length === 2 ? workerPids(primary) : null));

    // The primary deals connections out in turn: a handful reaches both workers.
    const owners = new Set<number | null>();
    for (let i = 0; i < 6; i++) owners.add(await answeredBy(port, first));
    expect([...owners].sort()).toEqual([...first].sort());

    // A worker that dies is replaced; the other one answers meanwhile.
    const [victim, survivor] = first;
    process.kill(victim, 'SIGKILL');
    await until('health while one worker is down', () => healthy(port), 5000);
    const second = await until('a replacement worker', () => {
      const now = workerPids(primary);
      return now.length === 2 && !now.includes(victim) && now.includes(survivor) ? now : null;
    });
    await until('the replacement to listen', async () => {
      const seen = new Set<number | null>();
      for (let i = 0; i < 4; i++) seen.add(await answeredBy(port, second));
      return seen.size === 2 && !seen.has(null);
    });
    expect(output).toMatch(new RegExp(`worker ${victim} exited \\(signal SIGKILL\\); starting another`));

    // SIGTERM to the primary: the workers close their app and database, then everything exits.
    const stoppedAt = Date.now();
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    const [code] = await Promise.race([
      exited,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`the primary still runs after 8 s:\n${output}`)), 8000),
      ),
    ]);
    expect(code).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(8000);
    await until('the workers to be gone', () => second.every((pid) => !alive(pid)), 2000);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 180_000);
});
