import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErasureAnswer,
  ErasureBody,
  PRIVACY_ERASURE_API,
  PersonSearch,
  PersonSearchAnswer,
} from '../../../contract/privacy/erasure';
import type { AppContext } from '../../context';
import { ADMIN, currentUser } from '../../lib/access';
import { errorResponses } from '../../lib/http';
import { createErasureService } from './erasure-service';

/** A person's erasure request (docs/decisions/0067): the admin alone finds a person's records and erases them. */
export function erasureRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const erasure = createErasureService(ctx, app.log);
  const tags = ['privacy'];

  r.post(PRIVACY_ERASURE_API.search, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary:
        "Every record holding a person's mobile number, PAN or Aadhaar number (by its keyed hash): what it holds, " +
        'whether it is finished and can be erased; the search is logged (kind and count, never the number)',
      body: PersonSearch,
      response: { 200: PersonSearchAnswer, ...errorResponses },
    },
    handler: async (req) => erasure.search(req.body, { user: currentUser(req), ip: req.ip }),
  });

  r.post(PRIVACY_ERASURE_API.erase, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary:
        "Erases the personal parts of the person's ticked finished records in one transaction (all or none; an id " +
        'that does not hold the number is a 404, an open record a 409); references, amounts and the ledger stay',
      body: ErasureBody,
      response: { 200: ErasureAnswer, ...errorResponses },
    },
    handler: async (req) => erasure.erase(req.body, { user: currentUser(req), ip: req.ip }),
  });
}
