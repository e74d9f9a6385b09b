import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GiveForm, TakeBackForm, TRANSFERS_API, TransferLimitsForm, TransferView } from '../../../contract/transfers';
import { paiseToRupees, rupeesToPaise } from '../../../contract/money';
import { ADMIN, BACKEND, currentUser, type Access } from '../../lib/access';
import { errorResponses } from '../../lib/http';
import { registerList } from '../../lib/list-routes';
import type { AppContext } from '../../context';
import { allTransfers, backendTransferList, ownerTransfers, transferList, transferListFilters } from './lists';
import { limitsOf, saveLimits, transfer } from './service';

/** Only a shop's owner moves its money: its staff and its franchise members are refused (403) before anything is read. */
const OWNER: Access = { roles: ['merchant'], kinds: ['owner'] };

const MemberParams = z.object({ memberId: z.coerce.number().int().positive() });
/** A retry sends the same key and gets the first answer; the web makes one per opened form. */
const KeyHeader = z.object({ 'idempotency-key': z.string().trim().min(8).max(100).optional() });

/** Issue 28 §1: an owner's money to and from its franchise members, and the admin's limits on it. */
export async function transferRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const M = TRANSFERS_API.merchant;
  const tags = ['fund-transfers'];
  const actorOf = (req: FastifyRequest) => ({ id: currentUser(req).id, ip: req.ip });
  const keyOf = (req: FastifyRequest) => (req.headers as Record<string, string | undefined>)['idempotency-key'];

  r.post(`${M}/members/:memberId/give`, {
    config: { access: OWNER },
    schema: {
      tags,
      summary: "Send money from my wallet to my franchise member's (header Idempotency-Key: a retry answers the first)",
      params: MemberParams,
      headers: KeyHeader,
      body: GiveForm,
      response: { 200: TransferView, ...errorResponses },
    },
    handler: async (req) =>
      transfer(db, actorOf(req), {
        memberId: req.params.memberId,
        direction: 'give',
        amountPaise: rupeesToPaise(req.body.amount),
        key: keyOf(req),
      }),
  });

  r.post(`${M}/members/:memberId/take-back`, {
    config: { access: OWNER },
    schema: {
      tags,
      summary: 'Take back into my wallet money my franchise member has not spent, with the reason (Idempotency-Key)',
      params: MemberParams,
      headers: KeyHeader,
      body: TakeBackForm,
      response: { 200: TransferView, ...errorResponses },
    },
    handler: async (req) =>
      transfer(db, actorOf(req), {
        memberId: req.params.memberId,
        direction: 'take_back',
        amountPaise: rupeesToPaise(req.body.amount),
        reason: req.body.reason,
        key: keyOf(req),
      }),
  });

  registerList(app, ctx.database, {
    path: `${M}/list`,
    access: OWNER,
    def: transferList,
    tags,
    summary: 'My transfers to and from my franchise members',
    scope: (req) => ownerTransfers(currentUser(req).id),
  });

  registerList(app, ctx.database, {
    path: `${TRANSFERS_API.backend}/list`,
    access: BACKEND,
    def: backendTransferList,
    tags,
    summary: "Every shop owner's transfers to and from its franchise members (additionFilter {dt1, dt2, ownerCode})",
    scope: () => allTransfers,
    extraFilters: transferListFilters,
  });

  const limitsView = async () => {
    const l = await limitsOf(db);
    return { perMove: paiseToRupees(l.perMovePaise), perDay: paiseToRupees(l.perDayPaise) };
  };

  r.get(TRANSFERS_API.limits, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary: 'The limits on what an owner may send its members: per transfer and per day (rupees)',
      response: { 200: TransferLimitsForm, ...errorResponses },
    },
    handler: limitsView,
  });

  r.put(TRANSFERS_API.limits, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary: 'Set the limits on what an owner may send its members (admin)',
      body: TransferLimitsForm,
      response: { 200: TransferLimitsForm, ...errorResponses },
    },
    handler: async (req) => {
      await saveLimits(db, actorOf(req), {
        perMovePaise: rupeesToPaise(req.body.perMove),
        perDayPaise: rupeesToPaise(req.body.perDay),
      });
      return limitsView();
    },
  });
}
