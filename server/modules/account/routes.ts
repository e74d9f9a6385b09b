import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Activity, ChangePassword, Message, Profile, Settings, UpdateSetting } from '../../../contract/account';
import { BACKEND, MERCHANT, currentUser, type Access } from '../../lib/access';
import { errorResponses } from '../../lib/http';
import { requestLocale } from '../../lib/i18n';
import { notFound } from '../../lib/errors';
import { readFile } from '../../lib/multipart';
import { sendFile } from '../../lib/downloads';
import type { AppContext } from '../../context';
import { createAccountService } from './service';
import type { Locale } from '../../../contract/i18n';

/**
 * The same account screens exist in both areas (docs/product.md#merchant-portal account/*,
 * docs/product.md#back-office my-profile*), each under its own prefix.
 */
const AREAS: { prefix: string; access: Access; tag: string }[] = [
  { prefix: '/api/backend/my-profile', access: BACKEND, tag: 'backend' },
  { prefix: '/api/merchant/account', access: MERCHANT, tag: 'merchant' },
];

export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const account = createAccountService(ctx.database.db, ctx.storage);

  for (const { prefix, access, tag } of AREAS) {
    const tags = ['account', tag];
    r.get(prefix, {
      config: { access },
      schema: { tags, summary: 'My profile', response: { 200: Profile, ...errorResponses } },
      handler: async (req) => account.profile(currentUser(req).id, requestLocale(req)),
    });

    r.get(`${prefix}/get-settings`, {
      config: { access },
      schema: { tags, summary: 'My security and privacy settings', response: { 200: Settings, ...errorResponses } },
      handler: async (req) => account.settings(currentUser(req).id),
    });

    r.post(`${prefix}/update-setting`, {
      config: { access },
      schema: {
        tags,
        summary: 'Change one setting (docs/product.md#calls: prop, value as a string)',
        body: UpdateSetting,
        response: { 200: Settings, ...errorResponses },
      },
      handler: async (req) =>
        account.updateSetting(
          currentUser(req).id,
          req.body.prop,
          req.body.prop === 'language' ? (req.body.value as Locale) : req.body.value === 'true',
          req.ip,
        ),
    });

    r.get(`${prefix}/activity`, {
      config: { access },
      schema: {
        tags,
        summary: 'My recent activity (while activity tracking is on)',
        response: { 200: Activity, ...errorResponses },
      },
      handler: async (req) => account.activity(currentUser(req).id),
    });

    r.post(`${prefix}/change-password`, {
      config: { access },
      schema: {
        tags,
        summary: 'Change my password (ends my other sessions)',
        body: ChangePassword,
        response: { 200: Message, ...errorResponses },
      },
      handler: async (req) => {
        const u = currentUser(req);
        return account.changePassword(
          u.id,
          u.sessionId,
          req.body.currentPassword,
          req.body.newPassword,
          req.ip,
          requestLocale(req),
        );
      },
    });

    app.get(`${prefix}/photo`, {
      config: { access },
      schema: { tags, summary: 'My profile photo (JPEG); 404 when none' },
      handler: async (req, reply) => {
        const photo = await account.photo(currentUser(req).id);
        if (!photo) throw notFound('No photo yet.');
        reply.header('cache-control', 'private, no-store').header('etag', photo.etag);
        if (req.headers['if-none-match'] === photo.etag) return reply.status(304).send();
        return sendFile(
          reply,
          { mime: photo.mime, name: 'photo.jpg', body: photo.data },
          { cacheControl: 'private, no-store' },
        );
      },
    });

    r.post(`${prefix}/photo`, {
      config: { access },
      schema: {
        tags,
        summary: 'Upload my profile photo (multipart field "file"; JPEG, PNG or WebP up to 2 MB)',
        response: { 200: Profile, ...errorResponses },
      },
      handler: async (req) => {
        const { data } = await readFile(req, {
          field: 'file',
          maxFileBytes: 2 * 1024 * 1024,
          notMultipart: 'Send the photo as multipart/form-data in the field "file".',
          missing: 'Choose a photo to upload.',
        });
        const u = currentUser(req);
        await account.setPhoto(u.id, data);
        return account.profile(u.id, requestLocale(req));
      },
    });
  }
}
