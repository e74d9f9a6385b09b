import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RevealAadhaarAnswer, RevealAadhaarBody } from '../../../contract/aadhaar';
import { ErrorBody } from '../../../contract/errors';
import { ConsentedSubmit } from '../../../contract/privacy/notice';
import { MoveBody, madeBy, type Side, type Workflow } from '../../../contract/requests';
import { FileDownload, type ColumnDef } from '../../../contract/table';
import type { AppContext } from '../../context';
import { BACKEND, MERCHANT, currentUser } from '../../lib/access';
import { sendFile, type Downloads } from '../../lib/downloads';
import { fieldError } from '../../lib/errors';
import { errorResponses, IdParam } from '../../lib/http';
import { readMultipart } from '../../lib/multipart';
import { documentAccessLog } from '../privacy/access-logging';
import { REQUEST_FILE_MAX_BYTES } from './files';
import { registerWorkflowLists, sharedMerchantWhere, sharedRequestList, type OwnColumnSql } from './lists';
import type { SharedRequests } from './request-service';

/*
 * The routes every shared service has, registered from its declaration: its lists, one request with its
 * files, the draft's create / save / submit, and a route per workflow move at `${api[side]}/:id/<action>`
 * for each side that makes it. A service adds only the routes that are its own (a dashboard, a resubmit).
 */

const FileParam = IdParam.extend({ fileId: z.string().uuid() });
const Binary = z.unknown().describe('The file');
/** A refused submit: what is missing, or the balance's shortfall, or KYC not approved. */
export const RefusalBody = ErrorBody.extend({ shortfall: z.number().optional(), kycRequired: z.boolean().optional() });

type AnySchema = z.ZodType;

export type RequestRoutesDecl<K extends string> = {
  key: K;
  workflow: Workflow;
  /** Where the service's calls live on each side. */
  api: Record<Side, string>;
  /** The lists' columns (contract), and the SQL of those that are the service's own. */
  columns: readonly ColumnDef[];
  ownColumns?: Record<string, OwnColumnSql>;
  /** The answer every route of the request gives (contract). */
  detail: AnySchema;
  /** The body of a draft's create and save, `{data}`; none when a request is not drafted (made and charged at once). */
  save?: z.ZodType<{ data: unknown }>;
  /** Whether its requests take files (previews, downloads); default yes. */
  files?: boolean;
  /** The sides that upload (the shop its documents, the back office its results); default both. */
  uploads?: readonly Side[];
  /** Bodies of moves that carry more than a remark (an ARN, a PSA id), by action; MoveBody otherwise. */
  bodies?: Partial<Record<string, z.ZodType<Record<string, unknown>>>>;
  /** The OpenAPI summary of a move's route, or of `create`, `save`, `submit` and `upload:<side>`. */
  summaries?: Partial<Record<string, string>>;
  /** The 422 a submit or an upload may answer, when it carries more than RefusalBody (an invoice report). */
  refusal?: AnySchema;
  /**
   * false: no generic route for the charging move; the service registers its own, whose answer is not
   * the detail (paperless's confirm answers where the browser goes next). Default: registered.
   */
  chargeRoute?: false;
  /** Whether its data holds Aadhaar numbers: the back office then has a logged reveal (decision 0067). */
  aadhaar?: boolean;
};

/**
 * Registers a group of shared services' routes: `download` names their signed file links (one kind for
 * the group), `tags` their OpenAPI section.
 */
