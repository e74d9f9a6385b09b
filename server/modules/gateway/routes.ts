import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CheckStatus,
  CheckStatusAnswer,
  CreatePayment,
  CreatePaymentAnswer,
  GatewayAvailability,
  PAYMENT_GATEWAY_API,
} from '../../../contract/gateway';
import { ErrorBody } from '../../../contract/errors';
import { currentUser, type Access } from '../../lib/access';
import { errorResponses } from '../../lib/http';
import { notFound } from '../../lib/errors';
import { SANDBOX_PAY_PATH } from '../../integrations/sandbox-gateway';
import type { AppContext } from '../../context';
import { createGatewayService } from './service';
import { sandboxPage } from './sandbox-page';

const WALLET_HOLDERS: Access = { roles: ['merchant'], kinds: ['owner', 'franchise'] };

export async function gatewayRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { masters, site } = ctx.services;
  const gateway = createGatewayService(ctx.database.db, masters, ctx.config);
  const tags = ['gateway'];
  if (ctx.config.upiSandbox) {
    app.log.warn(
      'UPI_SANDBOX is on: without a UPI key saved, top-ups go to the built-in sandbox gateway, where anyone ' +
        'can press Pay and wallets are credited with play money. Never on a live install.',
    );
  }
  // The gateway's own troubles: not set up (503), or it failed to answer (502).
  const gatewayErrors = { ...errorResponses, 502: ErrorBody, 503: ErrorBody };

  r.get(`${PAYMENT_GATEWAY_API}/availability`, {
    config: { access: WALLET_HOLDERS },
    schema: {
      tags,
      summary: 'Whether a UPI top-up can be started now, on the sandbox or the real gateway, and its amount range',
      response: { 200: GatewayAvailability, ...errorResponses },
    },
    handler: async () => gateway.availability(),
  });

  r.post(`${PAYMENT_GATEWAY_API}/create`, {
    config: { access: WALLET_HOLDERS },
    schema: {
      tags,
      summary: 'Start a UPI top-up; answers data.payment_url to send the payer to',
      body: CreatePayment,
      response: { 200: CreatePaymentAnswer, ...gatewayErrors },
    },
    handler: async (req) => {
      const u = currentUser(req);
      return gateway.create({ id: u.id, merchantId: u.merchantId! }, req.body);
    },
  });

  r.post(`${PAYMENT_GATEWAY_API}/check-status`, {
    config: { access: WALLET_HOLDERS },
    schema: {
      tags,
      summary: 'Status of one of my UPI top-ups (credits the wallet once on success)',
      body: CheckStatus,
      response: { 200: CheckStatusAnswer, ...gatewayErrors },
    },
    handler: async (req) => gateway.check(currentUser(req).merchantId, req.body.client_txn_id, req.body.txn_date),
  });

  // The public payment-status page: the transaction id is a long random token, so holding it is the proof.
  r.post('/api/pggatway/check-status', {
    config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary: 'Status of a UPI payment by its transaction id (public payment-status page)',
      body: CheckStatus,
      response: { 200: CheckStatusAnswer, ...gatewayErrors },
    },
    handler: async (req) => gateway.check(null, req.body.client_txn_id, req.body.txn_date),
  });

  r.post('/api/pggatway/webhook', {
    config: { access: 'public', rateLimit: { max: 300, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary: 'Gateway callback; its content is not trusted: the order is re-checked with the gateway',
      body: z.object({ client_txn_id: z.string().max(60).optional() }).passthrough(),
      response: { 200: z.object({ status: z.boolean() }), ...gatewayErrors },
    },
    handler: async (req) => {
      await gateway.webhook(req.body.client_txn_id);
      return { status: true };
    },
  });

  // The sandbox gateway's own payment page: plain HTML with two buttons, no script. Registered always (the
  // route list stays the same), but with UPI_SANDBOX off it is not there: 404.
  await app.register(async (sandbox) => {
    sandbox.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
      done(null, {}),
    );
    sandbox.get(`${SANDBOX_PAY_PATH}/:txn`, {
      config: { access: 'public' },
      schema: { tags, summary: 'Sandbox gateway payment page', params: z.object({ txn: z.string().max(60) }) },
      handler: async (req, reply) => {
        const { txn } = req.params as { txn: string };
        const order = await gateway.sandboxOrder(txn);
        if (!order) throw notFound('No such sandbox payment.');
        reply
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; img-src 'self'",
          )
          .header('cache-control', 'no-store');
        return reply.type('text/html; charset=utf-8').send(
          sandboxPage({
            txn,
            amountPaise: order.amountPaise,
            payee: (await site.businessInfo()).businessName,
            status: order.status,
            action: `${SANDBOX_PAY_PATH}/${encodeURIComponent(txn)}`,
          }),
        );
      },
    });

    sandbox.post(`${SANDBOX_PAY_PATH}/:txn/:outcome`, {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Sandbox gateway: the payer chose success or failure',
        params: z.object({ txn: z.string().max(60), outcome: z.enum(['success', 'failure']) }),
      },
      handler: async (req, reply) => {
        const { txn, outcome } = req.params as { txn: string; outcome: 'success' | 'failure' };
        const back = await gateway.sandboxChoose(txn, outcome);
        if (!back) throw notFound('No such sandbox payment.');
        return reply.redirect(back, 303);
      },
    });
  });
}
