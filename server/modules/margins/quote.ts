import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { marginCaps, memberMargins } from '../../db/schema/margins';
import { packagePriceOf } from '../masters/read-model';
import { accountCard } from '../users/read-model';

/**
 * What other domains read of margins (decision 0071). A franchise member pays its owner's package price plus the
 * owner's margin for the code; an owner (and staff, who pay from the owner's wallet) pays the package price alone.
 */
export type Quote = {
  /** The price of one unit in paise, margin included (null: the package has no price for the code). */
  price: number | null;
  /** The owner whose margin is in the price (null: the account is not a franchise member). */
  ownerId: number | null;
  /** The margin in one unit's price, in paise. */
  marginPaise: number;
};

/** The cap of a code in paise: no row means no margin is allowed for it. */
export async function capOf(db: Db | Tx, code: string): Promise<number> {
  const [c] = await db.select({ cap: marginCaps.capPaise }).from(marginCaps).where(eq(marginCaps.serviceCode, code));
  return c?.cap ?? 0;
}

/**
 * The owner's margin for a code now: its newest row, never above today's cap (an admin who lowers a cap lowers every
 * owner's margin with it, from the next charge).
 */
export async function marginOf(db: Db | Tx, ownerId: number, code: string): Promise<number> {
  const [m] = await db
    .select({ paise: memberMargins.marginPaise })
    .from(memberMargins)
    .where(and(eq(memberMargins.ownerId, ownerId), eq(memberMargins.serviceCode, code)))
    .orderBy(desc(memberMargins.id))
    .limit(1);
  if (!m || m.paise <= 0) return 0;
  return Math.min(m.paise, await capOf(db, code));
}

/** The owner of a franchise member (null for any other account). */
export async function ownerOfMember(db: Db | Tx, merchantId: number): Promise<number | null> {
  const account = await accountCard(db, merchantId);
  return account?.merchantKind === 'franchise' && account.parentId ? account.parentId : null;
}

/** The price an account pays for one unit of a code, with the margin in it, read in `db` (a transaction's snapshot). */
export async function quoteOf(db: Db | Tx, merchantId: number, code: string): Promise<Quote> {
  const ownerId = await ownerOfMember(db, merchantId);
  if (ownerId == null) return { price: await packagePriceOf(db, merchantId, code), ownerId: null, marginPaise: 0 };
  const base = await packagePriceOf(db, ownerId, code);
  if (base == null) return { price: null, ownerId, marginPaise: 0 };
  const marginPaise = await marginOf(db, ownerId, code);
  return { price: base + marginPaise, ownerId, marginPaise };
}

/** An owner's margins this month so far (India's calendar), net of refunds, in paise: a scalar for the dashboard. */
export const monthMarginsSql = (ownerId: number) => sql`(select coalesce(sum(mc.margin_paise - mc.reversed_paise), 0)
    from margin_credits mc where mc.owner_id = ${ownerId}
     and mc.dated >= date_trunc('month', now() at time zone 'Asia/Kolkata')::date)`;
