import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TRACK_API, TrackAnswer, TrackQuery } from '../../../contract/track';
import { AppError, msg } from '../../lib/errors';
import { errorResponses } from '../../lib/http';
import type { AppContext } from '../../context';
import { createTrackService } from './service';

/** Tries a visitor gets per address, and per receipt number from anywhere, in each window. */
export const TRACK_TRIES_PER_IP = 20;
export const TRACK_TRIES_PER_NUMBER = 5;
const WINDOW = '15 minutes';

/** The number as the limit's key: the store (Redis when shared) never holds a receipt number. */
const numberKey = (number: string) => `track:number:${crypto.createHash('sha256').update(number).digest('hex')}`;

/** issue 27 §2: the public status page's one call. */
export async function trackRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const track = createTrackService(ctx.database.db);
  // The house's limiter store (Redis-shared with REDIS_URL): one count per address, one per number, so neither many
  // numbers from one phone nor one number from many phones can be guessed through.
  const perIp = app.createRateLimit({
    max: TRACK_TRIES_PER_IP,
    timeWindow: WINDOW,
    keyGenerator: (req) => `track:ip:${req.ip}`,
  });
  const perNumber = app.createRateLimit({
    max: TRACK_TRIES_PER_NUMBER,
    timeWindow: WINDOW,
    keyGenerator: (req) => numberKey((req.body as { number: string }).number),
  });
  const limited = async (req: FastifyRequest) => {
    for (const limit of [perIp, perNumber]) {
      const result = await limit(req);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError(429, msg('track.tooMany', { minutes: Math.max(1, Math.ceil(result.ttl / 60_000)) }));
      }
    }
  };

  r.post(TRACK_API, {
    config: { access: 'public' },
    schema: {
      tags: ['track'],
      summary: 'The status of an application, for whoever holds its receipt and the applicant’s date of birth',
      body: TrackQuery,
      response: { 200: TrackAnswer, ...errorResponses },
    },
    preHandler: limited,
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return track.track(req.body.number, { dob: req.body.dob, mobileLast4: req.body.mobileLast4 });
    },
  });
}
