import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  COUPON_TYPES,
  COUPON_WORKFLOW,
  LIVE_PSA_STATES,
  PSA_WORKFLOW,
  type CouponRequestBody,
  type CouponRequestDetail,
  type CouponType,
  type PsaRegistrationDetail,
  type PsaState,
  type UtiBackendDashboard,
  type UtiMerchantSummary,
} from '../../../contract/uti';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { serviceRequestEvents, serviceRequests } from '../../db/schema/requests';
import type { AuthUser } from '../../lib/access';
import { AppError, conflict, msg } from '../../lib/errors';
import { rowsOf } from '../../lib/table-query';
import { countsOf, createSharedRequests } from '../requests/request-service';
import { livePsaMessage, livePsaOf, utiDeclarations } from './declarations';

const TZ = 'Asia/Kolkata';
const rupees = (paise: number | null) => (paise == null ? null : paise / 100);

/** A shop may request coupons once its PSA registration is approved (422 otherwise, before anything is charged). */
async function requireApprovedPsa(db: Db, merchantId: number): Promise<void> {
  const live = await livePsaOf(db, merchantId);
  if (live?.state === 'approved') return;
  throw new AppError(
    422,
    live
      ? msg('errors.uti.psaNotApproved', { refNo: live.refNo })
      : 'Coupons are for a shop with a PSA login id: register as a PSA first (UTI PAN → PSA registration).',
    { psa: ['An approved PSA registration is needed'] },
  );
}

/**
 * UTI PAN: PSA registrations and coupon requests on the shared requests. What is UTI's own
 * here: one live registration per shop, coupons only with an approved PSA id, the shop's summary and
 * the back office's dashboard.
 */
