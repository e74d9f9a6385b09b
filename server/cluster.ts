import cluster, { type Worker } from 'node:cluster';

/**
 * WORKERS > 1 (PostgreSQL only): the primary process forks that many workers, each running server/main.ts
 * again as a whole server on the same port (node:cluster hands them the connections in turn). The
 * primary serves nothing itself: it replaces a worker that dies and stops them all on SIGINT/SIGTERM.
 */

const SHUTDOWN = 'pan:shutdown';
/** Wait before replacing a dead worker; doubled for each worker in a row that died within QUICK_EXIT_MS of its start. */
const RESTART_DELAY_MS = 1000;
const MAX_RESTART_DELAY_MS = 30_000;
const QUICK_EXIT_MS = 10_000;
/** Workers still running this long after a stop was asked are killed. */
const STOP_TIMEOUT_MS = 10_000;

export type PrimaryOptions = {
  workers: number;
  /** Called once, when every worker listens for the first time. */
  onReady: () => void;
  /** Restarts and shutdown. */
  log: (msg: string) => void;
};

export function runPrimary(opts: PrimaryOptions): void {
  const live = new Map<number, { worker: Worker; startedAt: number }>();
  const listening = new Set<number>();
  const timers = new Set<NodeJS.Timeout>();
  let ready = false;
  let stopping = false;
  let quickExits = 0;

  const fork = () => {
    const worker = cluster.fork();
    live.set(worker.id, { worker, startedAt: Date.now() });
  };

  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    if (!ready && listening.size >= opts.workers) {
      ready = true;
      opts.onReady();
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const startedAt = live.get(worker.id)?.startedAt ?? 0;
    live.delete(worker.id);
    listening.delete(worker.id);
    if (stopping) {
      if (live.size === 0) process.exit(0);
      return;
    }
    quickExits = Date.now() - startedAt < QUICK_EXIT_MS ? quickExits + 1 : 0;
    const delay = Math.min(MAX_RESTART_DELAY_MS, RESTART_DELAY_MS * 2 ** Math.max(0, quickExits - 1));
    opts.log(
      `worker ${worker.process.pid} exited (${signal ? `signal ${signal}` : `code ${code}`}); starting another in ${delay / 1000} s`,
    );
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopping) fork();
    }, delay);
    timers.add(timer);
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    for (const t of timers) clearTimeout(t);
    if (live.size === 0) process.exit(0);
    opts.log(`${signal}: stopping ${live.size} workers`);
    // A terminal's Ctrl-C reaches the workers too; the message covers a signal sent to the primary alone.
    for (const { worker } of live.values()) {
      if (worker.isConnected()) worker.send({ type: SHUTDOWN }, () => {});
    }
    setTimeout(() => {
      for (const { worker } of live.values()) {
        opts.log(`worker ${worker.process.pid} did not stop within ${STOP_TIMEOUT_MS / 1000} s; killing it`);
        worker.process.kill('SIGKILL');
      }
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));

  for (let i = 0; i < opts.workers; i++) fork();
}

/** In a worker: runs stop (close the app and the database, then exit) when the primary asks. */
export function onStopRequest(stop: () => void): void {
  if (!cluster.isWorker) return;
  process.on('message', (msg: unknown) => {
    if (msg && typeof msg === 'object' && (msg as { type?: unknown }).type === SHUTDOWN) stop();
  });
}
