import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PAYMENTS_API, PaymentRequestView, SLIP_MAX_BYTES } from '../../../contract/payments';
import { RejectionForm } from '../../../contract/registration';
import { BACKEND, currentUser, type Access } from '../../lib/access';
import { errorResponses, IdParam } from '../../lib/http';
import { readMultipart } from '../../lib/multipart';
import { sendFile } from '../../lib/downloads';
import { registerList } from '../../lib/list-routes';
import type { AppContext } from '../../context';
import { documentAccessLog } from '../privacy/access-logging';
import { createPaymentService } from './service';
import { merchantPayments, paymentList } from './lists';

/** docs/product.md#who-may-do-what: merchant staff make no payment requests; owners and franchise members do, for their own wallet. */
const WALLET_HOLDERS: Access = { roles: ['merchant'], kinds: ['owner', 'franchise'] };

export async function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const payments = createPaymentService(ctx.database.db, ctx.storage, ctx.services.masters);
  const accessLog = documentAccessLog(ctx.database.db);
  const tags = ['payments'];
  const M = PAYMENTS_API.merchant;
  const B = PAYMENTS_API.backend;

  registerList(app, ctx.database, {
    path: `${M}/list`,
    access: WALLET_HOLDERS,
    def: paymentList,
    tags,
    summary: 'My payment requests',
    scope: (req) => merchantPayments(currentUser(req).merchantId),
  });
  registerList(app, ctx.database, {
    path: `${B}/list`,
    access: BACKEND,
    def: paymentList,
    tags,
    summary: 'Payment requests, pending first',
    scope: () => 'all',
  });

  r.post(M, {
    config: { access: WALLET_HOLDERS },
    schema: {
      tags,
      summary: 'Request a wallet top-up: multipart with bankId, amount, mode, utr, depositDate and the file "slip"',
      response: { 200: PaymentRequestView, ...errorResponses },
    },
    handler: async (req) => {
      const u = currentUser(req);
      const form = await readMultipart(req, { fileFields: ['slip'], maxFileBytes: SLIP_MAX_BYTES });
      return payments.create(u.merchantId!, u.id, form.fields, form.files.slip, req.ip);
    },
  });

  r.get(`${M}/:id`, {
    config: { access: WALLET_HOLDERS },
    schema: {
      tags,
      summary: 'One of my payment requests',
      params: IdParam,
      response: { 200: PaymentRequestView, ...errorResponses },
    },
    handler: async (req) => payments.viewFor(req.params.id, currentUser(req).merchantId),
  });

  const sendSlip = (reply: FastifyReply, slip: { mime: string; data: Buffer; name: string }) =>
    sendFile(reply, { mime: slip.mime, name: slip.name, body: slip.data });
  r.get(`${M}/:id/slip`, {
    config: { access: WALLET_HOLDERS },
    schema: { tags, summary: 'The slip of one of my requests', params: IdParam },
    handler: async (req, reply) => sendSlip(reply, await payments.slip(req.params.id, currentUser(req).merchantId)),
  });
  r.get(`${B}/:id/slip`, {
    config: { access: BACKEND },
    schema: { tags, summary: 'The slip of a payment request', params: IdParam },
    handler: async (req, reply) => {
      const slip = await payments.slip(req.params.id, null);
      await accessLog.view(req, { refType: 'payment_request', refId: req.params.id, detail: 'slip' });
      return sendSlip(reply, slip);
    },
  });

  r.get(`${B}/:id`, {
    config: { access: BACKEND },
    schema: {
      tags,
      summary: 'A payment request',
      params: IdParam,
      response: { 200: PaymentRequestView, ...errorResponses },
    },
    handler: async (req) => payments.view(req.params.id),
  });

  r.post(`${B}/:id/approve`, {
    config: { access: BACKEND },
    schema: {
      tags,
      summary: 'Approve: credits the wallet once',
      params: IdParam,
      response: { 200: PaymentRequestView, ...errorResponses },
    },
    handler: async (req) => payments.approve(req.params.id, { id: currentUser(req).id, ip: req.ip }),
  });

  r.post(`${B}/:id/reject`, {
    config: { access: BACKEND },
    schema: {
      tags,
      summary: 'Reject with a remark the merchant sees',
      params: IdParam,
      body: RejectionForm,
      response: { 200: PaymentRequestView, ...errorResponses },
    },
    handler: async (req) => payments.reject(req.params.id, req.body.remark, { id: currentUser(req).id, ip: req.ip }),
  });
}
