import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessInfo,
  ChatConfig,
  SiteConfiguration,
  SiteConfigurationView,
  SITE_ASSET_KINDS,
  SITE_ASSET_MAX_BYTES,
  type SiteAssetKind,
} from '../../../contract/site';
import { ADMIN, currentUser } from '../../lib/access';
import { errorResponses } from '../../lib/http';
import { readFile } from '../../lib/multipart';
import type { AppContext } from '../../context';
import { SetupChecklist } from '../../../contract/setup-checklist';
import { setupChecklist } from './setup-checklist';
import { defaultMarkPng } from './default-assets';

export async function siteRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { site } = ctx.services;

  r.get('/api/business-info', {
    config: { access: 'public' },
    schema: {
      tags: ['site'],
      summary: 'Head-office details for the footer and contact page',
      response: { 200: BusinessInfo, ...errorResponses },
    },
    handler: async () => site.businessInfo(),
  });

  r.get('/api/tawk-to', {
    config: { access: 'public' },
    schema: {
      tags: ['site'],
      summary: 'Live chat address (null when chat is off)',
      response: { 200: ChatConfig, ...errorResponses },
    },
    handler: async () => ({ api: await site.chatUrl() }),
  });

  async function sendAsset(kind: SiteAssetKind, req: FastifyRequest, reply: FastifyReply) {
    const asset = await site.asset(kind);
    const etag = `"${kind}-${asset ? asset.updatedAt.getTime() : 'default'}"`;
    // no-cache (not no-store): the browser revalidates each time, so a new logo shows at once but costs a 304 otherwise.
    reply.header('cache-control', 'no-cache').header('etag', etag).header('x-content-type-options', 'nosniff');
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    if (asset) return reply.type(asset.mime).send(asset.data);
    return reply.type('image/png').send(await defaultMarkPng());
  }

  for (const kind of SITE_ASSET_KINDS) {
    app.get(`/api/${kind}`, {
      config: { access: 'public' },
      schema: { tags: ['site'], summary: `The site ${kind} image` },
      handler: (req, reply) => sendAsset(kind, req, reply),
    });
  }

  r.get('/api/backend/setup-checklist', {
    config: { access: ADMIN },
    schema: {
      tags: ['site'],
      summary: 'First-run checklist: bank account, package prices, SMTP, business info, logo (each done or not)',
      response: { 200: SetupChecklist, ...errorResponses },
    },
    handler: async () => setupChecklist(ctx.database.db),
  });

  r.get('/api/backend/settings/site-configuration', {
    config: { access: ADMIN },
    schema: {
      tags: ['site'],
      summary: 'Business info, chat address, UTIITSL PSA portal link and which images are set',
      response: { 200: SiteConfigurationView, ...errorResponses },
    },
    handler: async () => site.configuration(),
  });

  r.put('/api/backend/settings/site-configuration', {
    config: { access: ADMIN },
    schema: {
      tags: ['site'],
      summary: 'Save business info, the chat address and the UTIITSL PSA portal link',
      body: SiteConfiguration,
      response: { 200: SiteConfigurationView, ...errorResponses },
    },
    handler: async (req) => site.updateConfiguration(req.body, currentUser(req).id),
  });

  r.post('/api/backend/settings/site-configuration/:kind', {
    config: { access: ADMIN },
    schema: {
      tags: ['site'],
      summary: 'Upload the logo or favicon (multipart field "file")',
      params: z.object({ kind: z.enum(SITE_ASSET_KINDS) }),
      response: { 200: SiteConfigurationView, ...errorResponses },
    },
    handler: async (req) => {
      const { data } = await readFile(req, {
        field: 'file',
        maxFileBytes: SITE_ASSET_MAX_BYTES,
        notMultipart: 'Send the image as multipart/form-data in the field "file".',
        missing: 'Choose an image to upload.',
      });
      await site.saveAsset(req.params.kind, data, currentUser(req).id);
      return site.configuration();
    },
  });
}
