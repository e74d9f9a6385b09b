import type { FastifyInstance } from 'fastify';

/**
 * Stopping behind a load balancer: the server first drains, so /api/ready answers 503 and
 * the balancer sends no more, while what still arrives is served for SHUTDOWN_DRAIN_SECONDS; only then
 * does app.close() shut the port. Closing at once resets connections the kernel accepted but the server
 * had not read yet. Every answer given while draining closes its connection, so no keep-alive connection
 * (a balancer's) holds app.close() open until Fastify's keepAliveTimeout (72 s).
 */
export type Drain = { readonly draining: boolean; start(): void };

declare module 'fastify' {
  interface FastifyInstance {
    drain: Drain;
  }
}

/** On the root app, before the routes, so its hook covers every answer. */
export function installDrain(app: FastifyInstance): Drain {
  let draining = false;
  const drain: Drain = {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
    },
  };
  app.decorate('drain', drain);
  app.addHook('onSend', async (_req, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  // app.close() without a drain before it (tests, the cluster's workers) drains from then on.
  app.addHook('preClose', async () => drain.start());
  return drain;
}
