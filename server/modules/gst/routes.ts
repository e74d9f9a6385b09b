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
  type GstService,
  GstDashboard,
  GstRequestDetail,
  GstinBody,
  InvoiceRowProblem,
  SaveGstFiling,
  SaveGstRegistration,
} from '../../../contract/gst';
import type { Side } from '../../../contract/requests';
import type { AppContext } from '../../context';
import { BACKEND, MERCHANT, currentUser } from '../../lib/access';
import type { Downloads } from '../../lib/downloads';
import { errorResponses } from '../../lib/http';
import { REQUEST_FILE_MAX_BYTES } from '../requests/files';
import { RefusalBody, registerRequestRoutes, type RequestRoutesDecl } from '../requests/routes';
import { createGstService } from './service';

/** A refused upload or submit can also carry an invoice summary's rows. */
const GstRefusalBody = RefusalBody.extend({ report: z.array(InvoiceRowProblem).optional() });

const api = (part: string): Record<Side, string> => ({
  merchant: `${GST_API.merchant}/${part}`,
  backend: `${GST_API.backend}/${part}`,
});

/** What GST's routes say of themselves beyond what the workflow's labels give. */
const summaries = {
  'upload:merchant':
    `Upload a document to a draft or to answer a query (multipart: kind, file, optional ` +
    `replaces = file id). JPEG, PNG or PDF checked by content, at most ${REQUEST_FILE_MAX_BYTES / 1024 / 1024} ` +
    `MB; an invoice summary (CSV or .xlsx) is checked row by row and refused with a report`,
  'upload:backend':
    'Attach a result file (multipart: kind = acknowledgement or certificate, file, optional replaces) while in process or completed',
  answer: "Answer the back office's query with a remark (upload files first): back to in process",
  pick_up: 'Pick up a submitted request: in process',
  raise_query: 'Ask the shop for a correction or a document (remark required): query raised',
  reject: 'Reject with a reason (remark required); the charge is refunded once',
  complete: "Complete with GSTN's 15-character ARN (unique per service; attach the acknowledgement as a result file)",
  record_gstin:
    "Record the GSTIN allotted to a completed registration (it must carry the business's PAN and state code)",
};

/** The two services under their part of the API: `${GST_API[side]}/registration/…` and `/filing/…`. */
const SERVICES: RequestRoutesDecl<GstService>[] = [
  {
    key: GST_REGISTRATION_WORKFLOW.key,
    workflow: GST_REGISTRATION_WORKFLOW,
    api: api('registration'),
    columns: GST_REGISTRATION_COLUMNS,
    detail: GstRequestDetail,
    save: SaveGstRegistration,
    aadhaar: true,
    bodies: { complete: ArnBody, record_gstin: GstinBody },
    summaries,
    refusal: GstRefusalBody,
  },
  {
    key: GST_FILING_WORKFLOW.key,
    workflow: GST_FILING_WORKFLOW,
    api: api('filing'),
    columns: GST_FILING_COLUMNS,
    detail: GstRequestDetail,
    save: SaveGstFiling,
    bodies: { complete: ArnBody },
    summaries,
    refusal: GstRefusalBody,
  },
];

/** GST registration and filing (docs/product.md#merchant-portal product/gst, docs/product.md#back-office actions/gst). */
export async function gstRoutes(app: FastifyInstance, ctx: AppContext, downloads: Downloads) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const gst = createGstService(ctx);

  for (const side of ['merchant', 'backend'] as const) {
    r.get(`${GST_API[side]}/dashboard`, {
      config: { access: side === 'merchant' ? MERCHANT : BACKEND },
      schema: {
        tags: ['gst', side],
        summary:
          side === 'merchant'
            ? "The shop's GST requests per state, and the queries waiting for its answer"
            : 'GST requests per state (from the count table), and the queries waiting for shops',
        response: { 200: GstDashboard, ...errorResponses },
      },
      handler: async (req) => (side === 'merchant' ? gst.merchantDashboard(currentUser(req)) : gst.backendDashboard()),
    });
  }

  registerRequestRoutes(app, ctx, downloads, gst.requests, { download: 'gst-file', tags: ['gst'], services: SERVICES });
}
