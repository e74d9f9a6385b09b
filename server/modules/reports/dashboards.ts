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

/** Each card's kinds and the figure each of their states counts in, worked out once from the workflows. */
const CARD_FIGURES = DASHBOARD_SERVICES.map((s) => ({
  ...s,
  figures: s.workflows.map((w) => ({ kind: w.key as string, figure: shopFigureOf(w) })),
}));
const SHARED_KINDS = CARD_FIGURES.flatMap((s) => s.figures.map((f) => f.kind)).filter((k) => k !== PHYSICAL);

/**
 * A shop's counts for every card, as a scalar subquery for the dashboard's one statement: a JSON array of
 * [kind, state, n], a row per state the shop has (from the kept counts), and this month's referrals. Every card's,
 * whatever the caller may sell: a staff account's cards are chosen from them (`shopCards`), which saves a statement.
 */
export const shopCountsSql = (merchantId: number) => {
  const monthStart = sql`(date_trunc('month', now() at time zone ${TZ}) at time zone ${TZ})`;
  return sql`(select json_agg(json_build_array(kind, state, n)) from (
      select ${PHYSICAL} as kind, state, n from ${shopApplicationStatesSql(merchantId)} p
      union all select service, state, n from ${shopRequestStatesSql(merchantId, SHARED_KINDS)} r
      union all select ${REFERRALS}, '', ${referralsSinceSql(merchantId, monthStart)}) c)`;
};

/**
 * A card per service the caller may sell (`may`: whether a card's services are given to a staff account; every one
 * for the owner), from `shopCountsSql`'s answer: its requests by the figure their state counts in; referrals by this
 * month's count.
 */
export function shopCards(counts: [string, string, unknown][] | null, may: (cardId: string) => boolean) {
  const rows = counts ?? [];
  const month = rows.find((c) => c[0] === REFERRALS);
  return CARD_FIGURES.filter((s) => may(s.id)).map((s): ShopServiceCard => {
    const sums = Object.fromEntries(SHOP_FIGURES.map((f) => [f, 0])) as Record<ShopFigure, number>;
    for (const { kind, figure } of s.figures)
      for (const [k, state, n] of rows) if (k === kind && figure[state]) sums[figure[state]] += Number(n);
    return {
      service: s.id,
      label: s.label,
      figures: s.workflows.length ? SHOP_FIGURES.map((f) => ({ figure: f, n: sums[f] })) : [],
      referralsThisMonth: s.workflows.length ? null : Number(month?.[2] ?? 0),
    };
  });
}

export function createDashboardFigures(database: Database) {
  const run = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(q));

  return {
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
