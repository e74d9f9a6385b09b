import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BACKLOG_API,
  BacklogImportReport,
  BacklogImportResult,
  BacklogRow,
  MerchantOptions,
} from '../../../contract/lists/backlog';
import { negotiateLocale } from '../../../contract/i18n';
import { ExportQuery, ExportRequest, FileDownload, TableRequest, tableResponse } from '../../../contract/table';
import { ADMIN, BACKEND, MERCHANT, currentUser, type Access, type AuthUser } from '../../lib/access';
import { errorResponses, sendJsonText } from '../../lib/http';
import { readFile } from '../../lib/multipart';
import { attachment } from '../../lib/export';
import { noteExport, planListAtStart } from '../../lib/list-routes';
import type { Downloads } from '../../lib/downloads';
import { requestLocale } from '../../lib/i18n';
import type { AppContext } from '../../context';
import { documentAccessLog } from '../privacy/access-logging';
import { requireStaffService } from '../staff-permissions/service';
import { backlogScope, type Area } from './policy';
import { backlogList } from './lists';
import { ACK_FILE_MAX_BYTES, additionFilters, createBacklogService } from './service';

const AknParam = z.object({ akn_no: z.string().max(40) });
const Message = z.object({ message: z.string() });
const ACK_KIND = 'backlog-ack';

/**
 * docs/product.md#backlog-pan-records, docs/product.md#calls: the backlog PAN list, its export and acknowledgement
 * downloads in both areas; import for admin.
 */
export async function backlogRoutes(app: FastifyInstance, ctx: AppContext, downloads: Downloads) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const backlog = createBacklogService(ctx.database, ctx.storage, ctx.services.site, ctx.services.aadhaar);
  // The signed reference is 'akn~locale': the slip is made in the language of whoever asked for the link.
  downloads.register(ACK_KIND, (ref) => {
    const cut = ref.lastIndexOf('~');
    if (cut < 0) return backlog.ackFile(ref);
    return backlog.ackFile(ref.slice(0, cut), negotiateLocale(ref.slice(cut + 1)));
  });
  const db = ctx.database.db;
  const accessLog = documentAccessLog(db);

  /** Backlog records are NSDL PAN applications: merchant staff see them only with that service ticked. */
  const scopeOf = async (area: Area, user: AuthUser) => {
    if (area === 'merchant') await requireStaffService(db, user, 'nsdl_pan');
    return backlogScope(db, area, user);
  };

  const AREAS: { area: Area; base: string; access: Access }[] = [
    { area: 'backend', base: BACKLOG_API.backend, access: BACKEND },
    { area: 'merchant', base: BACKLOG_API.merchant, access: MERCHANT },
  ];

  for (const { area, base, access } of AREAS) {
    const tags = ['backlog', area];

    planListAtStart(app, ctx.database, `${base}/pan-list`, backlogList, [
      { scope: 'all', extraFilters: additionFilters({ status: 'A', dt1: '2024-01-01', dt2: '2024-01-31' }) },
    ]);
    r.post(`${base}/pan-list`, {
      config: { access },
      schema: {
        tags,
        summary:
          'One page of backlog PAN records (table request; additionFilter {status: A|P|F|"" (default A), dt1, dt2: YYYY-MM-DD})',
        body: TableRequest,
        response: { 200: tableResponse(BacklogRow), ...errorResponses },
      },
      // PostgreSQL writes the page as JSON in BacklogRow's shape (tests check it); the schema is for the
      // API docs. Parsing the rows and encoding them again cost more than the rest of the response.
      handler: async (req, reply) => {
        const json = await backlog.listJson(await scopeOf(area, currentUser(req)), req.body);
        return sendJsonText(reply, json);
      },
    });

    r.post(`${base}/pan-list/export`, {
      config: { access },
      schema: {
        tags,
        summary: 'Every filtered record as CSV, Excel or PDF (the table request plus the visible columns), streamed',
        querystring: ExportQuery,
        body: ExportRequest,
        response: {
          200: z.unknown().describe('The file; content-disposition names it backlog-pan-YYYY-MM-DD.<ext>'),
          ...errorResponses,
        },
      },
      handler: async (req, reply) => {
        const { columns, ...request } = req.body;
        const file = await backlog.exportFile(
          await scopeOf(area, currentUser(req)),
          request,
          req.query.format,
          columns,
          requestLocale(req),
        );
        await noteExport(req, backlogList, req.query.format, file);
        return reply
          .header('content-type', file.mime)
          .header('content-disposition', attachment(file.name))
          .header('cache-control', 'private, no-store')
          .header('x-export-rows', String(file.rows))
          .send(file.stream);
      },
    });

    r.get(`${base}/dw-ack/:akn_no`, {
      config: { access },
      schema: {
        tags,
        summary: "A signed link to the record's acknowledgement (the imported file, or a slip made from the record)",
        params: AknParam,
        response: { 200: FileDownload, ...errorResponses },
      },
      handler: async (req) => {
        const user = currentUser(req);
        const name = await backlog.ackName(await scopeOf(area, user), req.params.akn_no);
        await accessLog.download(req, {
          refType: 'backlog_record',
          refNo: req.params.akn_no,
          detail: 'acknowledgement',
        });
        return downloads.issue(user.id, ACK_KIND, `${req.params.akn_no}~${requestLocale(req)}`, name);
      },
    });
  }

  r.get(`${BACKLOG_API.backend}/merchants`, {
    config: { access: BACKEND },
    schema: {
      tags: ['backlog', 'backend'],
      summary: 'Merchant numbers a backlog record may carry ({value: code, label})',
      response: { 200: MerchantOptions, ...errorResponses },
    },
    handler: async () => backlog.merchants(),
  });

  r.post(`${BACKLOG_API.backend}/import`, {
    config: { access: ADMIN },
    schema: {
      tags: ['backlog', 'backend'],
      summary: 'Import backlog records from a CSV or Excel file (multipart field "file"); all rows or none',
      response: { 200: BacklogImportResult, ...errorResponses, 422: BacklogImportReport },
    },
    handler: async (req) => {
      const file = await readFile(req, {
        field: 'file',
        notMultipart: 'Send the file as multipart/form-data in the field "file".',
        missing: 'Choose a CSV or Excel file to import.',
      });
      return backlog.importFile(file.data, file.filename, currentUser(req).id, requestLocale(req));
    },
  });

  r.post(`${BACKLOG_API.backend}/ack-file/:akn_no`, {
    config: { access: ADMIN },
    schema: {
      tags: ['backlog', 'backend'],
      summary: 'Attach the original acknowledgement PDF to a record (multipart field "file", at most 2 MB)',
      params: AknParam,
      response: { 200: Message, ...errorResponses },
    },
    handler: async (req) => {
      const file = await readFile(req, {
        field: 'file',
        maxFileBytes: ACK_FILE_MAX_BYTES + 1,
        notMultipart: 'Send the PDF as multipart/form-data in the field "file".',
        missing: 'Choose the acknowledgement PDF.',
      });
      return backlog.attachAckFile(
        req.params.akn_no,
        file.data,
        file.filename,
        currentUser(req).id,
        requestLocale(req),
      );
    },
  });
}
