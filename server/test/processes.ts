import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** A TCP port free on 127.0.0.1 now (for a server a test starts). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Asks `fn` every 100 ms until it answers something truthy (errors count as "not yet"), for up to `ms`. */
export async function until<T>(
  what: string,
  fn: () => T | null | undefined | false | Promise<T | null | undefined | false>,
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const v = await fn();
      if (v) return v;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const root = path.resolve(__dirname, '../..');

/**
 * The real server (server/main.ts) in a process of its own, for the crash tests: one worker, so that SIGKILL stops
 * the whole server at once, as a power cut would.
 */
export function startServerProcess(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', LOGIN_RATE_PER_MINUTE: '1000', WORKERS: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Waits until the server on `port` answers its health check. */
export async function waitHealthy(port: number, ms = 90_000): Promise<void> {
  await until('the server to start', async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok, ms);
}
