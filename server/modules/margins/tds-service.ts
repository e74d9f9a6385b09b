import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { paiseToRupees, rupeesToPaise } from '../../../contract/money';
import {
  TDS_DEFAULTS,
  fyLabel,
  fyStartOf,
  quarterDays,
  type TdsPayable,
  type TdsQuarter,
  type TdsSettingForm,
  type TdsSettingList,
  type TdsStatement,
} from '../../../contract/tds';
import { indiaDate } from '../../../contract/invoices';
import type { Db } from '../../db/client';
import { marginCredits } from '../../db/schema/margins';
import { tdsDeductions, tdsSettings } from '../../db/schema/tds';
import { recordEvent } from '../../lib/audit';
import { approvedPanOf, approvedPanSql } from '../kyc/read-model';
import { forbidden, msg } from '../../lib/errors';
import { accountCard, accountsView } from '../users/read-model';

const member = accountsView('member');
const owner = accountsView('owner');
const inDays = (col: AnyPgColumn, d: { from: string; to: string }) =>
  sql`${col} between ${d.from}::date and ${d.to}::date`;

/** Issue 28 §2: the admin's TDS settings per financial year, an owner's quarterly statement, the TDS payable. */
export function createTdsService(db: Db) {
  return {
    /** Last, this and next financial year: a year never saved is shown off, with today's law as its rate and limit. */
    async settings(today = indiaDate(new Date())): Promise<TdsSettingList> {
      const current = fyStartOf(today);
      const rows = await db.select().from(tdsSettings);
      const saved = new Map(rows.map((r) => [r.fyStart, r]));
      return {
        current,
        rows: [current - 1, current, current + 1].map((fy) => {
          const s = saved.get(fy);
          return {
            fy,
            label: fyLabel(fy),
            saved: !!s,
            enabled: s?.enabled ?? false,
            rate: s ? s.rateBp / 100 : TDS_DEFAULTS.rate,
            threshold: s ? paiseToRupees(s.thresholdPaise) : TDS_DEFAULTS.threshold,
          };
        }),
      };
    },

    /** One year's setting; applies from the next margin credit dated in that year (never to credits already made). */
    async saveSetting(actorId: number, form: TdsSettingForm, ip: string | null): Promise<TdsSettingList> {
      const values = {
        enabled: form.enabled,
        rateBp: Math.round(form.rate * 100),
        thresholdPaise: rupeesToPaise(form.threshold),
        updatedBy: actorId,
      };
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(tdsSettings).where(eq(tdsSettings.fyStart, form.fy));
        await tx
          .insert(tdsSettings)
          .values({ fyStart: form.fy, ...values })
          .onConflictDoUpdate({ target: tdsSettings.fyStart, set: { ...values, updatedAt: new Date() } });
        const state = (s: { enabled: boolean; rateBp: number; thresholdPaise: number } | undefined) =>
          s ? `${s.enabled ? 'on' : 'off'} ${s.rateBp}bp above ${s.thresholdPaise}` : null;
        await recordEvent(tx, {
          actorId,
          action: 'tds_setting_saved',
          entityType: 'tds_setting',
          entityId: form.fy,
          fromState: state(before),
          toState: state(values),
          ip,
        });
      });
      return this.settings();
    },

    /** An owner's quarter for Form 16A: each margin credit of the quarter with the tax withheld from it. */
    async statement(ownerId: number, q: TdsQuarter): Promise<TdsStatement> {
      const card = await accountCard(db, ownerId);
      if (!card) throw forbidden(msg('margins.errors.ownerOnly'));
      const pan = await approvedPanOf(db, ownerId);
      const days = quarterDays(q.fy, q.quarter);
      const tds = sql<number>`coalesce(${tdsDeductions.tdsPaise} - ${tdsDeductions.reversedPaise}, 0)::bigint`.mapWith(
        Number,
      );
      const rows = await db
        .select({
          day: sql<string>`to_char(${marginCredits.dated}, 'YYYY-MM-DD')`,
          memberName: member.name,
          serviceCode: marginCredits.serviceCode,
          margin: sql<number>`(${marginCredits.marginPaise} - ${marginCredits.reversedPaise})::bigint`.mapWith(Number),
          rateBp: tdsDeductions.rateBp,
          tds,
        })
        .from(marginCredits)
        .innerJoin(member, eq(member.id, marginCredits.memberId))
        .leftJoin(tdsDeductions, eq(tdsDeductions.marginCreditId, marginCredits.id))
        .where(and(eq(marginCredits.ownerId, ownerId), inDays(marginCredits.dated, days)))
        .orderBy(asc(marginCredits.dated), asc(marginCredits.id));
      const sums = async (from: string) => {
        const [s] = await db
          .select({
            margin:
              sql<number>`coalesce(sum(${marginCredits.marginPaise} - ${marginCredits.reversedPaise}), 0)::bigint`.mapWith(
                Number,
              ),
            tds: sql<number>`coalesce(sum(${tdsDeductions.tdsPaise} - ${tdsDeductions.reversedPaise}), 0)::bigint`.mapWith(
              Number,
            ),
          })
          .from(marginCredits)
          .leftJoin(tdsDeductions, eq(tdsDeductions.marginCreditId, marginCredits.id))
          .where(and(eq(marginCredits.ownerId, ownerId), inDays(marginCredits.dated, { from, to: days.to })));
        const margin = s?.margin ?? 0;
        const t = s?.tds ?? 0;
        return { margin: paiseToRupees(margin), tds: paiseToRupees(t), net: paiseToRupees(margin - t) };
      };
      return {
        fy: fyLabel(q.fy),
        quarter: q.quarter,
        ...days,
        owner: { name: card.name, code: card.code, pan },
        rows: rows.map((r) => ({
          day: r.day,
          memberName: r.memberName,
          serviceCode: r.serviceCode,
          margin: paiseToRupees(r.margin),
          rate: r.rateBp == null ? null : r.rateBp / 100,
          tds: paiseToRupees(r.tds),
        })),
        total: await sums(days.from),
        yearToDate: await sums(`${q.fy}-04-01`),
      };
    },

    /** What the agency withheld in a quarter and owes the government: per owner and per month (deposit by the 7th). */
    async payable(q: TdsQuarter): Promise<TdsPayable> {
      const days = quarterDays(q.fy, q.quarter);
      const where = inDays(tdsDeductions.dated, days);
      const tds =
        sql<number>`coalesce(sum(${tdsDeductions.tdsPaise} - ${tdsDeductions.reversedPaise}), 0)::bigint`.mapWith(
          Number,
        );
      const margin =
        sql<number>`coalesce(sum(${marginCredits.marginPaise} - ${marginCredits.reversedPaise}), 0)::bigint`.mapWith(
          Number,
        );
      const byOwner = await db
        .select({
          ownerId: tdsDeductions.ownerId,
          ownerName: owner.name,
          ownerCode: owner.code,
          pan: approvedPanSql(sql`${tdsDeductions.ownerId}`),
          margin,
          tds,
        })
        .from(tdsDeductions)
        .innerJoin(marginCredits, eq(marginCredits.id, tdsDeductions.marginCreditId))
        .innerJoin(owner, eq(owner.id, tdsDeductions.ownerId))
        .where(where)
        .groupBy(tdsDeductions.ownerId, owner.name, owner.code)
        .orderBy(owner.name);
      const month = sql<string>`to_char(${tdsDeductions.dated}, 'YYYY-MM')`;
      const byMonth = await db.select({ month, tds }).from(tdsDeductions).where(where).groupBy(month).orderBy(month);
      const total = byOwner.reduce((a, r) => ({ margin: a.margin + r.margin, tds: a.tds + r.tds }), {
        margin: 0,
        tds: 0,
      });
      return {
        fy: fyLabel(q.fy),
        quarter: q.quarter,
        ...days,
        byOwner: byOwner.map((r) => ({ ...r, margin: paiseToRupees(r.margin), tds: paiseToRupees(r.tds) })),
        byMonth: byMonth.map((r) => ({ month: r.month, tds: paiseToRupees(r.tds) })),
        total: { margin: paiseToRupees(total.margin), tds: paiseToRupees(total.tds) },
      };
    },
  };
}
