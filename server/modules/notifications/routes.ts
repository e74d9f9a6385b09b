import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NOTIFICATIONS_API, notificationListSchema } from '../../../contract/notifications';
import type { AppContext } from '../../context';
import { ANY_SIGNED_IN, currentUser } from '../../lib/access';
import { errorResponses, IdParam } from '../../lib/http';
import { requestLocale } from '../../lib/i18n';
import { listNotifications, markAllRead, markRead } from './service';
import type { NotificationStream } from './stream';

const tags = ['notifications'];

/**
 * docs/product.md#shell's bell (decision 0059): every signed-in account reads and marks only its own notifications;
 * another account's id is answered as an unknown one.
 */
export async function notificationRoutes(app: FastifyInstance, ctx: AppContext, stream: NotificationStream) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;

  r.get(NOTIFICATIONS_API.list, {
    config: { access: ANY_SIGNED_IN },
    schema: {
      tags,
      summary: 'My latest notifications, newest first, and how many are unread',
      response: { 200: notificationListSchema, ...errorResponses },
    },
    handler: async (req) => listNotifications(db, currentUser(req).id, undefined, requestLocale(req)),
  });

  r.post(NOTIFICATIONS_API.read(':id'), {
    config: { access: ANY_SIGNED_IN },
    schema: {
      tags,
      summary: 'Mark one of my notifications read; answers the list as it is now',
      params: IdParam,
      response: { 200: notificationListSchema, ...errorResponses },
    },
    handler: async (req) => markRead(db, currentUser(req).id, req.params.id, requestLocale(req)),
  });

  r.post(NOTIFICATIONS_API.readAll, {
    config: { access: ANY_SIGNED_IN },
    schema: {
      tags,
      summary: 'Mark all my notifications read; answers the list as it is now',
      response: { 200: notificationListSchema, ...errorResponses },
    },
    handler: async (req) => markAllRead(db, currentUser(req).id, requestLocale(req)),
  });

  r.get(NOTIFICATIONS_API.stream, {
    config: { access: ANY_SIGNED_IN },
    schema: {
      tags,
      summary:
        'Server-sent events: a `notifications` event (unread count and the newest) on opening and whenever ' +
        'mine change; ends when the session does',
      response: { 401: errorResponses[401], 403: errorResponses[403] },
    },
    handler: (req, reply) => stream.open(req, reply),
  });
}
