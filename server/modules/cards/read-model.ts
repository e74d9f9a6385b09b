import { type SQL, sql } from 'drizzle-orm';

/**
 * What another domain may read of the card referrals (docs/decisions/0071): how many a shop made since a moment, as
 * SQL for its dashboard (decision 0074), read by the (merchant, created_at) index.
 */
export const referralsSinceSql = (merchantId: number, since: SQL) =>
  sql`(select count(*) from card_requests where merchant_id = ${merchantId} and created_at >= ${since})`;
