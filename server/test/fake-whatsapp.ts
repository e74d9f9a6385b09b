import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Mode = 'ok' | 'unauthorized' | 'rate_limited' | 'timeout' | 'template_rejected';

/**
 * A stand-in for the WhatsApp Business Cloud API on 127.0.0.1 (server/integrations/whatsapp-cloud.ts):
 * POST /{phone-number-id}/messages with a Bearer token, answering as Graph does (errors included).
 */
export async function startFakeWhatsApp(token: string, phoneNumberId: string) {
  const delivered: { id: string; to: string; template: string; language: string; params: string[] }[] = [];
  const queue: Mode[] = [];
  const graphError = (code: number, message: string) => ({ error: { message, type: 'OAuthException', code } });
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const send = (status: number, o: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(o));
      };
      if (req.url !== `/${phoneNumberId}/messages`) return send(404, graphError(100, 'Unknown path'));
      const mode = queue.shift() ?? 'ok';
      if (mode === 'timeout') return;
      if (req.headers.authorization !== `Bearer ${token}` || mode === 'unauthorized')
        return send(401, graphError(190, 'Invalid OAuth access token'));
      if (mode === 'rate_limited') return send(429, graphError(130429, 'Rate limit hit'));
      if (mode === 'template_rejected') return send(400, graphError(132001, 'Template name does not exist'));
      const body = JSON.parse(raw || '{}') as {
        to: string;
        template: { name: string; language: { code: string }; components: { parameters: { text: string }[] }[] };
      };
      const id = `wamid.FAKE${1000 + delivered.length}`;
      delivered.push({
        id,
        to: body.to,
        template: body.template.name,
        language: body.template.language.code,
        params: body.template.components[0]?.parameters.map((p) => p.text) ?? [],
      });
      return send(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    delivered,
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
