import { RevealAadhaarAnswer, RevealAadhaarBody } from '../../../contract/aadhaar';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AckNoBody,
  ApplicationDetail,
  BackendPanDashboard,
  CreateApplication,
  CropKindSchema,
  CropRequest,
  DocumentKindSchema,
  MerchantPanDashboard,
  NSDL_PAN_API,
  OptionalRemark,
  PAN_WORKFLOW,
  Remark,
  SCAN_LIMITS,
  SaveApplication,
} from '../../../contract/nsdl-pan';
import { negotiateLocale } from '../../../contract/i18n';
import { ConsentedSubmit } from '../../../contract/privacy/notice';
import { FileDownload } from '../../../contract/table';
import type { AppContext } from '../../context';
import { BACKEND, MERCHANT, currentUser } from '../../lib/access';
import { sendFile, type Downloads } from '../../lib/downloads';
import { fieldError, notFound } from '../../lib/errors';
import { errorResponses, IdParam } from '../../lib/http';
import { requestLocale } from '../../lib/i18n';
import { readMultipart } from '../../lib/multipart';
import { panListDefinition, panMerchantWhere } from './lists';
import { documentAccessLog } from '../privacy/access-logging';
import { registerWorkflowLists } from '../requests/lists';
import { createPanService, type Area } from './service';
import { siteFormsRoutes } from './site-forms';

const AckParam = z.object({ ackNo: z.string().max(40) });
const FileParam = IdParam.extend({ fileId: z.string().uuid() });
const CropParam = IdParam.extend({ kind: CropKindSchema });
const Binary = z.unknown().describe('The file');
/** Made by the phone when it first kept an offline copy of a new draft, so sending that copy again is harmless. */
const KeyHeader = z.object({ 'idempotency-key': z.string().trim().min(8).max(100).optional() });

