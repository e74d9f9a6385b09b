import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { changeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import { accessPlugin } from '../../lib/access';
import { installErrorHandler } from '../../lib/http';
import { createMetrics } from '../../lib/metrics';
import { randomSecrets } from '../../lib/secrets';
import { createTestDatabase } from '../../test/db';
import { metricsRoutes } from './routes';

const TOKEN = 'scrape-me-0123456789abcdef';

/**
 * The endpoint as the app mounts it: behind the session guard (which lets it through as public), with
 * the metrics hook on the root app and a route with an id in its address beside it.
 */
async function appWith(database: Database, env: Record<string, string>): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  installErrorHandler(app);
  await app.register(accessPlugin, {
    db: database.db,
    jwtSecret: randomSecrets().jwtSecret,
    feed: await changeFeed(database),
  });
  const metrics = createMetrics(app, { database });
  await app.register(async (scope) => {
    await metricsRoutes(scope, { config: loadConfig({ LOG_LEVEL: 'silent', ...env } as NodeJS.ProcessEnv) }, metrics);
    scope.post('/api/notifications/:id/read', { config: { access: 'public' } }, async (_req, reply) =>
      reply.status(204).send(),
    );
  });
  await app.ready();
  return app;
}

let database: Database;
let withToken: FastifyInstance;
let withoutToken: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  withToken = await appWith(database, { METRICS_TOKEN: TOKEN });
  withoutToken = await appWith(database, {});
});
afterAll(async () => {
  await withToken?.close();
  await withoutToken?.close();
  await database?.close();
});

const scrape = (app: FastifyInstance, authorization?: string) =>
  app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });

describe('GET /api/metrics', () => {
  it('is absent (404) when METRICS_TOKEN is not set, whatever is sent', async () => {
    for (const auth of [undefined, `Bearer ${TOKEN}`]) {
      const res = await scrape(withoutToken, auth);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'No route GET /api/metrics' });
    }
  });

  it('answers 401 without the token or with a wrong one', async () => {
    for (const auth of [undefined, 'Bearer wrong-token-0123456789', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(withToken, auth);
      expect(res.statusCode, String(auth)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('pan_http_requests_total');
    }
  });

  it('answers the metrics with the token, counting a route by its pattern and not its address', async () => {
    for (const id of [7, 8])
      expect((await withToken.inject({ method: 'POST', url: `/api/notifications/${id}/read` })).statusCode).toBe(204);
    const res = await scrape(withToken, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(
      /^pan_http_requests_total\{method="POST",route="\/api\/notifications\/:id\/read",status_class="2xx",worker="0"\} 2$/m,
    );
    expect(res.body).not.toMatch(/\/api\/notifications\/[78]\//);
    expect(res.body).toMatch(/^pan_metrics_database_ok\{worker="0"\} 1$/m);
  });
});
