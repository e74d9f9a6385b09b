import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  MARGIN_REPORT_OWNERS_PER_PAGE,
  type EarningsTotals,
  type MarginCapForm,
  type MarginCapList,
  type MarginForm,
  type MarginRange,
  type MarginReport,
  type MarginReportQuery,
  type MemberPriceList,
} from '../../../contract/margins';
import { paiseToRupees, rupeesToPaise } from '../../../contract/money';
import { govFeePaise } from '../../../contract/receipts';
import { SERVICE_CODES } from '../../../contract/services';
import { capsByCode, saveServiceCaps } from '../../lib/service-caps';
import type { Db, Tx } from '../../db/client';
import { marginDays } from '../../db/schema/margin-days';
import { marginCaps, marginCredits, memberMargins } from '../../db/schema/margins';
import type { AuthUser } from '../../lib/access';
import { recordEvent } from '../../lib/audit';
import { fieldError, forbidden, msg } from '../../lib/errors';
import { packagePriceOf } from '../masters/read-model';
import { accountNamesSql, accountsView } from '../users/read-model';
import { rowsOf } from '../../lib/table-query';
import { capOf, marginOf, ownerOfMember } from './quote';

const setter = accountsView('setter');
const member = accountsView('member');
const rupees = (paise: number | null) => (paise == null ? null : paiseToRupees(paise));

const capsOf = (db: Db | Tx) => capsByCode(db, marginCaps);

/** An owner's own account, or the 403 staff and franchise members get: only an owner sets or earns margins. */
export function ownerOf(user: AuthUser): number {
  if (user.role !== 'merchant' || user.kind !== 'owner' || !user.merchantId)
    throw forbidden(msg('margins.errors.ownerOnly'));
  return user.merchantId;
}

const net = sql`${marginCredits.marginPaise} - ${marginCredits.reversedPaise}`;
// What members paid and the margins they carried, both net of what refunds gave back and took back.
const earned = {
  charges: sql<number>`count(*)::int`,
  charged: sql<number>`coalesce(sum(${marginCredits.chargePaise} - ${marginCredits.refundedPaise}), 0)::bigint`.mapWith(
    Number,
  ),
  margin: sql<number>`coalesce(sum(${net}), 0)::bigint`.mapWith(Number),
};
const inRupees = <T extends { charged: number; margin: number }>(r: T) => ({
  ...r,
  charged: paiseToRupees(r.charged),
  margin: paiseToRupees(r.margin),
});
const inRange = (range: MarginRange): SQL =>
  sql`${marginCredits.dated} between ${range.from}::date and ${range.to}::date`;

/**
 * The margins report in one statement (decision 0077): the range's daily rows read once and summed per service and per
 * owner (grouping sets); of the owners, one page by name (n: the place in that order, as a union keeps no order); and
 * how many owners there are (n). Rows are tagged 's', 'o' and 'n'.
 */
export function marginReportStatement(query: MarginReportQuery, pageSize = MARGIN_REPORT_OWNERS_PER_PAGE): SQL {
  return sql`
    with sums as materialized (
      select ${marginDays.serviceCode} as service_code, ${marginDays.ownerId} as owner_id,
             grouping(${marginDays.ownerId}) = 1 as per_service,
             sum(${marginDays.charges})::int as charges,
             sum(${marginDays.chargePaise} - ${marginDays.refundedPaise})::bigint as charged,
             sum(${marginDays.marginPaise} - ${marginDays.reversedPaise})::bigint as margins,
             -- The government's fee is not paid on a charge refunded whole (units counts only the others).
             sum(${marginDays.units})::int as units
        from ${marginDays}
       where ${marginDays.day} between ${query.from}::date and ${query.to}::date
       group by grouping sets ((${marginDays.serviceCode}), (${marginDays.ownerId}))
    ),
    owners as (
      select s.owner_id, u.display_name as owner_name, u.code as owner_code, s.charges, s.charged, s.margins,
             row_number() over (order by u.display_name, s.owner_id) as position
        from sums s join ${accountNamesSql} u on u.id = s.owner_id
       where not s.per_service
       order by u.display_name, s.owner_id
       limit ${pageSize} offset ${(query.page - 1) * pageSize}
    )
    select 's' as part, service_code, null::bigint as owner_id, null as owner_name, null as owner_code,
           charges, charged, margins, units, null::bigint as n
      from sums where per_service
    union all
    select 'o', null, owner_id, owner_name, owner_code, charges, charged, margins, null, position from owners
    union all
    select 'n', null, null, null, null, null, null, null, null, count(*) from sums where not per_service`;
}

