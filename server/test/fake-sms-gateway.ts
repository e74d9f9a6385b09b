import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Mode = 'ok' | 'unauthorized' | 'rate_limited' | 'timeout' | 'template_rejected';

/**
 * A stand-in for the DLT SMS gateway on 127.0.0.1 (server/integrations/sms-gateway.ts). Like the real one it
 * dedupes on client_ref: the same reference again answers the first message id and delivers nothing more.
 * `next(...)` queues the answers of the coming calls (then 'ok').
 */
export async function startFakeSmsGateway(apiKey: string) {
  const delivered: { id: string; mobile: string; message: string; templateId: string; clientRef: string }[] = [];
  const calls: Record<string, unknown>[] = [];
  const byRef = new Map<string, string>();
  const queue: Mode[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, string>;
      calls.push(body);
      const send = (status: number, o: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(o));
      };
      if (req.url !== '/api/v5/sms/send') return send(404, { type: 'error', message: 'not found' });
      const mode = queue.shift() ?? 'ok';
      if (mode === 'timeout') return; // never answers: the adapter's time-out ends it
      if (req.headers.authkey !== apiKey || mode === 'unauthorized')
        return send(401, { type: 'error', message: 'Invalid authkey' });
      if (mode === 'rate_limited') return send(429, { type: 'error', message: 'Too many requests' });
      if (mode === 'template_rejected') return send(400, { type: 'error', message: 'DLT template mismatch' });
      const earlier = byRef.get(body.client_ref);
      if (earlier) return send(200, { type: 'success', message_id: earlier, duplicate: true });
      const id = `SMS${1000 + delivered.length}`;
      byRef.set(body.client_ref, id);
      delivered.push({
        id,
        mobile: body.mobile,
        message: body.message,
        templateId: body.dlt_template_id,
        clientRef: body.client_ref,
      });
      return send(200, { type: 'success', message_id: id });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    delivered,
    calls,
    next(...modes: Mode[]) {
      queue.push(...modes);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
