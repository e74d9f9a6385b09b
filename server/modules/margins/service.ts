import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  EarningsTotals,
  MarginCapForm,
  MarginCapList,
  MarginForm,
  MarginRange,
  MarginReport,
  MemberPriceList,
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
import { accountsView } from '../users/read-model';
import { capOf, marginOf, ownerOfMember } from './quote';

const setter = accountsView('setter');
const member = accountsView('member');
const owner = accountsView('owner');
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
    async report(range: MarginRange): Promise<MarginReport> {
      // From the daily table kept with each credit (decision 0077): a range's days, not every credit of the range.
      const paid = {
        charges: sql<number>`coalesce(sum(${marginDays.charges}), 0)::int`,
        charged: sql<number>`coalesce(sum(${marginDays.chargePaise} - ${marginDays.refundedPaise}), 0)::bigint`.mapWith(
          Number,
        ),
        margins: sql<number>`coalesce(sum(${marginDays.marginPaise} - ${marginDays.reversedPaise}), 0)::bigint`.mapWith(
          Number,
        ),
        // The government's fee is not paid on a charge refunded whole (units counts only the others).
        units: sql<number>`coalesce(sum(${marginDays.units}), 0)::int`,
      };
      const days = sql`${marginDays.day} between ${range.from}::date and ${range.to}::date`;
      const byService = await db
        .select({ serviceCode: marginDays.serviceCode, ...paid })
        .from(marginDays)
        .where(days)
        .groupBy(marginDays.serviceCode)
        .orderBy(marginDays.serviceCode);
      // Summed per owner id first and named after: grouping by the names as well made PostgreSQL sort every row of
      // the range by name (docs/benchmarks.md, "Issue 28 lists").
      const totals = db
        .select({
          ownerId: marginDays.ownerId,
          // A subquery's computed columns need names of their own to be read from outside it.
          charges: sql<number>`${paid.charges}`.as('charges'),
          charged: sql<number>`${paid.charged}`.mapWith(Number).as('charged'),
          margins: sql<number>`${paid.margins}`.mapWith(Number).as('margins'),
          units: sql<number>`${paid.units}`.as('units'),
        })
        .from(marginDays)
        .where(days)
        .groupBy(marginDays.ownerId)
        .as('totals');
      const byOwner = await db
        .select({
          ownerId: totals.ownerId,
          ownerName: owner.name,
          ownerCode: owner.code,
          charges: totals.charges,
          charged: totals.charged,
          margins: totals.margins,
          units: totals.units,
        })
        .from(totals)
        .innerJoin(owner, eq(owner.id, totals.ownerId))
        .orderBy(owner.name);
      return {
        byService: byService.map(({ units, ...r }) => {
          const gov = govFeePaise(r.serviceCode) * units;
          return {
            serviceCode: r.serviceCode,
            charges: r.charges,
            charged: paiseToRupees(r.charged),
            margins: paiseToRupees(r.margins),
            govFee: paiseToRupees(gov),
            revenue: paiseToRupees(r.charged - r.margins - gov),
          };
        }),
        byOwner: byOwner.map(({ units: _units, ...r }) => ({
          ...r,
          charged: paiseToRupees(r.charged),
          margins: paiseToRupees(r.margins),
        })),
      };
    },
  };
}

export type MarginService = ReturnType<typeof createMarginService>;
export { capOf };