export function createMarginService(db: Db) {
  return {
    async caps(): Promise<MarginCapList> {
      const caps = await capsOf(db);
      return {
        rows: SERVICE_CODES.map((c) => ({ code: c.code, label: c.label, cap: rupees(caps.get(c.code) ?? null) })),
      };
    },

    /** The admin's caps; each change is in the audit log. A lower cap lowers every owner's margin from the next charge. */
    async saveCaps(actorId: number, form: MarginCapForm, ip: string | null): Promise<MarginCapList> {
      await saveServiceCaps(db, marginCaps, form.caps, {
        actorId,
        action: 'margin_cap_set',
        entityType: 'margin_cap',
        ip,
      });
      return this.caps();
    },

    /**
     * The prices an owner's members pay (an owner, with its margins, caps and their history), or a member's own
     * prices. Staff have no member prices: 403.
     */
    async prices(user: AuthUser): Promise<MemberPriceList> {
      if (user.role !== 'merchant' || !user.merchantId || user.kind === 'staff')
        throw forbidden(msg('margins.errors.ownerOnly'));
      const isOwner = user.kind === 'owner';
      const ownerId = isOwner ? user.merchantId : await ownerOfMember(db, user.merchantId);
      if (ownerId == null) throw forbidden(msg('margins.errors.ownerOnly'));
      const caps = await capsOf(db);
      const rows = await Promise.all(
        SERVICE_CODES.map(async (c) => {
          const base = await packagePriceOf(db, ownerId, c.code);
          const margin = await marginOf(db, ownerId, c.code);
          return {
            code: c.code,
            label: c.label,
            packagePrice: rupees(base),
            margin: paiseToRupees(margin),
            memberPrice: rupees(base == null ? null : base + margin),
            cap: paiseToRupees(caps.get(c.code) ?? 0),
          };
        }),
      );
      const history = isOwner
        ? await db
            .select({ h: memberMargins, by: setter.name })
            .from(memberMargins)
            .leftJoin(setter, eq(setter.id, memberMargins.setBy))
            .where(eq(memberMargins.ownerId, ownerId))
            .orderBy(desc(memberMargins.id))
            .limit(100)
        : [];
      const label = new Map(SERVICE_CODES.map((c) => [c.code as string, c.label]));
      return {
        canEdit: isOwner,
        rows,
        history: history.map(({ h, by }) => ({
          code: h.serviceCode as MemberPriceList['rows'][number]['code'],
          label: label.get(h.serviceCode) ?? h.serviceCode,
          margin: paiseToRupees(h.marginPaise),
          from: h.fromAt.toISOString(),
          setBy: by ?? '--',
        })),
      };
    },

    /**
     * The owner's margins, all or none: each at most the code's cap (no cap: none allowed). A change is a new history
     * row, so it applies from the next charge and the old price stays explained.
     */
    async savePrices(user: AuthUser, form: MarginForm, ip: string | null): Promise<MemberPriceList> {
      const ownerId = ownerOf(user);
      await db.transaction(async (tx) => {
        const caps = await capsOf(tx);
        const checked = form.margins.map((m, i) => {
          const paise = rupeesToPaise(m.margin);
          const cap = caps.get(m.code) ?? 0;
          if (paise > cap)
            throw fieldError(
              `margins.${i}.margin`,
              cap === 0 ? msg('margins.errors.notAllowed') : msg('margins.errors.aboveCap', { amount: cap / 100 }),
            );
          return { code: m.code, paise };
        });
        for (const c of checked) {
          const [before] = await tx
            .select({ paise: memberMargins.marginPaise })
            .from(memberMargins)
            .where(and(eq(memberMargins.ownerId, ownerId), eq(memberMargins.serviceCode, c.code)))
            .orderBy(desc(memberMargins.id))
            .limit(1);
          if ((before?.paise ?? 0) === c.paise) continue;
          await tx.insert(memberMargins).values({ ownerId, serviceCode: c.code, marginPaise: c.paise, setBy: user.id });
          await recordEvent(tx, {
            actorId: user.id,
            action: 'member_margin_set',
            entityType: 'member_margin',
            entityId: `${ownerId}:${c.code}`,
            fromState: String(before?.paise ?? 0),
            toState: String(c.paise),
            ip,
          });
        }
      });
      return this.prices(user);
    },

    /** An owner's margins over a range: in all, by day, by service and by member (each adds up to the whole). */
    async earnings(ownerId: number, range: MarginRange): Promise<EarningsTotals> {
      const where = and(eq(marginCredits.ownerId, ownerId), inRange(range));
      const [total] = await db.select(earned).from(marginCredits).where(where);
      const day = sql<string>`to_char(${marginCredits.dated}, 'YYYY-MM-DD')`;
      const byDay = await db
        .select({ day, ...earned })
        .from(marginCredits)
        .where(where)
        .groupBy(day)
        .orderBy(day);
      const byService = await db
        .select({ serviceCode: marginCredits.serviceCode, ...earned })
        .from(marginCredits)
        .where(where)
        .groupBy(marginCredits.serviceCode)
        .orderBy(marginCredits.serviceCode);
      const byMember = await db
        .select({ memberId: marginCredits.memberId, memberName: member.name, memberCode: member.code, ...earned })
        .from(marginCredits)
        .innerJoin(member, eq(member.id, marginCredits.memberId))
        .where(where)
        .groupBy(marginCredits.memberId, member.name, member.code)
        .orderBy(member.name);
      return {
        total: inRupees(total ?? { charges: 0, charged: 0, margin: 0 }),
        byDay: byDay.map(inRupees),
        byService: byService.map(inRupees),
        byMember: byMember.map(inRupees),
      };
    },

    /** This month's margins of an owner so far (the dashboard's figure), in rupees. */
    async thisMonth(ownerId: number, today: string): Promise<number> {
      const t = await this.earnings(ownerId, { from: `${today.slice(0, 8)}01`, to: today });
      return t.total.margin;
    },

    /**
     * The back office's view: per service what members were charged, the margins paid to owners (net of refunds), the
     * government's fee in those charges, and what is left to the agency; and per owner the margins paid.
     */
    async report(query: MarginReportQuery): Promise<MarginReport> {
      return readReport(rowsOf<ReportRow>(await db.execute(marginReportStatement(query))), query.page);
    },

    /**
     * Every owner of the range, in the report's order, a thousand at a time (the report's file), how many there are and
     * what they add up to: each batch is the report's statement for a page of a thousand.
     */
    async ownersOfRange(
      range: MarginRange,
    ): Promise<{ total: number; sums: MarginReport['total']; batches: AsyncIterable<MarginReport['byOwner']> }> {
      const pageOf = async (page: number) =>
        readReport(
          rowsOf<ReportRow>(await db.execute(marginReportStatement({ ...range, page }, OWNERS_PER_BATCH))),
          page,
          OWNERS_PER_BATCH,
        );
      const first = await pageOf(1);
      const total = first.owners.total;
      return {
        total,
        sums: first.total,
        batches: (async function* () {
          yield first.byOwner;
          for (let page = 2; (page - 1) * OWNERS_PER_BATCH < total; page++) yield (await pageOf(page)).byOwner;
        })(),
      };
    },
  };
}

