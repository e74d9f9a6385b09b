import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Order = { clientTxnId: string; amount: string; status: 'created' | 'success' | 'failure'; redirectUrl: string };

/** A stand-in for the ekqr-style UPI gateway on 127.0.0.1, speaking its two calls, for adapter tests. */
export async function startFakeGateway(key: string) {
  const orders = new Map<string, Order>();
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, string>;
      calls.push({ path: req.url ?? '', body });
      const send = (o: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(o));
      };
      if (body.key !== key) return send({ status: false, msg: 'Invalid key' });
      if (req.url === '/api/create_order') {
        orders.set(body.client_txn_id, {
          clientTxnId: body.client_txn_id,
          amount: body.amount,
          status: 'created',
          redirectUrl: body.redirect_url,
        });
        return send({
          status: true,
          msg: 'Order Created',
          data: { order_id: 9000 + orders.size, payment_url: `https://pay.example/${body.client_txn_id}` },
        });
      }
      if (req.url === '/api/check_order_status') {
        const o = orders.get(body.client_txn_id);
        if (!o) return send({ status: false, msg: 'Record not found' });
        return send({
          status: true,
          msg: 'Transaction found',
          data: { status: o.status, amount: Number(o.amount), client_txn_id: o.clientTxnId },
        });
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    orders,
    calls,
    pay(txn: string, status: 'success' | 'failure') {
      orders.get(txn)!.status = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
