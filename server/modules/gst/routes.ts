import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ArnBody,
  GST_API,
  GST_FILING_COLUMNS,
  GST_FILING_WORKFLOW,
  GST_REGISTRATION_COLUMNS,
  GST_REGISTRATION_WORKFLOW,
  GstDashboard,
  GstRequestDetail,
  GstinBody,
  InvoiceRowProblem,
  SaveGstFiling,
  SaveGstRegistration,
  type GstService,
} from '../../../contract/gst';
import { ErrorBody } from '../../../contract/errors';
import { MoveBody, type Side } from '../../../contract/requests';
import { FileDownload } from '../../../contract/table';
import type { AppContext } from '../../context';
import { BACKEND, MERCHANT, currentUser } from '../../lib/access';
import { sendFile, type Downloads } from '../../lib/downloads';
import { fieldError } from '../../lib/errors';
import { errorResponses } from '../../lib/http';
import { readMultipart } from '../../lib/multipart';
import { registerWorkflowLists, sharedMerchantWhere, sharedRequestList } from '../requests/lists';
import { GST_FILE_MAX_BYTES } from './documents';
import { createGstService } from './service';

const IdParam = z.object({ id: z.coerce.number().int().positive() });
const FileParam = IdParam.extend({ fileId: z.string().uuid() });
const Binary = z.unknown().describe('The file');
/** A refused upload or submit: an invoice summary's rows, or the balance's shortfall. */
const RefusalBody = ErrorBody.extend({
  report: z.array(InvoiceRowProblem).optional(),
  shortfall: z.number().optional(),
  kycRequired: z.boolean().optional(),
});

/** The two services under their part of the API: `${GST_API[side]}/registration/…` and `/filing/…`. */
const SERVICES = [
  { part: 'registration', service: 'gst-registration', workflow: GST_REGISTRATION_WORKFLOW, columns: GST_REGISTRATION_COLUMNS, save: SaveGstRegistration },
  { part: 'filing', service: 'gst-filing', workflow: GST_FILING_WORKFLOW, columns: GST_FILING_COLUMNS, save: SaveGstFiling },
] as const satisfies readonly { part: string; service: GstService; [k: string]: unknown }[];

