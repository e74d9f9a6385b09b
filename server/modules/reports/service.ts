import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { rowsOf } from '../../lib/table-query';
import type { DailyCollection, LedgerSummary, MerchantDashboard } from '../../../contract/reports';
import { STAFF_TICKS } from '../../../contract/services';
import type { AuthUser } from '../../lib/access';
import { entryRequestJoin, entryService } from './lists';
import { shopCards, shopCountsSql } from './dashboards';
import { backlogDoneSql, shopBacklogStatusesSql } from '../backlog/read-model';
import { kycStatusSql, waitingKycSql } from '../kyc/read-model';
import { idTypesSql } from '../masters/read-model';
import { masterName } from '../../../contract/masters';
import type { Locale } from '../../../contract/i18n';
import { submittedApplicationsSql } from '../nsdl-pan/read-model';
import { pendingPaymentsSql } from '../payments/read-model';
import { staffTicksSql } from '../staff-permissions/service';
import { psaStateSql, psaStateOf } from '../uti/read-model';
import { idSalesSql, pendingRegistrationsSql } from '../registration/read-model';
import { accountNamesSql } from '../users/read-model';
import { ledgerLinesSql, walletIdSql, walletsSql } from '../wallet/read-model';
import { narrationIn } from '../wallet/narration';
import type { StoredMessage } from '../../db/schema/notifications';
import { monthMarginsSql } from '../margins/quote';

const TZ = 'Asia/Kolkata';
const dayStart = (d: string) => sql`(${d}::date::timestamp at time zone ${TZ})`;
const dayEnd = (d: string) => sql`((${d}::date + 1)::timestamp at time zone ${TZ})`;
const rupees = (paise: unknown) => Number(paise ?? 0) / 100;
const BACKLOG_STATUSES = [
  ['A', 'Success'],
  ['P', 'Pending'],
  ['F', 'Failed'],
] as const;
const STAFF_TICK_VALUES = new Set<string>(STAFF_TICKS.map((t) => t.value));

