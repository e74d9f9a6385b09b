import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CollectionRange,
  CollectionTotals,
  PriceCapForm,
  PriceCapList,
  RECEIPTS_API,
  ReceiptList,
  ReceiptPdfQuery,
  ShopPriceForm,
  ShopPriceList,
} from '../../../contract/receipts';
import { ADMIN, MERCHANT, currentUser } from '../../lib/access';
import { sendFile } from '../../lib/downloads';
import { errorResponses, IdParam } from '../../lib/http';
import { registerList } from '../../lib/list-routes';
import { collectionTotals, rangeFilters } from './collections';
import { collectionList, receiptList, shopCollections, shopReceipts } from './lists';
import type { AppContext } from '../../context';
import { acknowledgementOf } from '../track/service';
import { receiptPdf } from './receipt-pdf';
import { createReceiptService, shopOf } from './service';

/** Collections are the shop's money: its owner's, and a franchise member's own (staff see receipts, not takings). */
const TAKINGS = { roles: ['merchant'], kinds: ['owner', 'franchise'] } as const;

const RequestParams = z.object({
  refType: z.string().trim().min(1).max(40),
  requestId: z.coerce.number().int().positive(),
});

/** Issue 27 §1: the shop's own prices for its customers, the admin's caps on them, and the customer's receipts. */
export async function receiptRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { masters } = ctx.services;
  const service = createReceiptService(ctx.database.db, (merchantId, code) => masters.priceFor(merchantId, code));
  const M = RECEIPTS_API.merchant;
  const B = RECEIPTS_API.backend;
  const tags = ['receipts'];

  r.get(`${M}/prices`, {
    config: { access: MERCHANT },
    schema: {
      tags,
      summary: "My shop's prices to its customers (staff and franchise members read them)",
      response: { 200: ShopPriceList, ...errorResponses },
    },
    handler: async (req) => service.priceList(currentUser(req)),
  });

  r.put(`${M}/prices`, {
    config: { access: { roles: ['merchant'], kinds: ['owner'] } },
    schema: {
      tags,
      summary: 'Set my prices: not below the package price, not above the cap; null goes back to the package price',
      body: ShopPriceForm,
      response: { 200: ShopPriceList, ...errorResponses },
    },
    handler: async (req) => service.savePrices(currentUser(req), req.body, req.ip),
  });

  registerList(app, ctx.database, {
    path: `${M}/table`,
    access: MERCHANT,
    def: receiptList,
    tags,
    summary: "My shop's receipts (staff see their shop's; a franchise member its own)",
    scope: (req) => shopReceipts(shopOf(currentUser(req))),
  });

  registerList(app, ctx.database, {
    path: `${M}/collections`,
    access: TAKINGS,
    def: collectionList,
    tags,
    summary: "My shop's takings per day, service and staff member: cash collected and wallet charged",
    scope: (req) => shopCollections(shopOf(currentUser(req))),
    extraFilters: rangeFilters,
    planWith: [{ scope: 'all', extraFilters: rangeFilters({ from: '2024-01-01', to: '2024-01-31' }) }],
  });

  r.get(`${M}/collections/totals`, {
    config: { access: TAKINGS },
    schema: {
      tags,
      summary: "My shop's takings over the days from–to: in all, per service and per staff member",
      querystring: CollectionRange,
      response: { 200: CollectionTotals, ...errorResponses },
    },
    handler: async (req) => collectionTotals(ctx.database.db, shopOf(currentUser(req)), req.query),
  });

  r.get(`${M}/request/:refType/:requestId`, {
    config: { access: MERCHANT },
    schema: {
      tags,
      summary: "One of my shop's requests' receipts (its sale, then any refund)",
      params: RequestParams,
      response: { 200: ReceiptList, ...errorResponses },
    },
    handler: async (req) => ({
      rows: await service.ofRequest(currentUser(req), req.params.refType, req.params.requestId),
    }),
  });

  r.get(`${M}/:id/pdf`, {
    config: { access: MERCHANT },
    schema: {
      tags,
      summary: 'A receipt of my shop as a PDF (layout a4 or an 80 mm thermal roll), marked a reprint',
      params: IdParam,
      querystring: ReceiptPdfQuery,
    },
    handler: async (req, reply) => {
      const { receipt, refersToNo } = await service.forPrint(currentUser(req), req.params.id);
      const ackNo = await acknowledgementOf(ctx.database.db, receipt.reference);
      const body = await receiptPdf(
        { receipt, refersToNo, ackNo, publicUrl: ctx.config.publicUrl, reprint: req.query.reprint === '1' },
        req.query.layout,
      );
      return sendFile(reply, {
        mime: 'application/pdf',
        name: `receipt-${receipt.shopCode}-${receipt.receiptNo}-${req.query.layout}.pdf`,
        body,
      });
    },
  });

  r.get(`${B}/caps`, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary: 'The most a shop may charge its customer, per price code',
      response: { 200: PriceCapList, ...errorResponses },
    },
    handler: async () => service.caps(),
  });

  r.put(`${B}/caps`, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary: 'Set the caps (null removes one)',
      body: PriceCapForm,
      response: { 200: PriceCapList, ...errorResponses },
    },
    handler: async (req) => service.saveCaps(currentUser(req).id, req.body, req.ip),
  });
}
