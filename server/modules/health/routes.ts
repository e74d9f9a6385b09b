import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Drain } from '../../lib/drain';

/** How long a readiness probe waits for the database or the storage before calling it down. */
const PROBE_MS = 2000;

const readiness = z.object({
  status: z.enum(['ready', 'not ready']),
  database: z.enum(['ok', 'down']),
  storage: z.enum(['ok', 'down']),
  /** True once the server has been told to stop: it finishes what it has and takes nothing new. */
  draining: z.boolean(),
});

async function probe(work: () => Promise<unknown>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => (timer = setTimeout(() => fail(new Error('timed out')), PROBE_MS)));
  try {
    await Promise.race([work(), late]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /api/health says the process is alive (restart it when not); /api/ready says whether a load balancer
 * should send it work: the database and the file storage answer, and it is not shutting down.
 */
export async function healthRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'database' | 'storage'>,
  drain: Pick<Drain, 'draining'>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/health', {
    config: { access: 'public' },
    schema: { tags: ['health'], summary: 'Liveness', response: { 200: z.object({ status: z.literal('ok') }) } },
    handler: async () => ({ status: 'ok' as const }),
  });
  r.get('/api/ready', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Readiness: the database and file storage answer and the server is not stopping (503 otherwise)',
      response: { 200: readiness, 503: readiness },
    },
    handler: async (_req, reply) => {
      const [database, storage] = await Promise.all([
        probe(() => ctx.database.query('SELECT 1')),
        probe(() => ctx.storage.check()),
      ]);
      const draining = drain.draining;
      const ready = database === 'ok' && storage === 'ok' && !draining;
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'not ready', database, storage, draining });
    },
  });
}
