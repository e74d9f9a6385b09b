import type { FastifyInstance } from 'fastify';

/**
 * Decision 0047: an /api answer to a signed-in route, or to any request that carried a bearer, may hold
 * personal data (Aadhaar and account numbers, balances, addresses), so no browser or proxy keeps a copy.
 * A route that chose its own cache-control (a file's 'private, no-store', the logo's 'no-cache') keeps it.
 */
export function installPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply) => {
    if (!req.url.startsWith('/api') || reply.hasHeader('cache-control')) return;
    const access = req.routeOptions.config?.access;
    if ((access && access !== 'public') || req.headers.authorization) reply.header('cache-control', 'no-store');
  });
}
