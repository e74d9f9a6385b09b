import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CARDS_API,
  CARD_SANDBOX_PATH,
  CardApplyAnswer,
  CardPayoutInput,
  CardPayouts,
  CardProductsView,
  CardVendorParam,
} from '../../../contract/cards/api';
import { CardApplyBody } from '../../../contract/cards/form';
import type { AppContext } from '../../context';
import { loadCardPartner } from '../../integrations/card-partner';
import { ADMIN, BACKEND, MERCHANT, currentUser } from '../../lib/access';
import { serverPageContentSecurityPolicy } from '../../lib/csp';
import { forbidden, notFound } from '../../lib/errors';
import { errorResponses } from '../../lib/http';
import { registerList } from '../../lib/list-routes';
import { cardRequestList, merchantCardRequests } from './lists';
import { cardSandboxPage } from './sandbox-page';
import { createCardService } from './service';

const tags = ['cards'];
const RefParam = z.object({ refNo: z.string().min(1).max(40) });

/**
 * docs/product.md#merchant-portal product/Banking and docs/product.md#back-office actions/user-list: card and loan
 * referrals. Merchant staff may refer without a service tick: nothing is charged and each request names who made it.
 */
export async function cardRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { masters } = ctx.services;
  const partnerOf = () => loadCardPartner((provider, key) => masters.secret(provider, key));
  const cards = createCardService(ctx.database.db, partnerOf);
  const M = CARDS_API.merchant;
  const B = CARDS_API.backend;

  const merchantIdOf = (user: ReturnType<typeof currentUser>) => {
    if (!user.merchantId) throw forbidden();
    return user.merchantId;
  };

  // ---- merchant ---------------------------------------------------------------------------------

  r.post(`${M}/cc/apply`, {
    config: { access: MERCHANT },
    schema: {
      tags,
      summary:
        "Refer a customer for a card or loan: recorded, and answered with the partner's page to open (the same " +
        'mobile and vendor once in 30 days)',
      body: CardApplyBody,
      response: { 200: CardApplyAnswer, ...errorResponses },
    },
    handler: async (req) => {
      const { consent, ...form } = req.body;
      return cards.apply(currentUser(req), form, req.ip, consent);
    },
  });

  r.get(`${M}/products`, {
    config: { access: MERCHANT },
    schema: {
      tags,
      summary: 'What each referral pays the merchant, and whether referrals go to the test partner page',
      response: { 200: CardProductsView, ...errorResponses },
    },
    handler: async () => cards.products(),
  });

  registerList(app, ctx.database, {
    path: `${M}/cc-userlist`,
    access: MERCHANT,
    def: cardRequestList,
    tags,
    summary: "My shop's card and loan referrals",
    scope: (req) => merchantCardRequests(merchantIdOf(currentUser(req))),
  });

  // ---- back office ------------------------------------------------------------------------------

  registerList(app, ctx.database, {
    path: `${B}/user-list`,
    access: BACKEND,
    def: cardRequestList,
    tags,
    summary: "Every merchant's card and loan referrals",
    scope: () => 'all',
  });

  r.get(`${B}/payouts`, {
    config: { access: BACKEND },
    schema: {
      tags,
      summary: 'What each referral pays the merchant',
      response: { 200: CardPayouts, ...errorResponses },
    },
    handler: async () => cards.payouts(),
  });

  r.put(`${B}/payouts/:vendor`, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary: "Set what a vendor's referral pays the merchant (null: not set)",
      params: CardVendorParam,
      body: CardPayoutInput,
      response: { 200: CardPayouts, ...errorResponses },
    },
    handler: async (req) =>
      cards.setPayout(req.params.vendor, { amount: req.body.amount, note: req.body.note }, currentUser(req).id),
  });

  // ---- the test partner page ----------------------------------------------------------------------

  r.get(`${CARD_SANDBOX_PATH}/:refNo`, {
    config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary: 'The test card partner page, while no card partner is set up (404 otherwise)',
      params: RefParam,
    },
    handler: async (req, reply) => {
      const partner = await partnerOf().catch(() => null);
      const referral = partner?.kind === 'sandbox' ? await cards.referral(req.params.refNo) : null;
      if (!referral) throw notFound('No such test partner page.');
      reply.header('content-security-policy', serverPageContentSecurityPolicy()).header('cache-control', 'no-store');
      return reply.type('text/html; charset=utf-8').send(cardSandboxPage(referral));
    },
  });
}
