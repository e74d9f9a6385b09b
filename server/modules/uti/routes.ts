import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AllotBody,
  ApproveBody,
  COUPON_COLUMNS,
  COUPON_WORKFLOW,
  CouponRequestBody,
  CouponRequestDetail,
  PSA_COLUMNS,
  PSA_WORKFLOW,
  PsaRegistrationDetail,
  SavePsaRegistration,
  UTI_API,
  UtiBackendDashboard,
  UtiMerchantSummary,
} from '../../../contract/uti';
import type { Side } from '../../../contract/requests';
import type { AppContext } from '../../context';
import { BACKEND, MERCHANT, currentUser } from '../../lib/access';
import type { Downloads } from '../../lib/downloads';
import { errorResponses, IdParam } from '../../lib/http';
import { RefusalBody, registerRequestRoutes } from '../requests/routes';
import { COUPON_OWN_COLUMNS } from './declarations';
import { createUtiService } from './service';

const api = (part: string): Record<Side, string> => ({
  merchant: `${UTI_API.merchant}/${part}`,
  backend: `${UTI_API.backend}/${part}`,
});
const PSA = api('psa');
const COUPONS = api('coupons');

/** UTI PAN (docs/product.md#merchant-portal product/uti-pan, docs/product.md#back-office actions/uti-pan). */
export async function utiRoutes(app: FastifyInstance, ctx: AppContext, downloads: Downloads) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const uti = createUtiService(ctx);

  r.get(`${UTI_API.merchant}/summary`, {
    config: { access: MERCHANT },
    schema: {
      tags: ['uti', 'merchant'],
      summary:
        "The shop's PSA registration (state, login id, approval date, rejection reason), the PSA portal link, " +
        "its package's UTI prices and its coupons per type",
      response: { 200: UtiMerchantSummary, ...errorResponses },
    },
    handler: async (req) => uti.summary(currentUser(req)),
  });

  r.get(`${UTI_API.backend}/dashboard`, {
    config: { access: BACKEND },
    schema: {
      tags: ['uti', 'backend'],
      summary:
        'PSA registrations and coupon requests waiting, coupons allotted today and this month (IST), and counts per state',
      response: { 200: UtiBackendDashboard, ...errorResponses },
    },
    handler: async () => uti.backendDashboard(),
  });

  // A PSA registration is drafted, then submitted: the workflow's routes below; correcting a rejected one is UTI's own.
  r.post(`${PSA.merchant}/:id/resubmit`, {
    config: { access: MERCHANT },
    schema: {
      tags: ['uti', 'merchant'],
      summary:
        'Correct a rejected registration: a new draft prefilled from it, documents included (asking again gives the same draft)',
      params: IdParam,
      response: { 200: PsaRegistrationDetail, ...errorResponses },
    },
    handler: async (req) => uti.resubmitPsa(currentUser(req), req.params.id),
  });

  // Coupons are requested and charged at once: no draft.
  r.post(COUPONS.merchant, {
    config: { access: MERCHANT },
    schema: {
      tags: ['uti', 'merchant'],
      summary:
        'Request coupons: charged quantity × the package rate of the type at once (422 without an approved PSA ' +
        'login id; 422 with shortfall when the balance is short; 403 kycRequired)',
      body: CouponRequestBody,
      response: { 200: CouponRequestDetail, ...errorResponses, 422: RefusalBody },
    },
    handler: async (req) => uti.requestCoupons(currentUser(req), req.body),
  });

  registerRequestRoutes(app, ctx, downloads, uti.requests, {
    download: 'uti-file',
    tags: ['uti'],
    services: [
      {
        key: PSA_WORKFLOW.key,
        workflow: PSA_WORKFLOW,
        api: PSA,
        columns: PSA_COLUMNS,
        detail: PsaRegistrationDetail,
        save: SavePsaRegistration,
        uploads: ['merchant'],
        aadhaar: true,
        bodies: { approve: ApproveBody },
        summaries: {
          create:
            'Save a new draft PSA registration (a reference number is given); 409 while the shop has one waiting or approved',
          'upload:merchant':
            "Upload the applicant's PAN card or Aadhaar card to a draft (multipart: kind = pan_card | " +
            'aadhaar_card, file). JPEG, PNG or PDF checked by content, at most 2 MB; a new one replaces the last',
          submit:
            'Submit a complete registration: charges the package price for a PSA id once (422 lists what is ' +
            'missing; 409 when the shop already has one waiting or approved; 422 with shortfall when short)',
          approve:
            "Approve with UTIITSL's PSA login id (unique across the portal; 409 when another registration has it); the shop is mailed",
          reject:
            'Reject with a reason (remark required); the charge is refunded once and the shop may correct and submit again',
        },
      },
      {
        key: COUPON_WORKFLOW.key,
        workflow: COUPON_WORKFLOW,
        api: COUPONS,
        columns: COUPON_COLUMNS,
        ownColumns: COUPON_OWN_COLUMNS,
        detail: CouponRequestDetail,
        files: false,
        bodies: { allot: AllotBody },
        summaries: {
          allot:
            "Allot with UTIITSL's order reference and the number of coupons allotted (1 to the number " +
            'requested); the coupons not allotted are refunded once',
          reject: 'Reject with a reason (remark required); the charge is refunded once',
        },
      },
    ],
  });
}
