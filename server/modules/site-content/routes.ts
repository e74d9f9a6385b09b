import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NewsInput,
  NewsItem,
  SiteContentView,
  Slide,
  SlideInput,
  SlideOrder,
  SLIDE_IMAGE_MAX_BYTES,
  SLIDE_WIDTHS,
} from '../../../contract/site-content';
import { ADMIN, ANY_SIGNED_IN, BACKEND, MERCHANT, currentUser } from '../../lib/access';
import { errorResponses, IdParam } from '../../lib/http';
import { readMultipart } from '../../lib/multipart';
import type { AppContext } from '../../context';
import { createSiteContentService } from './service';

export async function siteContentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const content = createSiteContentService(ctx.database);

  r.get('/api/site-content', {
    config: { access: 'public' },
    schema: {
      tags: ['site-content'],
      summary: 'The running public slides and news of the home page',
      response: { 200: SiteContentView, ...errorResponses },
    },
    handler: async (_req, reply) => {
      // no-cache: the browser asks again each visit (the server answers from memory), so a change shows at once.
      reply.header('cache-control', 'no-cache');
      return content.view('public');
    },
  });

  r.get('/api/merchant/site-content', {
    config: { access: MERCHANT },
    schema: {
      tags: ['site-content'],
      summary: "The merchant dashboard's slides and news (alerts this user dismissed left out)",
      response: { 200: SiteContentView, ...errorResponses },
    },
    handler: async (req) => content.view('merchants', currentUser(req).id),
  });

  r.get('/api/backend/site-content', {
    config: { access: BACKEND },
    schema: {
      tags: ['site-content'],
      summary: "The back-office dashboard's news (alerts this user dismissed left out)",
      response: { 200: SiteContentView, ...errorResponses },
    },
    handler: async (req) => content.view('backend', currentUser(req).id),
  });

  r.post('/api/site-content/news/:id/dismiss', {
    config: { access: ANY_SIGNED_IN },
    schema: {
      tags: ['site-content'],
      summary: 'Close an alert for good for the signed-in user',
      params: IdParam,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (req, reply) => {
      await content.dismiss(req.params.id, currentUser(req).id);
      return reply.status(204).send(null);
    },
  });

  r.get('/api/site-content/slides/:id/image/:width', {
    config: { access: 'public' },
    schema: {
      tags: ['site-content'],
      summary: 'A slide image (WebP) at 800 or 1600 pixels wide',
      params: IdParam.extend({
        width: z.coerce
          .number()
          .pipe(z.union(SLIDE_WIDTHS.map((w) => z.literal(w)) as [z.ZodLiteral<800>, z.ZodLiteral<1600>])),
      }),
    },
    handler: async (req, reply) => {
      const data = await content.image(req.params.id, req.params.width);
      if (!data) return reply.status(404).send({ message: 'This slide no longer exists.' });
      // The address carries the image version (?v=), so a browser may keep it for good.
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type('image/webp')
        .send(data);
    },
  });

  const carousel = '/api/backend/settings/carousel';
  r.get(carousel, {
    config: { access: ADMIN },
    schema: {
      tags: ['site-content'],
      summary: 'All slides in their order',
      response: { 200: z.array(Slide), ...errorResponses },
    },
    handler: async () => content.slides(),
  });

  r.post(carousel, {
    config: { access: ADMIN },
    schema: {
      tags: ['site-content'],
      summary: 'Add a slide (multipart: the fields of SlideInput and the file "image")',
      response: { 201: Slide, ...errorResponses },
    },
    handler: async (req, reply) => {
      const form = await readMultipart(req, { fileFields: ['image'], maxFileBytes: SLIDE_IMAGE_MAX_BYTES });
      return reply
        .status(201)
        .send(await content.createSlide(form.fields, form.files.image?.data, currentUser(req).id));
    },
  });

  r.put(`${carousel}/order`, {
    config: { access: ADMIN },
    schema: {
      tags: ['site-content'],
      summary: 'Put the slides in this order',
      body: SlideOrder,
      response: { 200: z.array(Slide), ...errorResponses },
    },
    handler: async (req) => content.order(req.body.ids, currentUser(req).id),
  });

  r.put(`${carousel}/:id`, {
    config: { access: ADMIN },
    schema: {
      tags: ['site-content'],
      summary: "Change a slide's text, link, audience, dates or whether it runs",
      params: IdParam,
      body: SlideInput,
      response: { 200: Slide, ...errorResponses },
    },
    handler: async (req) => content.updateSlide(req.params.id, req.body, currentUser(req).id),
  });

  r.post(`${carousel}/:id/image`, {
    config: { access: ADMIN },
    schema: {
      tags: ['site-content'],
      summary: 'Replace a slide\'s image (multipart field "image")',
      params: IdParam,
      response: { 200: Slide, ...errorResponses },
    },
    handler: async (req) => {
      const form = await readMultipart(req, { fileFields: ['image'], maxFileBytes: SLIDE_IMAGE_MAX_BYTES });
      return content.replaceImage(req.params.id, form.files.image?.data, currentUser(req).id);
    },
  });

  r.delete(`${carousel}/:id`, {
    config: { access: ADMIN },
    schema: {
      tags: ['site-content'],
      summary: 'Remove a slide; answers the slides left',
      params: IdParam,
      response: { 200: z.array(Slide), ...errorResponses },
    },
    handler: async (req) => {
      await content.removeSlide(req.params.id, currentUser(req).id);
      return content.slides();
    },
  });

  const news = '/api/backend/settings/news-n-updates';
  r.get(news, {
    config: { access: ADMIN },
    schema: {
      tags: ['site-content'],
      summary: 'All news items, newest first',
      response: { 200: z.array(NewsItem), ...errorResponses },
    },
    handler: async () => content.news(),
  });

  r.post(news, {
    config: { access: ADMIN },
    schema: {
      tags: ['site-content'],
      summary: 'Add a news item',
      body: NewsInput,
      response: { 201: NewsItem, ...errorResponses },
    },
    handler: async (req, reply) => reply.status(201).send(await content.addNews(req.body, currentUser(req).id)),
  });

  r.put(`${news}/:id`, {
    config: { access: ADMIN },
    schema: {
      tags: ['site-content'],
      summary: 'Change a news item',
      params: IdParam,
      body: NewsInput,
      response: { 200: NewsItem, ...errorResponses },
    },
    handler: async (req) => content.updateNews(req.params.id, req.body, currentUser(req).id),
  });

  r.delete(`${news}/:id`, {
    config: { access: ADMIN },
    schema: {
      tags: ['site-content'],
      summary: 'Remove a news item; answers the items left',
      params: IdParam,
      response: { 200: z.array(NewsItem), ...errorResponses },
    },
    handler: async (req) => {
      await content.removeNews(req.params.id, currentUser(req).id);
      return content.news();
    },
  });
}
