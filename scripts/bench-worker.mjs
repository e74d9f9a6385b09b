// Load generator for scripts/bench.ts, run in a worker thread so autocannon never shares the server's
// event loop. autocannon's own summary has no p95, so every response time is recorded here.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

function run(opts) {
  return new Promise((resolve, reject) => {
    const times = [];
    const codes = {};
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve({ result, times, codes })));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      codes[statusCode] = (codes[statusCode] ?? 0) + 1;
    });
  });
}

const pct = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

const { url, connections, duration, warmup, requests } = workerData;
// A body holding "__UNIQUE__" gets a fresh value per request (e.g. an idempotency key), so a money
// scenario measures new postings, not replays.
let unique = 0;
const withUnique = requests.map((r) =>
  r.body && r.body.includes('__UNIQUE__')
    ? {
        ...r,
        setupRequest: (req) => ({
          ...req,
          body: r.body.replace('__UNIQUE__', `bench-${process.pid}-${Date.now()}-${unique++}`),
        }),
      }
    : r,
);
const base = { url, connections, requests: withUnique, timeout: 30 };
if (warmup > 0) await run({ ...base, duration: warmup });
const { result, times, codes } = await run({ ...base, duration });
times.sort((a, b) => a - b);
parentPort.postMessage({
  count: times.length,
  rps: times.length / result.duration,
  p50: pct(times, 50),
  p95: pct(times, 95),
  p99: pct(times, 99),
  max: times[times.length - 1] ?? NaN,
  mean: times.reduce((a, b) => a + b, 0) / (times.length || 1),
  codes,
  errors: result.errors,
  timeouts: result.timeouts,
});
