import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { receipts } from '../../db/schema/receipts';
import { fullNumberSql, maskedDigitsSql } from '../../lib/masked-sql';
import { rowsOf } from '../../lib/table-query';

/*
 * A receipt is a book of account the shop keeps (8 years, as the Income-tax Act asks of books of account), so it is
 * never deleted; but its customer's mobile serves only while messages about the request may be sent, and an erased
 * customer keeps only initials. The privacy module's retention job and erasure call these.
 */

/** "Ramesh Kumar" → "R. K.": what a receipt keeps of an erased customer, so the shop's books still read. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => `${[...w][0].toUpperCase()}.`)
    .join(' ');
}

/**
 * The receipts of the requests `requestIds` selects (of the ledger's reference type `refType`): their customer's
 * mobile cut to its last four digits. Answers how many were cut.
 */
export async function cutReceiptMobiles(db: Db | Tx, refType: string, requestIds: SQL): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`with done as (update receipts set customer_mobile = ${maskedDigitsSql(sql`customer_mobile`)}
      where ref_type = ${refType} and ${fullNumberSql(sql`customer_mobile`)} and request_id in (${requestIds})
      returning 1) select count(*)::int as n from done`),
  );
  return Number(rows[0]?.n ?? 0);
}

/** An erased request's receipts: the customer's name becomes initials, the mobile its last four digits. */
export async function eraseReceiptsOf(tx: Tx, refType: string, requestId: number): Promise<number> {
  const rows = await tx
    .select({ id: receipts.id, name: receipts.customerName })
    .from(receipts)
    .where(and(eq(receipts.refType, refType), eq(receipts.requestId, requestId)));
  for (const r of rows)
    await tx
      .update(receipts)
      .set({ customerName: initials(r.name), customerMobile: maskedDigitsSql(sql`customer_mobile`) })
      .where(eq(receipts.id, r.id));
  return rows.length;
}
