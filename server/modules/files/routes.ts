import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorBody } from '../../../contract/errors';
import { ANY_SIGNED_IN, currentUser } from '../../lib/access';
import { errorResponses } from '../../lib/http';
import { FILES_PATH, sendFile, type Downloads } from '../../lib/downloads';

/**
 * Serves the tempUrl of docs/product.md#records-and-fields's file download response. The link is signed and short-lived, and it
 * also needs the bearer of the user it was made for: a leaked link is useless to anyone else.
 */
export async function fileRoutes(app: FastifyInstance, downloads: Downloads) {
  // A wildcard, not :token: a signed link is longer than the router's 100-character limit on a parameter.
  app.get(`${FILES_PATH}/*`, {
    config: { access: ANY_SIGNED_IN },
    schema: {
      tags: ['files'],
      summary: 'A file behind a signed download link (valid a few minutes, for the user it was issued to)',
      params: z.object({ '*': z.string().min(10).max(2000) }),
      response: { ...errorResponses, 410: ErrorBody },
    },
    handler: async (req, reply) => {
      const { '*': token } = req.params as { '*': string };
      return sendFile(reply, await downloads.open(token, currentUser(req).id));
    },
  });
}