export function createReportsService(database: Database) {
  const run = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(q));

  return {
    /** Opening balance = the balance after the last entry before the period; closing = after the last one in it. */
    async ledgerSummary(merchantId: number, from: string, to: string): Promise<LedgerSummary> {
      const [r] = await run<{ opening: unknown; closing: unknown; dr: unknown; cr: unknown }>(sql`
        with w as (select ${walletIdSql(merchantId)} as id)
        select
          coalesce((select balance_after_paise from ${ledgerLinesSql} l where wallet_id = (select id from w)
            and created_at < ${dayStart(from)} order by id desc limit 1), 0) as opening,
          coalesce((select balance_after_paise from ${ledgerLinesSql} l where wallet_id = (select id from w)
            and created_at < ${dayEnd(to)} order by id desc limit 1), 0) as closing,
          coalesce((select sum(amount_paise) from ${ledgerLinesSql} l where wallet_id = (select id from w)
            and direction = 'Dr' and created_at >= ${dayStart(from)} and created_at < ${dayEnd(to)}), 0) as dr,
          coalesce((select sum(amount_paise) from ${ledgerLinesSql} l where wallet_id = (select id from w)
            and direction = 'Cr' and created_at >= ${dayStart(from)} and created_at < ${dayEnd(to)}), 0) as cr`);
      return {
        from,
        to,
        opening: rupees(r.opening),
        totalDr: rupees(r.dr),
        totalCr: rupees(r.cr),
        closing: rupees(r.closing),
      };
    },

    /** Per service (or source of money), a refund under the service whose charge it gives back. */
    async serviceSummary(merchantId: number, from: string, to: string) {
      const rows = await run<{ ref_type: string; n: unknown; dr: unknown; cr: unknown }>(sql`
        select ${entryService} as ref_type, count(*) as n,
               sum(case when le.direction = 'Dr' then le.amount_paise else 0 end) as dr,
               sum(case when le.direction = 'Cr' then le.amount_paise else 0 end) as cr
          from ${ledgerLinesSql} le ${entryRequestJoin}
         where le.merchant_id = ${merchantId} and le.created_at >= ${dayStart(from)} and le.created_at < ${dayEnd(to)}
         group by 1 order by 1`);
      return rows.map((r) => ({ refType: r.ref_type, entries: Number(r.n), dr: rupees(r.dr), cr: rupees(r.cr) }));
    },

    /**
     * Per day (IST): top-ups by channel, adjustments, service revenue, refunds and net revenue (revenue −
     * refunds), and the same revenue and refunds per service. One pass over the period's entries (by
     * ledger_created_idx), grouped by day and service; the day's totals are the sums of its groups.
     */
    async dailyCollection(from: string, to: string): Promise<DailyCollection> {
      const groups = await run<Record<string, unknown>>(sql`
        select to_char((le.created_at at time zone ${TZ})::date, 'YYYY-MM-DD') as day, ${entryService} as type,
               sum(case when le.ref_type = 'payment_request' and le.direction = 'Cr' then le.amount_paise else 0 end) as bank,
               sum(case when le.ref_type = 'upi_gateway' and le.direction = 'Cr' then le.amount_paise else 0 end) as upi,
               sum(case when le.ref_type = 'adjustment' then (case when le.direction = 'Cr'
                 then le.amount_paise else -le.amount_paise end) else 0 end) as adj,
               -- An owner's margin on its member's charge is the agency's no more (issue 28 §2): its credit lowers the
               -- revenue, and taking it back on a refund raises it again.
               sum(case when le.ref_type = 'margin' then (case when le.direction = 'Dr' then le.amount_paise
                         else -le.amount_paise end)
                        when le.direction = 'Dr' and le.ref_type <> 'adjustment' then le.amount_paise else 0 end) as revenue,
               sum(case when le.reverses_entry_id is not null then le.amount_paise else 0 end) as refunds
          from ${ledgerLinesSql} le ${entryRequestJoin}
         where le.created_at >= ${dayStart(from)} and le.created_at < ${dayEnd(to)}
         group by 1, 2 order by 1, 2`);
      const paise = (v: unknown) => Number(v ?? 0);
      const days = new Map<string, { bank: number; upi: number; adj: number; revenue: number; refunds: number }>();
      const byType: DailyCollection['byType'] = [];
      const typeSums = new Map<string, { charges: number; refunds: number }>();
      for (const g of groups) {
        const day = String(g.day);
        const d = days.get(day) ?? { bank: 0, upi: 0, adj: 0, revenue: 0, refunds: 0 };
        d.bank += paise(g.bank);
        d.upi += paise(g.upi);
        d.adj += paise(g.adj);
        d.revenue += paise(g.revenue);
        d.refunds += paise(g.refunds);
        days.set(day, d);
        if (!paise(g.revenue) && !paise(g.refunds)) continue;
        const refType = String(g.type);
        byType.push({
          day,
          refType,
          charges: rupees(g.revenue),
          refunds: rupees(g.refunds),
          net: rupees(paise(g.revenue) - paise(g.refunds)),
        });
        const t = typeSums.get(refType) ?? { charges: 0, refunds: 0 };
        t.charges += paise(g.revenue);
        t.refunds += paise(g.refunds);
        typeSums.set(refType, t);
      }
      const rows = [...days].map(([day, d]) => ({
        day,
        topupBank: rupees(d.bank),
        topupUpi: rupees(d.upi),
        adjustments: rupees(d.adj),
        serviceRevenue: rupees(d.revenue),
        refunds: rupees(d.refunds),
        net: rupees(d.revenue - d.refunds),
      }));
      const sum = (k: 'bank' | 'upi' | 'adj' | 'revenue' | 'refunds') =>
        [...days.values()].reduce((a, d) => a + d[k], 0);
      return {
        rows,
        totals: {
          topupBank: rupees(sum('bank')),
          topupUpi: rupees(sum('upi')),
          adjustments: rupees(sum('adj')),
          serviceRevenue: rupees(sum('revenue')),
          refunds: rupees(sum('refunds')),
          net: rupees(sum('revenue') - sum('refunds')),
        },
        byType,
        typeTotals: [...typeSums]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([refType, t]) => ({
            refType,
            charges: rupees(t.charges),
            refunds: rupees(t.refunds),
            net: rupees(t.charges - t.refunds),
          })),
      };
    },

    /** The back office's figures; ID types are named in the reader's language (`name_hi` when given). */
    async backendDashboard(locale: Locale = 'en') {
      const [r] = await run<{ pan: unknown; reg: unknown; pay: unknown; kyc: unknown }>(sql`
        select ${backlogDoneSql} + ${submittedApplicationsSql} as pan, ${pendingRegistrationsSql} as reg,
               ${pendingPaymentsSql} as pay, ${waitingKycSql} as kyc`);
      const ids = await run<{ name: string; nameHi: string | null; n: unknown }>(
        sql`select t.name, t.name_hi as "nameHi", count(s.id) as n from ${idTypesSql} t
          left join ${idSalesSql} s on s.id_type_id = t.id group by t.id, t.name, t.name_hi order by t.id`,
      );
      return {
        totPanVolume: Number(r.pan),
        idDetail: ids.map((i) => ({ id: masterName(i, locale), nos: Number(i.n) })),
        pendingRegistrations: Number(r.reg),
        pendingPayments: Number(r.pay),
        pendingKyc: Number(r.kyc),
      };
    },

    /**
     * The shop's dashboard in one statement (decision 0074): every figure is a scalar subquery its owner exports, read
     * from kept counts or by an index. A staff account sees the cards of the services its owner gave it (read here,
     * so a change applies at once), and the UTI PSA registration only with UTI.
     */
    async merchantDashboard(
      user: Pick<AuthUser, 'id' | 'kind'>,
      merchantId: number,
      locale: Locale = 'en',
    ): Promise<z.infer<typeof MerchantDashboard>> {
      const today = sql`((now() at time zone ${TZ})::date::timestamp at time zone ${TZ})`;
      const [d] = await run<{
        balance: unknown;
        spend: unknown;
        earned: unknown;
        kyc: string;
        backlog: Record<string, unknown> | null;
        psa: [string, string | null] | null;
        counts: [string, string, unknown][] | null;
        ticks: string[] | null;
        recent: Record<string, unknown>[] | null;
      }>(sql`
        select (select balance_paise from ${walletsSql} w where w.user_id = ${merchantId}) as balance,
               -- Charges net of today's refunds, as the daily collection counts them: an adjustment is no spend.
               (select coalesce(sum(case when le.reverses_entry_id is not null then -le.amount_paise
                         when le.direction = 'Dr' and le.ref_type not in ('adjustment', 'margin') then le.amount_paise
                         else 0 end), 0)
                  from ${ledgerLinesSql} le where le.wallet_id = ${walletIdSql(merchantId)} and le.created_at >= ${today})
                 as spend,
               ${user.kind === 'owner' ? monthMarginsSql(merchantId) : sql`null`} as earned,
               ${kycStatusSql(sql`${user.id}`)} as kyc,
               (select json_object_agg(status, n) from ${shopBacklogStatusesSql(
                 sql`(select code from ${accountNamesSql} a where a.id = ${merchantId})`,
               )} b) as backlog,
               ${psaStateSql(merchantId)} as psa,
               ${shopCountsSql(merchantId)} as counts,
               ${user.kind === 'staff' ? sql`(select services from ${staffTicksSql} t where t.user_id = ${user.id})` : sql`null`}
                 as ticks,
               (select json_agg(r order by r.id desc) from (select le.id, le.created_at, le.narration, le.narration_message, le.direction,
                  le.amount_paise, le.balance_after_paise from ${ledgerLinesSql} le
                  where le.wallet_id = ${walletIdSql(merchantId)} order by le.id desc limit 8) r) as recent`);
      const ticks = user.kind === 'staff' ? new Set(d.ticks ?? []) : null;
      const may = (card: string) => !ticks || !STAFF_TICK_VALUES.has(card) || ticks.has(card);
      return {
        balance: rupees(d.balance),
        todaySpend: rupees(d.spend),
        monthEarnings: d.earned == null ? null : rupees(d.earned),
        kycStatus: d.kyc,
        panByStatus: BACKLOG_STATUSES.map(([status, label]) => ({
          status,
          label,
          nos: Number(d.backlog?.[status] ?? 0),
        })),
        recent: (d.recent ?? []).map((e) => ({
          id: Number(e.id),
          createdAt: new Date(e.created_at as string).toISOString(),
          // In the reader's language from its message; an entry made before messages were stored keeps its English.
          narration: narrationIn(locale, {
            narration: String(e.narration),
            narrationMessage: e.narration_message as StoredMessage | null,
          }),
          direction: e.direction as 'Dr' | 'Cr',
          amount: rupees(e.amount_paise),
          balanceAfter: rupees(e.balance_after_paise),
        })),
        psa: may('uti') ? psaStateOf(d.psa) : null,
        services: shopCards(d.counts, may),
      };
    },
  };
}