export function registerRequestRoutes<K extends string>(
  app: FastifyInstance,
  ctx: AppContext,
  downloads: Downloads,
  requests: SharedRequests<K>,
  group: { download: string; tags: string[]; services: readonly RequestRoutesDecl<K>[] },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const accessLog = documentAccessLog(ctx.database.db);
  downloads.register(group.download, (ref) => {
    const [id, fileId] = ref.split('/');
    return requests.fileByRef(Number(id), fileId);
  });

  for (const s of group.services) {
    const noun = s.workflow.noun;
    const say = (what: string, fallback: string) => s.summaries?.[what] ?? fallback;
    const Detail = s.detail;
    const refusal = s.refusal ?? RefusalBody;

    registerWorkflowLists(app, ctx.database, {
      workflow: s.workflow,
      api: s.api,
      tags: group.tags,
      def: (side, name) => sharedRequestList(s.workflow, side, name, s.columns, s.ownColumns),
      merchantOf: requests.engines[s.key].merchantOf,
      merchantWhere: sharedMerchantWhere,
    });

    // ----- both areas: the request, its files -----
    for (const side of ['merchant', 'backend'] as const) {
      const base = s.api[side];
      const access = side === 'merchant' ? MERCHANT : BACKEND;
      const tags = [...group.tags, side];

      r.get(`${base}/:id`, {
        config: { access },
        schema: {
          tags,
          summary: `One ${noun}: data, problems, files, timeline and the actions the reader may take`,
          params: IdParam,
          response: { 200: Detail, ...errorResponses },
        },
        handler: async (req) => requests.get(currentUser(req), s.key, side, req.params.id),
      });

      if (side === 'backend' && s.aadhaar)
        r.post(`${base}/:id/reveal-aadhaar`, {
          config: { access },
          schema: {
            tags,
            summary: `One full Aadhaar number of the ${noun}, for keying it in elsewhere; the reason is logged`,
            params: IdParam,
            body: RevealAadhaarBody,
            response: { 200: RevealAadhaarAnswer, ...errorResponses },
          },
          handler: async (req) =>
            requests.revealAadhaar({ user: currentUser(req), ip: req.ip }, s.key, req.params.id, req.body),
        });

      if (s.files === false) continue;
      r.get(`${base}/:id/files/:fileId`, {
        config: { access },
        schema: {
          tags,
          summary: 'The bytes of one current file of the request (previews)',
          params: FileParam,
          response: { 200: Binary, ...errorResponses },
        },
        handler: async (req, reply) => {
          const f = await requests.fileContent(currentUser(req), s.key, side, req.params.id, req.params.fileId);
          await accessLog.view(req, {
            refType: 'service_request',
            refId: req.params.id,
            refNo: f.refNo,
            detail: f.kind,
          });
          return sendFile(reply, f);
        },
      });

      r.get(`${base}/:id/files/:fileId/download`, {
        config: { access },
        schema: {
          tags,
          summary: 'A signed link to one current file of the request, under its own name',
          params: FileParam,
          response: { 200: FileDownload, ...errorResponses },
        },
        handler: async (req) => {
          const user = currentUser(req);
          const f = await requests.fileContent(user, s.key, side, req.params.id, req.params.fileId);
          await accessLog.download(req, {
            refType: 'service_request',
            refId: req.params.id,
            refNo: f.refNo,
            detail: f.kind,
          });
          return downloads.issue(user.id, group.download, `${req.params.id}/${req.params.fileId}`, f.name);
        },
      });

      if (s.uploads && !s.uploads.includes(side)) continue;
      r.post(`${base}/:id/files`, {
        config: { access },
        schema: {
          tags,
          summary: say(
            `upload:${side}`,
            side === 'merchant'
              ? `Upload a document to a draft (multipart: kind, file, optional replaces = file id). JPEG, PNG ` +
                  `or PDF checked by content, at most ${REQUEST_FILE_MAX_BYTES / 1024 / 1024} MB`
              : 'Attach a result file (multipart: kind, file, optional replaces)',
          ),
          params: IdParam,
          response: { 200: Detail, ...errorResponses, 422: refusal },
        },
        handler: async (req) => {
          const form = await readMultipart(req, { fileFields: ['file'], maxFileBytes: REQUEST_FILE_MAX_BYTES + 1 });
          const file = form.files.file;
          if (!form.fields.kind) throw fieldError('kind', 'Choose what the document is.');
          if (!file) throw fieldError('file', 'Choose a file to upload.');
          const replaces = form.fields.replaces || null;
          if (replaces && !z.string().uuid().safeParse(replaces).success)
            throw fieldError('replaces', 'Unknown file to replace.');
          return requests.addFile(currentUser(req), s.key, side, req.params.id, {
            kind: form.fields.kind,
            data: file.data,
            filename: file.filename,
            replaces,
          });
        },
      });

      r.delete(`${base}/:id/files/:fileId`, {
        config: { access },
        schema: {
          tags,
          summary:
            'Take a file out of the request (the shop its documents, the back office its results); it stays on record',
          params: FileParam,
          response: { 200: Detail, ...errorResponses },
        },
        handler: async (req) => requests.removeFile(currentUser(req), s.key, side, req.params.id, req.params.fileId),
      });
    }

    // ----- the draft: made, saved, submitted by the workflow's charging move -----
    const charging = Object.entries(s.workflow.moves).find(([, m]) => m.money === 'charge')?.[0];
    if (s.save) {
      const M = s.api.merchant;
      const mt = [...group.tags, 'merchant'];
      const Save = s.save;
      r.post(M, {
        config: { access: MERCHANT },
        schema: {
          tags: mt,
          summary: say(
            'create',
            `Save a new draft ${noun} (a reference number is given); missing answers are allowed, malformed ones are a 400`,
          ),
          body: Save,
          response: { 200: Detail, ...errorResponses },
        },
        handler: async (req) => requests.create(currentUser(req), s.key, req.body.data),
      });

      r.put(`${M}/:id`, {
        config: { access: MERCHANT },
        schema: {
          tags: mt,
          summary: say('save', 'Save a draft (only while it is a draft)'),
          params: IdParam,
          body: Save,
          response: { 200: Detail, ...errorResponses },
        },
        handler: async (req) => requests.save(currentUser(req), s.key, req.params.id, req.body.data),
      });

      if (charging && s.chargeRoute !== false) {
        r.post(`${M}/:id/${charging}`, {
          config: { access: MERCHANT },
          schema: {
            tags: mt,
            summary: say(
              charging,
              "Submit a complete draft with the applicant's consent to the privacy notice (400 naming consent " +
                'without it): charges the package price once (422 lists what is missing; 422 with shortfall when ' +
                'the balance is short; 403 kycRequired)',
            ),
            params: IdParam,
            body: ConsentedSubmit,
            response: { 200: Detail, ...errorResponses, 422: refusal },
          },
          handler: async (req) => requests.submit(currentUser(req), s.key, req.params.id, charging, req.body?.consent),
        });
      }
    }

    // ----- every other move, on the side(s) that make it -----
    for (const [action, m] of Object.entries(s.workflow.moves)) {
      if (m.money === 'charge' || m.auto) continue;
      for (const side of ['merchant', 'backend'] as const) {
        if (!madeBy(m, side)) continue;
        const Body = s.bodies?.[action] ?? MoveBody;
        const fallback =
          `${m.label}${m.remark === 'required' ? ' (remark required)' : ''}: ` +
          `${s.workflow.stateLabels[m.to] ?? m.to}${m.money === 'refund' ? '; the charge is refunded once' : ''}`;
        r.post(`${s.api[side]}/:id/${action}`, {
          config: { access: side === 'merchant' ? MERCHANT : BACKEND },
          schema: {
            tags: [...group.tags, side],
            summary: say(action, fallback),
            params: IdParam,
            body: Body,
            response: { 200: Detail, ...errorResponses },
          },
          handler: async (req) => {
            const body = req.body as Record<string, unknown> & { remark?: string };
            return requests.move(currentUser(req), s.key, req.params.id, action, {
              ...body,
              remark: body.remark ?? null,
            });
          },
        });
      }
    }
  }
}
