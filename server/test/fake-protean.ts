import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderResult } from '../integrations/protean';
import { decrypt, encrypt } from '../integrations/protean-crypto';

/** The page the fake gives for the browser to post to (never opened: the tests bring the result back themselves). */
export const FAKE_PROTEAN_PAGE = 'https://ekyc.protean.example/pan/ekyc';

/** How the fake answers a call: by the protocol, or one of the ways a real provider goes wrong. */
export type FakeProteanMode =
  'protocol' | 'hang' | 'stall' | 'noUrl' | 'garbage' | 'error500' | 'sealedWithOtherKey' | 'aboutAnotherReference';

type Call = '/generate-url' | '/status';

/**
 * A stand-in for Protean on 127.0.0.1 that speaks the generate-url and status calls sealed with `key`
 * (decision 0055): it keeps every call it could open, answers the status of a reference from `results`
 * (nothing known otherwise), and can be set to misbehave for both calls or for one.
 */
export async function startFakeProtean(key: Buffer, opts: { statusDelayMs?: number } = {}) {
  const otherKey = crypto.randomBytes(32);
  const results = new Map<string, ProviderResult>();
  const calls: { path: string; body: Record<string, string> }[] = [];
  const modes: Record<Call, FakeProteanMode> = { '/generate-url': 'protocol', '/status': 'protocol' };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const path = req.url as Call;
      const mode = modes[path] ?? 'protocol';
      if (mode === 'hang') return;
      if (mode === 'stall') return void res.writeHead(200, { 'content-type': 'application/json' }).write('{"url":');
      if (mode === 'error500') return void res.writeHead(500).end('Internal Server Error');
      const send = (o: unknown) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(typeof o === 'string' ? o : JSON.stringify(o));
      if (mode === 'garbage') return send('<html>Service temporarily unavailable</html>');
      const body = decrypt((JSON.parse(raw) as { encData: string }).encData, key) as Record<string, string>;
      calls.push({ path, body });
      const seal = (o: unknown) => encrypt(o, mode === 'sealedWithOtherKey' ? otherKey : key);
      if (mode === 'noUrl') return send({ status: false, message: 'Invalid request' });
      if (path === '/generate-url') return send({ url: FAKE_PROTEAN_PAGE, encData: seal({ session: body.reference }) });
      if (path === '/status') {
        const reference = mode === 'aboutAnotherReference' ? 'NPL-999999' : body.reference;
        const result = results.get(reference);
        const answer = () => send({ encData: seal(result ? { found: true, result } : { found: false, reference }) });
        if (opts.statusDelayMs) return void setTimeout(answer, opts.statusDelayMs);
        return answer();
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    results,
    calls,
    /** What was asked for with the generate-url call, oldest first. */
    generated: () => calls.filter((c) => c.path === '/generate-url').map((c) => c.body),
    /** How many status calls asked about `reference`. */
    statusCalls: (reference: string) =>
      calls.filter((c) => c.path === '/status' && c.body.reference === reference).length,
    /** Both calls, or only `only`, answer as `m` from now on. */
    setMode(m: FakeProteanMode, only?: Call) {
      for (const p of only ? [only] : (Object.keys(modes) as Call[])) modes[p] = m;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeProtean = Awaited<ReturnType<typeof startFakeProtean>>;
