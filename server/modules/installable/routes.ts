import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_ICON_NAMES, MANIFEST_PATH } from '../../../contract/installable';
import { WebAppManifest } from '../../../contract/installable-manifest';
import { errorResponses } from '../../lib/http';
import { requestLocale } from '../../lib/i18n';
import type { AppContext } from '../../context';
import { createInstallableService } from './service';

/** Decision 0079: what a phone reads to install the portal. Public: the browser asks before anyone signs in. */
export async function installableRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const installable = createInstallableService(ctx.services.site);

  r.get(MANIFEST_PATH, {
    config: { access: 'public' },
    schema: {
      tags: ['installable'],
      summary: 'The web app manifest, from the business info',
      response: { 200: WebAppManifest, ...errorResponses },
    },
    handler: async (req, reply) => {
      // Briefly: a renamed business reaches an installed app within minutes, and a phone does not ask each launch.
      reply.header('cache-control', 'public, max-age=300').header('vary', 'accept-language');
      reply.type('application/manifest+json; charset=utf-8');
      return installable.manifest(requestLocale(req));
    },
  });

  r.get('/api/app-icon/:name', {
    config: { access: 'public' },
    schema: {
      tags: ['installable'],
      summary: 'A home-screen icon drawn from the site logo',
      params: z.object({ name: z.enum(APP_ICON_NAMES as [string, ...string[]]) }),
    },
    handler: async (req, reply) => {
      const { version, png } = await installable.icon(req.params.name as (typeof APP_ICON_NAMES)[number]);
      const etag = `"app-icon-${req.params.name}-${version}"`;
      // As the logo itself (site routes): revalidated each time, so a new logo shows at once but costs a 304 otherwise.
      reply.header('cache-control', 'no-cache').header('etag', etag).header('x-content-type-options', 'nosniff');
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('image/png').send(png);
    },
  });
}
