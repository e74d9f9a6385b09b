import { RevealAadhaarAnswer, RevealAadhaarBody } from '../../../contract/aadhaar';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KycReview, KycView, KYC_FILES, KYC_FILE_MAX_BYTES } from '../../../contract/kyc';
import { RejectionForm } from '../../../contract/registration';
import { BACKEND, MERCHANT, currentUser } from '../../lib/access';
import { errorResponses, IdParam } from '../../lib/http';
import { requestLocale, translate } from '../../lib/i18n';
import { readMultipart } from '../../lib/multipart';
import { sendFile } from '../../lib/downloads';
import type { AppContext } from '../../context';
import { documentAccessLog } from '../privacy/access-logging';
import { createKycService } from './service';
import { registerList } from '../../lib/list-routes';
import { USER_MANAGEMENT_API } from '../../../contract/lists/users';
import { kycList, LATEST_ONLY } from './lists';

export const KYC_BACKEND_BASE = '/api/backend/user-management/kyc';
const Message = z.object({ message: z.string() });

export async function kycRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const kyc = createKycService(
    ctx.database.db,
    ctx.storage,
    ctx.services.mail,
    ctx.secrets.encryptionKey,
    ctx.services.aadhaar,
  );
  const accessLog = documentAccessLog(ctx.database.db);

  r.get('/api/kyc/me', {
    config: { access: MERCHANT },
    schema: {
      tags: ['kyc'],
      summary: 'My KYC status and what I submitted (numbers masked)',
      response: { 200: KycView, ...errorResponses },
    },
    handler: async (req) => kyc.mine(currentUser(req).id),
  });

  r.post('/api/kyc/me', {
    config: { access: MERCHANT },
    schema: {
      tags: ['kyc'],
      summary:
        'Submit KYC: multipart with aadhaarNo, panNo, bankName, accountHolder, accountNo, ifsc and files addressProof, photo, shopPhoto',
      response: { 200: KycView, ...errorResponses },
    },
    handler: async (req) => {
      const form = await readMultipart(req, { fileFields: [...KYC_FILES], maxFileBytes: KYC_FILE_MAX_BYTES });
      return kyc.submit(currentUser(req).id, form.fields, form.files, req.ip);
    },
  });

  registerList(app, ctx.database, {
    path: USER_MANAGEMENT_API.kyc,
    access: BACKEND,
    def: kycList,
    tags: ['kyc'],
    summary: 'KYC submissions (the newest of each user), waiting first',
    scope: () => LATEST_ONLY,
  });

  r.get(`${KYC_BACKEND_BASE}/waiting-count`, {
    config: { access: BACKEND },
    schema: {
      tags: ['kyc'],
      summary: 'How many KYC submissions wait for review (the sidebar badge)',
      response: { 200: z.object({ count: z.number().int() }), ...errorResponses },
    },
    handler: async () => ({ count: await kyc.waitingCount() }),
  });

  r.get(`${KYC_BACKEND_BASE}/:id`, {
    config: { access: BACKEND },
    schema: {
      tags: ['kyc'],
      summary: 'A KYC submission for review (the Aadhaar number masked)',
      params: IdParam,
      response: { 200: KycReview, ...errorResponses },
    },
    handler: async (req) => kyc.review(req.params.id),
  });

  r.post(`${KYC_BACKEND_BASE}/:id/aadhaar`, {
    config: { access: BACKEND },
    schema: {
      tags: ['kyc'],
      summary: 'The whole Aadhaar number of a KYC submission, for a reason that is kept in the access log',
      params: IdParam,
      body: RevealAadhaarBody,
      response: { 200: RevealAadhaarAnswer, ...errorResponses },
    },
    handler: async (req) => kyc.revealAadhaar(req.params.id, req.body, { user: currentUser(req), ip: req.ip }),
  });

  r.get(`${KYC_BACKEND_BASE}/:id/file/:field`, {
    config: { access: BACKEND },
    schema: {
      tags: ['kyc'],
      summary: 'One document of a KYC submission',
      params: IdParam.extend({ field: z.enum(KYC_FILES) }),
    },
    handler: async (req, reply) => {
      const f = await kyc.file(req.params.id, req.params.field);
      await accessLog.view(req, { refType: 'kyc_submission', refId: req.params.id, detail: req.params.field });
      const ext = f.mime === 'application/pdf' ? 'pdf' : f.mime === 'image/png' ? 'png' : 'jpg';
      return sendFile(reply, { mime: f.mime, name: `kyc-${req.params.id}-${req.params.field}.${ext}`, body: f.data });
    },
  });

  r.post(`${KYC_BACKEND_BASE}/:id/approve`, {
    config: { access: BACKEND },
    schema: {
      tags: ['kyc'],
      summary: 'Approve a KYC submission',
      params: IdParam,
      response: { 200: Message, ...errorResponses },
    },
    handler: async (req) => {
      await kyc.approve(req.params.id, { id: currentUser(req).id, ip: req.ip });
      return { message: translate(requestLocale(req), 'outcomes.kyc.approved') };
    },
  });

  r.post(`${KYC_BACKEND_BASE}/:id/reject`, {
    config: { access: BACKEND },
    schema: {
      tags: ['kyc'],
      summary: 'Reject a KYC submission with the reason',
      params: IdParam,
      body: RejectionForm,
      response: { 200: Message, ...errorResponses },
    },
    handler: async (req) => {
      await kyc.reject(req.params.id, req.body.remark, { id: currentUser(req).id, ip: req.ip });
      return { message: translate(requestLocale(req), 'outcomes.kyc.rejected') };
    },
  });
}
