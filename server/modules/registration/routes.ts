import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApprovalDetails,
  ApprovalForm,
  RegistrationDetails,
  RegistrationReceipt,
  RegistrationRequest,
  RejectionForm,
} from '../../../contract/registration';
import { BACKEND, currentUser } from '../../lib/access';
import { errorResponses, IdParam } from '../../lib/http';
import { CAPTCHA_COOKIE } from '../../lib/captcha';
import { requestLocale } from '../../lib/i18n';
import type { AppContext } from '../../context';
import { createRegistrationService } from './service';
import { registerList } from '../../lib/list-routes';
import { USER_MANAGEMENT_API } from '../../../contract/lists/users';
import { registrationList } from './lists';

/** docs/product.md#calls {registration base}. */
export const REGISTRATION_BASE = '/api/backend/user-management/registration';

const Message = z.object({ message: z.string() });

export async function registrationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { mail } = ctx.services;
  const service = createRegistrationService(ctx.database.db, mail, ctx.services.masters, {
    publicUrl: ctx.config.publicUrl,
  });

  r.get('/api/auth/register/options', {
    config: { access: 'public' },
    schema: {
      tags: ['registration'],
      summary: 'ID types a new merchant can register for',
      response: {
        200: z.object({ idTypes: z.array(z.object({ label: z.string(), value: z.string() })) }),
        ...errorResponses,
      },
    },
    handler: async (req) => service.options(requestLocale(req)),
  });

  r.post('/api/auth/register', {
    config: { access: 'public', rateLimit: { max: ctx.config.loginRatePerMinute, timeWindow: '1 minute' } },
    schema: {
      tags: ['registration'],
      summary: 'Register as a merchant (needs the captcha from POST /api/captcha)',
      body: RegistrationRequest,
      response: { 200: RegistrationReceipt, ...errorResponses },
    },
    handler: async (req) =>
      service.submit(req.body, { ip: req.ip, captchaId: req.cookies[CAPTCHA_COOKIE], locale: requestLocale(req) }),
  });

  registerList(app, ctx.database, {
    path: USER_MANAGEMENT_API.registrations,
    access: BACKEND,
    def: registrationList,
    tags: ['registration'],
    summary: 'Registrations, pending first',
    scope: () => 'all',
  });

  r.get(`${REGISTRATION_BASE}/:id`, {
    config: { access: BACKEND },
    schema: {
      tags: ['registration'],
      summary: 'One registration for review',
      params: IdParam,
      response: { 200: RegistrationDetails, ...errorResponses },
    },
    handler: async (req) => service.details(req.params.id),
  });

  r.get(`${REGISTRATION_BASE}/approve/:id`, {
    config: { access: BACKEND },
    schema: {
      tags: ['registration'],
      summary: 'Options for the approval form',
      params: IdParam,
      response: { 200: ApprovalDetails, ...errorResponses },
    },
    handler: async (req) => service.approvalDetails(req.params.id),
  });

  r.post(`${REGISTRATION_BASE}/approve/:id`, {
    config: { access: BACKEND },
    schema: {
      tags: ['registration'],
      summary: 'Approve: creates the merchant, its wallet and ID sale, and emails the applicant',
      params: IdParam,
      body: ApprovalForm,
      response: { 200: Message.extend({ code: z.string() }), ...errorResponses },
    },
    handler: async (req) =>
      service.approve(req.params.id, req.body, { id: currentUser(req).id, ip: req.ip }, requestLocale(req)),
  });

  r.post(`${REGISTRATION_BASE}/reject/:id`, {
    config: { access: BACKEND },
    schema: {
      tags: ['registration'],
      summary: 'Reject with a reason, emailed to the applicant',
      params: IdParam,
      body: RejectionForm,
      response: { 200: Message, ...errorResponses },
    },
    handler: async (req) =>
      service.reject(req.params.id, req.body.remark, { id: currentUser(req).id, ip: req.ip }, requestLocale(req)),
  });
}
