import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LedgerEntryView, WalletAdjustment } from '../../../contract/wallet';
import { rupeesToPaise } from '../../../contract/money';
import { ADMIN, MERCHANT, currentUser } from '../../lib/access';
import { errorResponses } from '../../lib/http';
import { requestLocale } from '../../lib/i18n';
import type { Locale } from '../../../contract/i18n';
import { notFound } from '../../lib/errors';
import type { AppContext } from '../../context';
import { postAlone, walletOf, type Entry } from './ledger';
import { englishNarration, narrated, narrationIn } from './narration';

/** An entry as the API shows it; its narration in the reader's language (English by default). */
export const entryView = (e: Entry, locale: Locale = 'en') => ({
  id: e.id,
  direction: e.direction,
  amount: e.amountPaise / 100,
  balanceAfter: e.balanceAfterPaise / 100,
  refType: e.refType,
  refId: e.refId,
  narration: narrationIn(locale, e),
  createdAt: e.createdAt.toISOString(),
});

export async function walletRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;

  r.get('/api/merchant/accounting/closing', {
    config: { access: MERCHANT },
    schema: {
      tags: ['wallet'],
      summary: 'Closing (available) balance of my wallet, in rupees',
      response: { 200: z.number(), ...errorResponses },
    },
    handler: async (req) => {
      const u = currentUser(req);
      if (!u.merchantId) throw notFound('This account has no wallet.');
      return (await walletOf(db, u.merchantId)).balancePaise / 100;
    },
  });

  r.post('/api/backend/wallets/:userId/adjust', {
    config: { access: ADMIN },
    schema: {
      tags: ['wallet'],
      summary: 'Credit or debit a merchant wallet by hand, with the reason (admin)',
      params: z.object({ userId: z.coerce.number().int().positive() }),
      body: WalletAdjustment,
      response: { 200: z.object({ entry: LedgerEntryView, replayed: z.boolean() }), ...errorResponses },
    },
    handler: async (req) => {
      const actor = currentUser(req);
      // The remark the admin typed stays as typed; only "Adjustment:" is said in the reader's language.
      const line = narrated('ledger.adjustment', { remark: req.body.remark });
      const { entry, replayed } = await postAlone(db, {
        // Found by the posting's statement: a debit is one round trip (docs/benchmarks.md, issue 29).
        ownerId: req.params.userId,
        direction: req.body.direction,
        amountPaise: rupeesToPaise(req.body.amount),
        refType: 'adjustment',
        refId: null,
        narration: englishNarration(line),
        narrationMessage: line,
        idempotencyKey: `adjust:${req.body.idempotencyKey}`,
        actorId: actor.id,
        // In the posting's own statement: one round trip less, and no adjustment without its record.
        audit: {
          actorId: actor.id,
          action: `wallet_${req.body.direction === 'Cr' ? 'credited' : 'debited'}`,
          remark: req.body.remark,
          ip: req.ip,
        },
      });
      return { entry: entryView(entry, requestLocale(req)), replayed };
    },
  });
}
