import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BackendCourierForm,
  COURIERS_API,
  CourierCandidates,
  CourierForm,
  CourierMerchantOptions,
  CourierReceiveForm,
  CourierReturnForm,
  CourierView,
} from '../../../contract/couriers';
import { BACKEND, MERCHANT, currentUser } from '../../lib/access';
import { forbidden } from '../../lib/errors';
import { errorResponses, IdParam } from '../../lib/http';
import { requireStaffService } from '../staff-permissions/service';
import { registerList } from '../../lib/list-routes';
import type { AppContext } from '../../context';
import { courierList, courierListFilters, merchantCouriers } from './lists';
import { createCourierService } from './service';
import { createPanEngine } from '../nsdl-pan/workflow';

const MerchantQuery = z.object({ merchantCode: z.string().trim().min(1, 'Choose the merchant').max(20) });

/** docs/product.md#couriers: merchants record the parcels of signed forms they send; the back office receives or returns them. */
export async function courierRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { masters } = ctx.services;
  const couriers = createCourierService(
    ctx.database.db,
    createPanEngine(ctx.database.db, (merchantId, code) => masters.priceFor(merchantId, code)),
  );
  const M = COURIERS_API.merchant;
  const B = COURIERS_API.backend;
  const tags = ['couriers'];

  /**
   * The merchant whose data the signed-in merchant account works on (its owner's, for staff, once the
   * owner has opened NSDL PAN to them: couriers carry its applications).
   */
  const merchantIdOf = async (req: FastifyRequest) => {
    const user = currentUser(req);
    if (!user.merchantId) throw forbidden();
    await requireStaffService(ctx.database.db, user, 'nsdl_pan');
    return user.merchantId;
  };
  const actorOf = (req: FastifyRequest) => {
    const { id, role, kind, merchantId } = currentUser(req);
    return { id, role, kind, merchantId, ip: req.ip };
  };

  // ---- merchant ---------------------------------------------------------------------------------

  registerList(app, ctx.database, {
    path: `${M}/list`,
    access: MERCHANT,
    def: courierList,
    tags,
    summary: 'My couriers (additionFilter {state, dt1, dt2})',
    scope: async (req) => merchantCouriers(await merchantIdOf(req)),
    extraFilters: (af) => courierListFilters('merchant', af),
  });

  r.get(`${M}/candidates`, {
    config: { access: MERCHANT },
    schema: {
      tags,
      summary: 'My acknowledged applications whose hard copy is not yet in a courier',
      response: { 200: CourierCandidates, ...errorResponses },
    },
    handler: async (req) => couriers.candidates(await merchantIdOf(req)),
  });

  r.post(M, {
    config: { access: MERCHANT },
    schema: {
      tags,
      summary: 'Record a courier of signed forms; its applications become "hard copy sent"',
      body: CourierForm,
      response: { 200: CourierView, ...errorResponses },
    },
    handler: async (req) =>
      couriers.create(await couriers.merchantById(await merchantIdOf(req)), req.body, actorOf(req)),
  });

  r.get(`${M}/:id`, {
    config: { access: MERCHANT },
    schema: {
      tags,
      summary: 'One of my couriers with its applications',
      params: IdParam,
      response: { 200: CourierView, ...errorResponses },
    },
    handler: async (req) => couriers.view(req.params.id, await merchantIdOf(req)),
  });

  r.put(`${M}/:id`, {
    config: { access: MERCHANT },
    schema: {
      tags,
      summary: 'Correct a courier still on its way: details and applications (removed ones go back to acknowledged)',
      params: IdParam,
      body: CourierForm,
      response: { 200: CourierView, ...errorResponses },
    },
    handler: async (req) => couriers.update(req.params.id, await merchantIdOf(req), req.body, actorOf(req)),
  });

  // ---- back office ------------------------------------------------------------------------------

  registerList(app, ctx.database, {
    path: `${B}/list`,
    access: BACKEND,
    def: courierList,
    tags,
    summary: "Every merchant's couriers (additionFilter {state, dt1, dt2, merchantCode})",
    scope: () => 'all',
    extraFilters: (af) => courierListFilters('backend', af),
  });

  r.get(`${B}/merchants`, {
    config: { access: BACKEND },
    schema: {
      tags,
      summary: 'Merchants with acknowledged applications waiting for a courier',
      response: { 200: CourierMerchantOptions, ...errorResponses },
    },
    handler: async () => couriers.merchantsWaiting(),
  });

  r.get(`${B}/candidates`, {
    config: { access: BACKEND },
    schema: {
      tags,
      summary: "A merchant's acknowledged applications whose hard copy is not yet in a courier",
      querystring: MerchantQuery,
      response: { 200: CourierCandidates, ...errorResponses },
    },
    handler: async (req) => couriers.candidates((await couriers.merchantByCode(req.query.merchantCode)).id),
  });

  r.post(B, {
    config: { access: BACKEND },
    schema: {
      tags,
      summary: 'Record a courier on behalf of a merchant (merchantCode)',
      body: BackendCourierForm,
      response: { 200: CourierView, ...errorResponses },
    },
    handler: async (req) => {
      const { merchantCode, ...form } = req.body;
      return couriers.create(await couriers.merchantByCode(merchantCode), form, actorOf(req));
    },
  });

  r.get(`${B}/:id`, {
    config: { access: BACKEND },
    schema: {
      tags,
      summary: 'A courier with its applications',
      params: IdParam,
      response: { 200: CourierView, ...errorResponses },
    },
    handler: async (req) => couriers.view(req.params.id, null),
  });

  r.post(`${B}/:id/receive`, {
    config: { access: BACKEND },
    schema: {
      tags,
      summary: 'Mark received: its applications are completed',
      params: IdParam,
      body: CourierReceiveForm,
      response: { 200: CourierView, ...errorResponses },
    },
    handler: async (req) => couriers.receive(req.params.id, req.body?.remark || null, actorOf(req)),
  });

  r.post(`${B}/:id/return`, {
    config: { access: BACKEND },
    schema: {
      tags,
      summary: 'Mark returned, with the reason: its applications go back to acknowledged, to be sent again',
      params: IdParam,
      body: CourierReturnForm,
      response: { 200: CourierView, ...errorResponses },
    },
    handler: async (req) => couriers.returnCourier(req.params.id, req.body.remark, actorOf(req)),
  });
}