/** GST registration and filing (issue 13 §3; SPEC §2.3 product/gst, §2.4 actions/gst). */
export async function gstRoutes(app: FastifyInstance, ctx: AppContext, downloads: Downloads) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const gst = createGstService(ctx);
  downloads.register('gst-file', (ref) => {
    const [id, fileId] = ref.split('/');
    return gst.fileByRef(Number(id), fileId);
  });

  for (const side of ['merchant', 'backend'] as const) {
    r.get(`${GST_API[side]}/dashboard`, {
      config: { access: side === 'merchant' ? MERCHANT : BACKEND },
      schema: {
        tags: ['gst', side],
        summary: side === 'merchant' ? "The shop's GST requests per state, and the queries waiting for its answer" : 'GST requests per state (from the count table), and the queries waiting for shops',
        response: { 200: GstDashboard, ...errorResponses },
      },
      handler: async (req) => (side === 'merchant' ? gst.merchantDashboard(currentUser(req)) : gst.backendDashboard()),
    });
  }

  for (const s of SERVICES) {
    const api: Record<Side, string> = { merchant: `${GST_API.merchant}/${s.part}`, backend: `${GST_API.backend}/${s.part}` };
    const noun = s.workflow.noun;

    registerWorkflowLists(app, ctx.database, {
      workflow: s.workflow,
      api,
      tags: ['gst'],
      def: (side, name) => sharedRequestList(s.workflow, side, name, s.columns),
      merchantOf: gst.merchantOf,
      merchantWhere: sharedMerchantWhere,
    });

    // ----- both areas: the request, its files -----
    for (const side of ['merchant', 'backend'] as const) {
      const base = api[side];
      const access = side === 'merchant' ? MERCHANT : BACKEND;
      const tags = ['gst', side];

      r.get(`${base}/:id`, {
        config: { access },
        schema: { tags, summary: `One ${noun}: data, problems, files, timeline and the actions the reader may take`, params: IdParam, response: { 200: GstRequestDetail, ...errorResponses } },
        handler: async (req) => gst.get(currentUser(req), s.service, side, req.params.id),
      });

      r.get(`${base}/:id/files/:fileId`, {
        config: { access },
        schema: { tags, summary: 'The bytes of one current file of the request (previews)', params: FileParam, response: { 200: Binary, ...errorResponses } },
        handler: async (req, reply) => sendFile(reply, await gst.fileContent(currentUser(req), s.service, side, req.params.id, req.params.fileId)),
      });

      r.get(`${base}/:id/files/:fileId/download`, {
        config: { access },
        schema: { tags, summary: 'A signed link to one current file of the request, under its own name', params: FileParam, response: { 200: FileDownload, ...errorResponses } },
        handler: async (req) => {
          const user = currentUser(req);
          const f = await gst.fileContent(user, s.service, side, req.params.id, req.params.fileId);
          return downloads.issue(user.id, 'gst-file', `${req.params.id}/${req.params.fileId}`, f.name);
        },
      });

      r.post(`${base}/:id/files`, {
        config: { access },
        schema: {
          tags,
          summary:
            side === 'merchant'
              ? `Upload a document to a draft or to answer a query (multipart: kind, file, optional replaces = file id). JPEG, PNG or PDF checked by content, at most ${GST_FILE_MAX_BYTES / 1024 / 1024} MB; an invoice summary (CSV or .xlsx) is checked row by row and refused with a report`
              : 'Attach a result file (multipart: kind = acknowledgement or certificate, file, optional replaces) while in process or completed',
          params: IdParam,
          response: { 200: GstRequestDetail, ...errorResponses, 422: RefusalBody },
        },
        handler: async (req) => {
          const form = await readMultipart(req, { fileFields: ['file'], maxFileBytes: GST_FILE_MAX_BYTES + 1 });
          const file = form.files.file;
          if (!form.fields.kind) throw fieldError('kind', 'Choose what the document is.');
          if (!file) throw fieldError('file', 'Choose a file to upload.');
          const replaces = form.fields.replaces || null;
          if (replaces && !z.string().uuid().safeParse(replaces).success) throw fieldError('replaces', 'Unknown file to replace.');
          return gst.addFile(currentUser(req), s.service, side, req.params.id, { kind: form.fields.kind, data: file.data, filename: file.filename, replaces });
        },
      });

      r.delete(`${base}/:id/files/:fileId`, {
        config: { access },
        schema: { tags, summary: 'Take a file out of the request (the shop its documents, the back office its results); it stays on record', params: FileParam, response: { 200: GstRequestDetail, ...errorResponses } },
        handler: async (req) => gst.removeFile(currentUser(req), s.service, side, req.params.id, req.params.fileId),
      });
    }

    // ----- merchant -----
    const M = api.merchant;
    const mt = ['gst', 'merchant'];
    r.post(M, {
      config: { access: MERCHANT },
      schema: { tags: mt, summary: `Save a new draft ${noun} (a reference number is given); missing answers are allowed, malformed ones are a 400`, body: s.save, response: { 200: GstRequestDetail, ...errorResponses } },
      handler: async (req) => gst.create(currentUser(req), s.service, req.body.data),
    });

    r.put(`${M}/:id`, {
      config: { access: MERCHANT },
      schema: { tags: mt, summary: 'Save a draft (only while it is a draft)', params: IdParam, body: s.save, response: { 200: GstRequestDetail, ...errorResponses } },
      handler: async (req) => gst.save(currentUser(req), s.service, req.params.id, req.body.data),
    });

    r.post(`${M}/:id/submit`, {
      config: { access: MERCHANT },
      schema: {
        tags: mt,
        summary: 'Submit a complete draft: charges the package price once (422 lists what is missing; 422 with shortfall when the balance is short; 403 kycRequired)',
        params: IdParam,
        response: { 200: GstRequestDetail, ...errorResponses, 422: RefusalBody },
      },
      handler: async (req) => gst.submit(currentUser(req), s.service, req.params.id),
    });

    r.post(`${M}/:id/answer`, {
      config: { access: MERCHANT },
      schema: { tags: mt, summary: "Answer the back office's query with a remark (upload files first): back to in process", params: IdParam, body: MoveBody, response: { 200: GstRequestDetail, ...errorResponses } },
      handler: async (req) => gst.move(currentUser(req), s.service, req.params.id, 'answer', { remark: req.body.remark ?? null }),
    });

    // ----- back office -----
    const B = api.backend;
    const bt = ['gst', 'backend'];
    const moves = [
      { action: 'pick_up', summary: 'Pick up a submitted request: in process' },
      { action: 'raise_query', summary: 'Ask the shop for a correction or a document (remark required): query raised' },
      { action: 'reject', summary: 'Reject with a reason (remark required); the charge is refunded once' },
    ] as const;
    for (const m of moves) {
      r.post(`${B}/:id/${m.action}`, {
        config: { access: BACKEND },
        schema: { tags: bt, summary: m.summary, params: IdParam, body: MoveBody, response: { 200: GstRequestDetail, ...errorResponses } },
        handler: async (req) => gst.move(currentUser(req), s.service, req.params.id, m.action, { remark: req.body.remark ?? null }),
      });
    }

    r.post(`${B}/:id/complete`, {
      config: { access: BACKEND },
      schema: { tags: bt, summary: "Complete with GSTN's 15-character ARN (unique per service; attach the acknowledgement as a result file)", params: IdParam, body: ArnBody, response: { 200: GstRequestDetail, ...errorResponses } },
      handler: async (req) => gst.move(currentUser(req), s.service, req.params.id, 'complete', { arn: req.body.arn, remark: req.body.remark ?? null }),
    });

    if (s.service === 'gst-registration') {
      r.post(`${B}/:id/record_gstin`, {
        config: { access: BACKEND },
        schema: { tags: bt, summary: "Record the GSTIN allotted to a completed registration (it must carry the business's PAN and state code)", params: IdParam, body: GstinBody, response: { 200: GstRequestDetail, ...errorResponses } },
        handler: async (req) => gst.move(currentUser(req), s.service, req.params.id, 'record_gstin', { gstin: req.body.gstin }),
      });
    }
  }
}
