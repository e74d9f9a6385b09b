import { count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { panApplications } from '../../db/schema/nsdl-pan';

/**
 * What another domain may read of a merchant's PAN applications (docs/decisions/0071): how many are in each state,
 * for an owner's page of a franchise member.
 */
export async function applicationsByState(
  db: Db | Tx,
  merchantId: number,
): Promise<{ state: string; count: number }[]> {
  const rows = await db
    .select({ state: panApplications.state, n: count() })
    .from(panApplications)
    .where(eq(panApplications.merchantId, merchantId))
    .groupBy(panApplications.state)
    .orderBy(panApplications.state);
  return rows.map((r) => ({ state: r.state, count: Number(r.n) }));
}

/**
 * Every application submitted through the portal (anything past a draft), as SQL for the back office's dashboard:
 * read from the per-state counts the triggers keep, so the figure costs no count over the applications.
 */
export const submittedApplicationsSql = sql`(select coalesce(sum(n), 0) from pan_state_counts where state <> 'draft')`;

/**
 * A shop's applications per state, as SQL for its dashboard (decision 0074): the counts the triggers keep per shop
 * (migration 0029), a row per state it has, so the figures cost no count over its applications.
 */
export const shopApplicationStatesSql = (merchantId: number) =>
  sql`(select state, n from pan_merchant_state_counts where merchant_id = ${merchantId})`;

/** Every shop's applications per state, from the kept counts: the back office's queues. */
export const applicationStatesSql = sql`(select state, n from pan_state_counts)`;
