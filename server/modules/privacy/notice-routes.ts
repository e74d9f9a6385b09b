import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NOTICE_FACTS_PATH, NoticeFacts } from '../../../contract/privacy/notice';
import type { AppContext } from '../../context';
import { MERCHANT } from '../../lib/access';
import { errorResponses } from '../../lib/http';
import { noticeFacts } from './consent';

/** The agency's facts every application form's privacy notice states (its words are the contract's). */
export function noticeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(NOTICE_FACTS_PATH, {
    config: { access: MERCHANT },
    schema: {
      tags: ['privacy', 'merchant'],
      summary:
        "The privacy notice's facts: days documents are kept after an application is finished, the agency's contact",
      response: { 200: NoticeFacts, ...errorResponses },
    },
    handler: async () => noticeFacts(ctx.database.db, ctx.services.site),
  });
}