export function createUtiService(ctx: AppContext) {
  const db: Db = ctx.database.db;
  const { mail, masters, site } = ctx.services;
  const declarations = utiDeclarations(mail);
  const requests = createSharedRequests(ctx, {
    [PSA_WORKFLOW.key]: {
      ...declarations[PSA_WORKFLOW.key],
      async beforeCreate(d, merchantId) {
        const live = await livePsaOf(d, merchantId);
        if (live) throw conflict(livePsaMessage(live));
      },
    },
    [COUPON_WORKFLOW.key]: { ...declarations[COUPON_WORKFLOW.key], beforeCreate: requireApprovedPsa },
  });
  const merchantOf = requests.engines[PSA_WORKFLOW.key].merchantOf;

  /** The shop's registration as its pages show it: the live one, else the latest. */
  async function psaOf(merchantId: number): Promise<UtiMerchantSummary['psa']> {
    const [row] = await db
      .select()
      .from(serviceRequests)
      .where(and(eq(serviceRequests.service, PSA_WORKFLOW.key), eq(serviceRequests.merchantId, merchantId)))
      .orderBy(desc(inArray(serviceRequests.state, [...LIVE_PSA_STATES])), desc(serviceRequests.id))
      .limit(1);
    if (!row) return null;
    const [approved] =
      row.state === 'approved'
        ? await db
            .select({ at: serviceRequestEvents.at })
            .from(serviceRequestEvents)
            .where(and(eq(serviceRequestEvents.requestId, row.id), eq(serviceRequestEvents.action, 'approve')))
        : [];
    return {
      id: row.id,
      refNo: row.refNo,
      state: row.state as PsaState,
      stateLabel: PSA_WORKFLOW.stateLabels[row.state as PsaState] ?? row.state,
      psaId: row.state === 'approved' ? row.result : null,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      approvedAt: approved?.at.toISOString() ?? null,
      rejectionReason: row.state === 'rejected' ? row.remark : null,
    };
  }

  return {
    requests,
    merchantOf,

    /** A rejected registration corrected: a new draft prefilled from it, documents included. */
    resubmitPsa: async (user: AuthUser, id: number) =>
      (await requests.resubmit(user, PSA_WORKFLOW.key, id)) as PsaRegistrationDetail,

    /** Coupons requested and charged at once: 422 without an approved PSA id, 422 with the shortfall when short. */
    async requestCoupons(user: AuthUser, body: CouponRequestBody): Promise<CouponRequestDetail> {
      const data = { couponType: body.couponType, quantity: body.quantity, allotted: null, orderRef: '' };
      return (await requests.createAndMove(user, COUPON_WORKFLOW.key, data, 'request', {
        quantity: body.quantity,
      })) as CouponRequestDetail;
    },

    async summary(user: AuthUser): Promise<UtiMerchantSummary> {
      const merchantId = await merchantOf(user);
      const [psa, settings, coupons, psaPrice, physical, epan] = await Promise.all([
        psaOf(merchantId),
        site.utiPsaPortalUrl(),
        db
          .select({
            kind: serviceRequests.kind,
            requested: sql<number>`coalesce(sum(${serviceRequests.quantity}), 0)::int`,
            waiting: sql<number>`coalesce(sum(${serviceRequests.quantity}) filter (where ${serviceRequests.state} = 'requested'), 0)::int`,
            allotted: sql<number>`coalesce(sum((${serviceRequests.data}->>'allotted')::int) filter (where
              ${serviceRequests.state} = 'allotted'), 0)::int`,
          })
          .from(serviceRequests)
          .where(
            and(
              eq(serviceRequests.service, COUPON_WORKFLOW.key),
              eq(serviceRequests.merchantId, merchantId),
              inArray(serviceRequests.state, ['requested', 'allotted']),
            ),
          )
          .groupBy(serviceRequests.kind),
        masters.priceFor(merchantId, 'UTI_PSA_REGISTRATION'),
        masters.priceFor(merchantId, 'UTI_COUPON'),
        masters.priceFor(merchantId, 'UTI_COUPON_EPAN'),
      ]);
      const totals = (type: CouponType) => {
        const r = coupons.find((c) => c.kind === type);
        return {
          requested: Number(r?.requested ?? 0),
          waiting: Number(r?.waiting ?? 0),
          allotted: Number(r?.allotted ?? 0),
        };
      };
      return {
        psa,
        portalUrl: settings,
        canRequestCoupons: psa?.state === 'approved',
        prices: { psa: rupees(psaPrice), physical: rupees(physical), epan: rupees(epan) },
        coupons: Object.fromEntries(
          COUPON_TYPES.map((t) => [t.value, totals(t.value)]),
        ) as UtiMerchantSummary['coupons'],
      };
    },

    /** The back office's queues from the count table; coupons allotted by the day and month (IST) of their allotment. */
    async backendDashboard(): Promise<UtiBackendDashboard> {
      const counts = await requests.backendCounts();
      const [allotted] = rowsOf<{ today: unknown; month: unknown }>(
        await ctx.database.db.execute(sql`
          select coalesce(sum((sr.data->>'allotted')::int) filter (where e.at >= ((now() at time zone
            ${TZ})::date::timestamp at time zone ${TZ})), 0) as today,
                 coalesce(sum((sr.data->>'allotted')::int), 0) as month
            from ${serviceRequestEvents} e join ${serviceRequests} sr on sr.id = e.request_id
           where e.action = 'allot' and sr.service = ${COUPON_WORKFLOW.key}
             and e.at >= (date_trunc('month', now() at time zone ${TZ}) at time zone ${TZ})`),
      );
      const psa = countsOf(counts, PSA_WORKFLOW.key);
      const couponCounts = countsOf(counts, COUPON_WORKFLOW.key);
      return {
        psaWaiting: psa.submitted ?? 0,
        couponRequestsWaiting: couponCounts.requested ?? 0,
        couponsAllottedToday: Number(allotted?.today ?? 0),
        couponsAllottedThisMonth: Number(allotted?.month ?? 0),
        psa,
        coupons: couponCounts,
      };
    },
  };
}

export type UtiServiceApi = ReturnType<typeof createUtiService>;
