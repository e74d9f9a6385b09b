import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGING_API, MessageSettings } from '../../../contract/messaging';
import { ADMIN, currentUser, type Access } from '../../lib/access';
import { forbidden, msg } from '../../lib/errors';
import { errorResponses } from '../../lib/http';
import type { JobRunner } from '../../lib/jobs';
import { registerList } from '../../lib/list-routes';
import type { AppContext } from '../../context';
import { messageList } from './lists';
import { createMessageSender, MESSAGE_JOB, saveSettings, settingsOf } from './service';

/** A shop's own account chooses (its owner, or a franchise member for its own shop); its staff do not. */
const SHOP: Access = { roles: ['merchant'], kinds: ['owner', 'franchise'] };

/** Issue 27 §3: the shop's message choices, the admin's outbox list and the sender job. */
export async function messagingRoutes(app: FastifyInstance, ctx: AppContext, jobs: JobRunner) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const tags = ['messaging'];
  const shopOf = (user: ReturnType<typeof currentUser>) => {
    if (!user.merchantId) throw forbidden(msg('messages.errors.notShop'));
    return user.merchantId;
  };

  r.get(MESSAGING_API.settings, {
    config: { access: SHOP },
    schema: {
      tags,
      summary: 'My message choices per event and channel',
      response: { 200: MessageSettings, ...errorResponses },
    },
    handler: async (req) => settingsOf(db, shopOf(currentUser(req))),
  });

  r.put(MESSAGING_API.settings, {
    config: { access: SHOP },
    schema: {
      tags,
      summary: 'Save my message choices (default: none)',
      body: MessageSettings,
      response: { 200: MessageSettings, ...errorResponses },
    },
    handler: async (req) => saveSettings(db, shopOf(currentUser(req)), req.body),
  });

  registerList(app, ctx.database, {
    path: MESSAGING_API.list,
    access: ADMIN,
    def: messageList,
    tags,
    summary: 'The SMS / WhatsApp outbox',
    scope: () => 'all',
  });

  const sender = createMessageSender(db, ctx.services.masters, { publicUrl: ctx.config.publicUrl });
  jobs.every(MESSAGE_JOB, ctx.config.messageSendSeconds * 1000, async () => void (await sender.run()));
}