/** A batch of the report's file: large enough that 2,000 owners take two statements, small enough to hold. */
const OWNERS_PER_BATCH = 1000;

type ReportRow = {
  part: 's' | 'o' | 'n';
  service_code: string | null;
  owner_id: string | number | null;
  owner_name: string | null;
  owner_code: string | null;
  charges: number | null;
  charged: string | number | null;
  margins: string | number | null;
  units: number | null;
  n: string | number | null;
};

/** The report from its statement's rows (marginReportStatement), amounts in rupees. */
function readReport(rows: ReportRow[], page: number, pageSize = MARGIN_REPORT_OWNERS_PER_PAGE): MarginReport {
  const inPaise = rows
    .filter((r) => r.part === 's')
    .sort((a, b) => String(a.service_code).localeCompare(String(b.service_code)))
    .map((r) => {
      const charged = Number(r.charged);
      const margins = Number(r.margins);
      const govFee = govFeePaise(String(r.service_code)) * Number(r.units);
      return { serviceCode: String(r.service_code), charges: Number(r.charges), charged, margins, govFee };
    });
  const inRupees = (p: { charges: number; charged: number; margins: number; govFee: number }) => ({
    charges: p.charges,
    charged: paiseToRupees(p.charged),
    margins: paiseToRupees(p.margins),
    govFee: paiseToRupees(p.govFee),
    revenue: paiseToRupees(p.charged - p.margins - p.govFee),
  });
  const byService = inPaise.map((p) => ({ serviceCode: p.serviceCode, ...inRupees(p) }));
  const total = inRupees(
    inPaise.reduce(
      (t, p) => ({
        charges: t.charges + p.charges,
        charged: t.charged + p.charged,
        margins: t.margins + p.margins,
        govFee: t.govFee + p.govFee,
      }),
      { charges: 0, charged: 0, margins: 0, govFee: 0 },
    ),
  );
  const byOwner = rows
    .filter((r) => r.part === 'o')
    .sort((a, b) => Number(a.n) - Number(b.n))
    .map((r) => ({
      ownerId: Number(r.owner_id),
      ownerName: String(r.owner_name),
      ownerCode: String(r.owner_code),
      charges: Number(r.charges),
      charged: paiseToRupees(Number(r.charged)),
      margins: paiseToRupees(Number(r.margins)),
    }));
  const owners = Number(rows.find((r) => r.part === 'n')?.n ?? 0);
  return { byService, total, byOwner, owners: { total: owners, page, pageSize } };
}

export type MarginService = ReturnType<typeof createMarginService>;
export { capOf };