/** NSDL PAN physical: the merchant's applications and the back office's queue, lists and decisions. */
export async function nsdlPanRoutes(app: FastifyInstance, ctx: AppContext, downloads: Downloads) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pan = createPanService(ctx);
  const accessLog = documentAccessLog(ctx.database.db);
  const M = NSDL_PAN_API.merchant;
  const B = NSDL_PAN_API.backend;
  downloads.register('pan-form', (ref) => pan.formPdf(Number(ref)));
  // The slip's signed reference is 'id~locale': made in the language of whoever asked for the link.
  downloads.register('pan-ack-slip', (ref) => {
    const [id, lang] = ref.split('~');
    return pan.ackSlip(Number(id), negotiateLocale(lang));
  });
  downloads.register('pan-scan', (ref) => pan.scanPdf(Number(ref)));
  // docs/product.md#download-software printable forms (public), generated from the same form layout as the applications.
  await siteFormsRoutes(app, ctx);

  // ----- lists (both areas), as the workflow declares them -----
  registerWorkflowLists(app, ctx.database, {
    workflow: PAN_WORKFLOW,
    api: NSDL_PAN_API,
    tags: ['nsdl-pan'],
    def: panListDefinition,
    merchantOf: pan.merchantOf,
    merchantWhere: panMerchantWhere,
  });

  // ----- shared reads and downloads -----
  for (const area of ['merchant', 'backend'] as Area[]) {
    const base = NSDL_PAN_API[area];
    const access = area === 'merchant' ? MERCHANT : BACKEND;
    const tags = ['nsdl-pan', area];

    r.get(`${base}/applications/:id`, {
      config: { access },
      schema: {
        tags,
        summary: 'One application: data, problems, documents, crops and timeline',
        params: IdParam,
        response: { 200: ApplicationDetail, ...errorResponses },
      },
      handler: async (req) => pan.get(currentUser(req), area, req.params.id),
    });

    r.get(`${base}/ack/:ackNo`, {
      config: { access },
      schema: {
        tags,
        summary: 'One application by its acknowledgement number',
        params: AckParam,
        response: { 200: ApplicationDetail, ...errorResponses },
      },
      handler: async (req) => pan.getByAck(currentUser(req), area, req.params.ackNo),
    });

    r.get(`${base}/applications/:id/files/:fileId`, {
      config: { access },
      schema: {
        tags,
        summary: 'The bytes of one uploaded document (previews and cropping)',
        params: FileParam,
        response: { 200: Binary, ...errorResponses },
      },
      handler: async (req, reply) => {
        const f = await pan.fileContent(currentUser(req), area, req.params.id, req.params.fileId);
        await accessLog.view(req, { refType: 'pan_application', refId: req.params.id, refNo: f.refNo, detail: f.kind });
        return sendFile(reply, f);
      },
    });

    r.get(`${base}/applications/:id/crops/:kind`, {
      config: { access },
      schema: {
        tags,
        summary: 'The cropped photo or signature (JPEG)',
        params: CropParam,
        response: { 200: Binary, ...errorResponses },
      },
      handler: async (req, reply) => {
        const f = await pan.cropContent(currentUser(req), area, req.params.id, req.params.kind);
        const detail = `${req.params.kind} (cropped)`;
        await accessLog.view(req, { refType: 'pan_application', refId: req.params.id, refNo: f.refNo, detail });
        return sendFile(reply, { ...f, name: `${req.params.kind}.jpg` });
      },
    });

    r.post(`${base}/applications/:id/crops`, {
      config: { access },
      schema: {
        tags,
        summary: `Crop the photo or signature from an uploaded form page (box in the image's pixels); stored at NSDL's size`,
        params: IdParam,
        body: CropRequest,
        response: { 200: ApplicationDetail, ...errorResponses },
      },
      handler: async (req) => pan.crop(currentUser(req), area, req.params.id, req.body),
    });

    for (const what of ['form', 'ack', 'scan'] as const) {
      const kind = what === 'form' ? 'pan-form' : what === 'ack' ? 'pan-ack-slip' : 'pan-scan';
      const label =
        what === 'form'
          ? 'the filled Form 49A / CSF'
          : what === 'ack'
            ? 'the acknowledgement slip'
            : 'the merged scan sent with the application';
      r.get(`${base}/applications/:id/download/${what}`, {
        config: { access },
        schema: {
          tags,
          summary: `A signed link to ${label} (PDF)`,
          params: IdParam,
          response: { 200: FileDownload, ...errorResponses },
        },
        handler: async (req) => {
          const user = currentUser(req);
          const { name, refNo } = await pan.download(user, area, req.params.id, what);
          await accessLog.download(req, { refType: 'pan_application', refId: req.params.id, refNo, detail: kind });
          const ref = what === 'ack' ? `${req.params.id}~${requestLocale(req)}` : String(req.params.id);
          return downloads.issue(user.id, kind, ref, name);
        },
      });
    }
  }

  // ----- merchant -----
  const mt = ['nsdl-pan', 'merchant'];
  r.get(`${M}/dashboard`, {
    config: { access: MERCHANT },
    schema: {
      tags: mt,
      summary: "The merchant's applications per state and today's work",
      response: { 200: MerchantPanDashboard, ...errorResponses },
    },
    handler: async (req) => pan.merchantDashboard(currentUser(req)),
  });

  r.post(`${M}/applications`, {
    config: { access: MERCHANT },
    schema: {
      tags: mt,
      summary:
        'Save a new draft (a token number is given); missing answers are allowed, malformed ones are a 400. ' +
        'Header Idempotency-Key: a resend with the same key answers the draft made the first time',
      headers: KeyHeader,
      body: CreateApplication,
      response: { 200: ApplicationDetail, ...errorResponses },
    },
    handler: async (req) => pan.create(currentUser(req), req.body, req.headers['idempotency-key']),
  });

  r.put(`${M}/applications/:id`, {
    config: { access: MERCHANT },
    schema: {
      tags: mt,
      summary: 'Save a draft',
      params: IdParam,
      body: SaveApplication,
      response: { 200: ApplicationDetail, ...errorResponses },
    },
    handler: async (req) => pan.save(currentUser(req), req.params.id, req.body.data),
  });

  r.post(`${M}/applications/:id/submit`, {
    config: { access: MERCHANT },
    schema: {
      tags: mt,
      summary:
        'Submit a complete draft: charges the package price once and sends it for verification (422 lists what ' +
        "is missing; 422 with shortfall when the balance is short; 400 naming consent without the applicant's " +
        'consent to the privacy notice)',
      params: IdParam,
      body: ConsentedSubmit,
      response: { 200: ApplicationDetail, ...errorResponses },
    },
    handler: async (req) => pan.submit(currentUser(req), req.params.id, req.body?.consent),
  });

  r.post(`${M}/applications/:id/reapply`, {
    config: { access: MERCHANT },
    schema: {
      tags: mt,
      summary: 'Copy a rejected application into a new draft (the same draft if asked again)',
      params: IdParam,
      response: { 200: ApplicationDetail, ...errorResponses },
    },
    handler: async (req) => pan.reapply(currentUser(req), req.params.id),
  });

  r.post(`${M}/applications/:id/files`, {
    config: { access: MERCHANT },
    schema: {
      tags: mt,
      summary:
        `Upload a document (multipart: kind, file, optional replaces = file id): JPEG, PNG or PDF ` +
        `checked by content, at most ${SCAN_LIMITS.uploadMaxBytes / 1024 / 1024} MB and ${SCAN_LIMITS.pdfMaxPages} pages`,
      params: IdParam,
      response: { 200: ApplicationDetail, ...errorResponses },
    },
    handler: async (req) => {
      const form = await readMultipart(req, { fileFields: ['file'], maxFileBytes: SCAN_LIMITS.uploadMaxBytes + 1 });
      const kind = DocumentKindSchema.safeParse(form.fields.kind);
      if (!kind.success) throw fieldError('kind', 'Choose what the document is.');
      const file = form.files.file;
      if (!file) throw fieldError('file', 'Choose a file to upload.');
      const replaces = form.fields.replaces || null;
      if (replaces && !z.string().uuid().safeParse(replaces).success)
        throw fieldError('replaces', 'Unknown file to replace.');
      return pan.addFile(currentUser(req), req.params.id, {
        kind: kind.data,
        data: file.data,
        filename: file.filename,
        replaces,
      });
    },
  });

  r.delete(`${M}/applications/:id/files/:fileId`, {
    config: { access: MERCHANT },
    schema: {
      tags: mt,
      summary: 'Take a document out of a draft (it stays on record)',
      params: FileParam,
      response: { 200: ApplicationDetail, ...errorResponses },
    },
    handler: async (req) => pan.removeFile(currentUser(req), req.params.id, req.params.fileId),
  });

  r.post(`${M}/ack/:ackNo/tin-resubmit`, {
    config: { access: MERCHANT },
    schema: {
      tags: mt,
      summary: 'Send the corrected documents uploaded after a TIN rejection back for verification',
      params: AckParam,
      body: OptionalRemark,
      response: { 200: ApplicationDetail, ...errorResponses },
    },
    handler: async (req) => pan.tinResubmit(currentUser(req), req.params.ackNo, req.body.remark || null),
  });

  // ----- back office -----
  const bt = ['nsdl-pan', 'backend'];
  r.get(`${B}/dashboard`, {
    config: { access: BACKEND },
    schema: {
      tags: bt,
      summary: "Applications per state, today's work and the oldest waiting",
      response: { 200: BackendPanDashboard, ...errorResponses },
    },
    handler: async () => pan.backendDashboard(),
  });

  r.get(`${B}/verify/next`, {
    config: { access: BACKEND },
    schema: {
      tags: bt,
      summary: 'The oldest application waiting for verification (404 when the queue is empty)',
      response: { 200: z.object({ id: z.number().int() }), ...errorResponses },
    },
    handler: async () => {
      const next = await pan.nextToVerify();
      if (!next) throw notFound('No application is waiting for verification.');
      return next;
    },
  });

  r.post(`${B}/applications/:id/reveal-aadhaar`, {
    config: { access: BACKEND },
    schema: {
      tags: bt,
      summary: "The applicant's full Aadhaar number, for keying it into NSDL's system; the reason is logged",
      params: IdParam,
      body: RevealAadhaarBody,
      response: { 200: RevealAadhaarAnswer, ...errorResponses },
    },
    handler: async (req) => pan.revealAadhaar({ user: currentUser(req), ip: req.ip }, req.params.id, req.body),
  });

  r.get(`${B}/find`, {
    config: { access: BACKEND },
    schema: {
      tags: bt,
      summary: 'One application by its token number or acknowledgement number (404 when none)',
      querystring: z.object({ q: z.string().max(40) }),
      response: { 200: ApplicationDetail, ...errorResponses },
    },
    handler: async (req) => pan.findByTokenOrAck(req.query.q),
  });

  const decisions = [
    {
      path: 'verify',
      action: 'verify',
      body: OptionalRemark,
      summary: 'Approve a waiting application (it then waits for the acknowledgement number)',
    },
    {
      path: 'reject',
      action: 'reject',
      body: Remark,
      summary: 'Reject a waiting or verified application with a reason; the charge is refunded once',
    },
    {
      path: 'cancel',
      action: 'cancel',
      body: Remark,
      summary:
        'Cancel before acknowledgement (failed Aadhaar authentication or withdrawn), with a reason; refunded once',
    },
    {
      path: 'tin-reject',
      action: 'tin_reject',
      body: Remark,
      summary: 'Record an NSDL/TIN objection on an acknowledged application',
    },
    {
      path: 'tin-verify',
      action: 'tin_verify',
      body: OptionalRemark,
      summary: 'Accept the corrected documents: back to acknowledged',
    },
    {
      path: 'tin-reject-again',
      action: 'tin_reject_again',
      body: Remark,
      summary: 'The corrected documents are still not right: TIN rejected again',
    },
  ] as const;
  for (const d of decisions) {
    r.post(`${B}/applications/:id/${d.path}`, {
      config: { access: BACKEND },
      schema: {
        tags: bt,
        summary: d.summary,
        params: IdParam,
        body: d.body,
        response: { 200: ApplicationDetail, ...errorResponses },
      },
      handler: async (req) =>
        pan.decide(currentUser(req), req.params.id, d.action, {
          remark: (req.body as { remark?: string }).remark ?? null,
        }),
    });
  }

  r.post(`${B}/applications/:id/acknowledge`, {
    config: { access: BACKEND },
    schema: {
      tags: bt,
      summary: "Enter NSDL's 15-digit acknowledgement number (unique) for a verified application",
      params: IdParam,
      body: AckNoBody,
      response: { 200: ApplicationDetail, ...errorResponses },
    },
    handler: async (req) => pan.decide(currentUser(req), req.params.id, 'acknowledge', { ackNo: req.body.ackNo }),
  });
}
