import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OutboxMail,
  SmtpSettingsInput,
  SmtpSettingsView,
  TestMailRequest,
  TestMailResult,
} from '../../../contract/mail';
import { ADMIN, currentUser } from '../../lib/access';
import { errorResponses } from '../../lib/http';
import { requestLocale } from '../../lib/i18n';
import type { AppContext } from '../../context';

const BASE = '/api/backend/settings/smtp-setup';

export async function mailRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { mail } = ctx.services;

  r.get(BASE, {
    config: { access: ADMIN },
    schema: {
      tags: ['mail'],
      summary: 'SMTP settings (the password is never returned)',
      response: { 200: SmtpSettingsView, ...errorResponses },
    },
    handler: async () => mail.view(),
  });

  r.put(BASE, {
    config: { access: ADMIN },
    schema: {
      tags: ['mail'],
      summary: 'Save SMTP settings; an empty password keeps the stored one',
      body: SmtpSettingsInput,
      response: { 200: SmtpSettingsView, ...errorResponses },
    },
    handler: async (req) => mail.save(req.body, currentUser(req).id),
  });

  r.post(`${BASE}/test`, {
    config: { access: ADMIN },
    schema: {
      tags: ['mail'],
      summary: "Send a test mail and report the SMTP server's answer",
      body: TestMailRequest,
      response: { 200: TestMailResult, ...errorResponses },
    },
    handler: async (req) => mail.sendTest(req.body.to, requestLocale(req)),
  });

  r.post(`${BASE}/outbox/send`, {
    config: { access: ADMIN },
    schema: {
      tags: ['mail'],
      summary: 'Send every mail that waited in the outbox or failed, now that SMTP is configured',
      response: { 200: z.object({ sent: z.number(), failed: z.number(), message: z.string() }), ...errorResponses },
    },
    handler: async (req) => mail.sendWaiting(currentUser(req).id, requestLocale(req)),
  });

  r.get(`${BASE}/outbox`, {
    config: { access: ADMIN },
    schema: {
      tags: ['mail'],
      summary: 'The latest mails the portal sent or holds',
      response: { 200: z.array(OutboxMail), ...errorResponses },
    },
    handler: async () => mail.outbox(),
  });
}
