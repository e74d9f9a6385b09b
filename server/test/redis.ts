import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './processes';

const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

/** A throwaway redis-server on 127.0.0.1 (no persistence, its own temp dir), for tests of shared state. */
export async function startTestRedis() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pan-redis-'));
  const port = await freePort();
  const proc = spawn(
    REDIS_SERVER,
    ['--save', '', '--appendonly', 'no', '--port', String(port), '--bind', '127.0.0.1', '--dir', dir],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const url = `redis://127.0.0.1:${port}`;
  const until = Date.now() + 10_000;
  for (;;) {
    const probe = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    probe.on('error', () => {});
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      break;
    } catch {
      probe.disconnect();
      if (Date.now() > until || proc.exitCode !== null) throw new Error(`redis-server did not start on port ${port}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url,
    port,
    async stop() {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
