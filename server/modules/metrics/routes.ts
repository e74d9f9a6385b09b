import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound, unauthorized } from '../../lib/errors';
import type { Metrics } from '../../lib/metrics';

/** Compared as digests: equal lengths for timingSafeEqual, and the time says nothing of the token's length. */
function sameToken(given: string, expected: string): boolean {
  const digest = (s: string) => crypto.createHash('sha256').update(s).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET /api/metrics for Prometheus (decision 0063). Public to the session guard, since a scraper has no
 * account: it sends `Authorization: Bearer METRICS_TOKEN` instead. Without METRICS_TOKEN the endpoint
 * answers as if it did not exist.
 */
export async function metricsRoutes(app: FastifyInstance, ctx: Pick<AppContext, 'config'>, metrics: Metrics) {
  const token = ctx.config.metricsToken;
  app.get('/api/metrics', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary:
        'Prometheus metrics of the server process that answers (Authorization: Bearer METRICS_TOKEN; 404 when METRICS_TOKEN is not set)',
    },
    handler: async (req, reply) => {
      if (!token) throw notFound('No route GET /api/metrics');
      const header = req.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!given || !sameToken(given, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw unauthorized('The metrics need the token of METRICS_TOKEN (Authorization: Bearer …).');
      }
      reply.header('cache-control', 'no-store');
      reply.type(metrics.contentType);
      return metrics.text();
    },
  });
}
