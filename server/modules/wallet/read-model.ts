import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ledgerEntries, wallets } from '../../db/schema/wallet';
import type { Entry } from './ledger';

/**
 * What another domain may read of a wallet (docs/decisions/0071): an account's own balance and latest entries,
 * for user management and the member pages. Money moves only through ledger.ts.
 */
export async function ownWallet(
  db: Db | Tx,
  userId: number,
): Promise<{ id: number; balancePaise: number } | undefined> {
  const [w] = await db
    .select({ id: wallets.id, balancePaise: wallets.balancePaise })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return w;
}

/** A wallet's latest entries, newest first. */
export async function latestEntries(db: Db | Tx, walletId: number, limit: number): Promise<Entry[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.walletId, walletId))
    .orderBy(desc(ledgerEntries.id))
    .limit(limit);
}

/** Wallets' balances as a subquery for a list to join by user_id (flattened by the planner: the unique index serves). */
export const walletsSql = sql`(select user_id, balance_paise from wallets)`;

/**
 * Ledger lines with their wallet's holder (`merchant_id`), as a join piece for the reports' raw SQL. A plain
 * subquery the planner flattens; the wallet is left-joined on its primary key, so a query that reads no holder
 * drops the join, and one that filters on merchant_id uses wallets_user_uq then ledger_wallet_idx as before.
 */
export const ledgerLinesSql = sql`(select e.id, e.wallet_id, w.user_id as merchant_id, e.created_at, e.narration, e.narration_message,
  e.direction, e.amount_paise, e.balance_after_paise, e.ref_type, e.ref_id, e.reverses_entry_id
  from ledger_entries e left join wallets w on w.id = e.wallet_id)`;
/** A merchant's wallet id, as a scalar subquery (by wallets_user_uq). */
export const walletIdSql = (merchantId: number) => sql`(select id from wallets where user_id = ${merchantId})`;
