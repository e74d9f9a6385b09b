import { sql } from 'drizzle-orm';
import {
  DASHBOARD_SERVICES,
  SHOP_FIGURES,
  officeQueueStates,
  shopFigureOf,
  type OfficeQueue,
  type ShopFigure,
  type ShopServiceCard,
} from '../../../contract/dashboard';
import { REQUEST_KINDS } from '../../../contract/services';
import { NSDL_PAN } from '../../../contract/nsdl-pan/manifest';
import type { Database } from '../../db/client';
import { rowsOf } from '../../lib/table-query';
import { referralsSinceSql } from '../cards/read-model';
import { applicationStatesSql, shopApplicationStatesSql } from '../nsdl-pan/read-model';
import { requestStatesSql, shopRequestStatesSql } from '../requests/read-model';

/*
 * The dashboards' service figures, drawn from the workflows (contract/dashboard.ts): the physical NSDL PAN
 * applications keep their own table, every other kind is a shared request. Both owners keep their counts per shop and
 * state, and for every shop per state, by trigger (decision 0074), so a dashboard reads a few rows in one statement
 * however many requests a shop has made; each state lands in the figure its workflow gives it.
 */

const TZ = 'Asia/Kolkata';
const PHYSICAL = NSDL_PAN.requests.application.key;
// The referrals' figure travels in the counts' statement under a kind no request has.
const REFERRALS = '';
type Count = { kind: string; state: string; n: unknown };

export function createDashboardFigures(database: Database) {
  const run = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(q));
  const monthStart = sql`(date_trunc('month', now() at time zone ${TZ}) at time zone ${TZ})`;

  return {
    /**
     * A card per service the caller may sell (`may`: whether a card's services are given to a staff account;
     * every one for the owner): its requests by the figure their state counts in; referrals by this month's count.
     */
    async shopCards(merchantId: number, may: (cardId: string) => boolean): Promise<ShopServiceCard[]> {
      const services = DASHBOARD_SERVICES.filter((s) => may(s.id));
      const kinds = services.flatMap((s) => s.workflows.map((w) => w.key as string));
      const shared = kinds.filter((k) => k !== PHYSICAL);
      const parts = [
        ...(kinds.includes(PHYSICAL)
          ? [sql`select ${PHYSICAL} as kind, state, n from ${shopApplicationStatesSql(merchantId)} p`]
          : []),
        ...(shared.length
          ? [sql`select service as kind, state, n from ${shopRequestStatesSql(merchantId, shared)} r`]
          : []),
        ...(services.some((s) => s.workflows.length === 0)
          ? [sql`select ${REFERRALS} as kind, '' as state, ${referralsSinceSql(merchantId, monthStart)} as n`]
          : []),
      ];
      const counts = parts.length ? await run<Count>(sql.join(parts, sql` union all `)) : [];
      const month = counts.find((c) => c.kind === REFERRALS);
      return services.map((s) => {
        const sums = Object.fromEntries(SHOP_FIGURES.map((f) => [f, 0])) as Record<ShopFigure, number>;
        for (const w of s.workflows) {
          const figure = shopFigureOf(w);
          for (const c of counts) if (c.kind === w.key && figure[c.state]) sums[figure[c.state]] += Number(c.n);
        }
        return {
          service: s.id,
          label: s.label,
          figures: s.workflows.length ? SHOP_FIGURES.map((f) => ({ figure: f, n: sums[f] })) : [],
          referralsThisMonth: s.workflows.length ? null : Number(month?.n ?? 0),
        };
      });
    },

    /** Per service, each state the back office has work in and how many wait there, from the kept counts. */
    async officeQueues(): Promise<OfficeQueue[]> {
      const counts = await run<Count>(sql`
        select ${PHYSICAL} as kind, state, n from ${applicationStatesSql} p
        union all select service as kind, state, n from ${requestStatesSql} r`);
      const nounOf = new Map(REQUEST_KINDS.map((k) => [k.key as string, k.noun]));
      return DASHBOARD_SERVICES.filter((s) => s.workflows.length).map((s) => ({
        service: s.id,
        label: s.label,
        queues: s.workflows.flatMap((w) =>
          officeQueueStates(w).map((state) => ({
            kind: w.key,
            noun: nounOf.get(w.key) ?? w.noun,
            state,
            label: (w.stateLabels as Record<string, string>)[state],
            n: counts.filter((c) => c.kind === w.key && c.state === state).reduce((a, c) => a + Number(c.n), 0),
          })),
        ),
      }));
    },
  };
}
