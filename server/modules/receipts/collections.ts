import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TableFilter } from '../../../contract/table';
import { CollectionRange, type CollectionTotals } from '../../../contract/receipts';
import type { Db } from '../../db/client';
import { receipts } from '../../db/schema/receipts';
import { badRequest } from '../../lib/errors';

const sale = alias(receipts, 'sale');
const istDay = sql`(${receipts.createdAt} at time zone 'Asia/Kolkata')::date`;
const signed = (paise: SQL) => sql`sum(case when ${receipts.kind} = 'sale' then ${paise} else -${paise} end)::bigint`;
const takings = {
  sales: sql<number>`(count(*) filter (where ${receipts.kind} = 'sale'))::int`,
  refunds: sql<number>`(count(*) filter (where ${receipts.kind} = 'refund'))::int`,
  cash: signed(sql`${receipts.amountPaise}`).mapWith(Number),
  wallet: signed(sql`${receipts.walletPaise}`).mapWith(Number),
};
// Under whoever made the sale: the staff member who took the customer's cash is the one who gives it back.
const staffName = sql<string>`coalesce(${sale.madeByName}, ${receipts.madeByName})`;

/** The range of the collections list and totals, or the field's error (nothing is read). */
export function parseRange(raw: unknown): CollectionRange {
  const parsed = CollectionRange.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const i of parsed.error.issues) (errors[`additionFilter.${i.path.join('.')}`] ??= []).push(i.message);
  const [first] = Object.values(errors);
  throw badRequest(first[0], errors);
}

/** The list's fixed filter: the range's days, both counted (the list's day is India's). */
export function rangeFilters(raw: unknown): TableFilter[] {
  const { from, to } = parseRange(raw);
  return [{ field: 'day', opt: 'between', value1: from, value2: to }];
}

const rupees = (t: { sales: number; refunds: number; cash: number; wallet: number }) => ({
  sales: t.sales,
  refunds: t.refunds,
  cash: t.cash / 100,
  wallet: t.wallet / 100,
});

/** A shop's totals over a range, from the same receipts the list sums, so each part adds up to the whole. */
export async function collectionTotals(db: Db, merchantId: number, range: CollectionRange): Promise<CollectionTotals> {
  const where = and(
    eq(receipts.merchantId, merchantId),
    sql`${istDay} between ${range.from}::date and ${range.to}::date`,
  );
  const [total] = await db.select(takings).from(receipts).leftJoin(sale, eq(sale.id, receipts.refersTo)).where(where);
  const byService = await db
    .select({ serviceCode: receipts.serviceCode, ...takings })
    .from(receipts)
    .leftJoin(sale, eq(sale.id, receipts.refersTo))
    .where(where)
    .groupBy(receipts.serviceCode)
    .orderBy(receipts.serviceCode);
  const byStaff = await db
    .select({ madeByName: staffName, ...takings })
    .from(receipts)
    .leftJoin(sale, eq(sale.id, receipts.refersTo))
    .where(where)
    .groupBy(staffName)
    .orderBy(staffName);
  return {
    total: rupees({
      sales: total?.sales ?? 0,
      refunds: total?.refunds ?? 0,
      cash: total?.cash ?? 0,
      wallet: total?.wallet ?? 0,
    }),
    byService: byService.map((r) => ({ serviceCode: r.serviceCode, ...rupees(r) })),
    byStaff: byStaff.map((r) => ({ madeByName: r.madeByName, ...rupees(r) })),
  };
}
