import { sql } from 'drizzle-orm';

/** What another domain may read of payments (docs/decisions/0071): how many requests wait for the back office. */
export const pendingPaymentsSql = sql`(select count(*) from payment_requests where status = 'pending')`;
