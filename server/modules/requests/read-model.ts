import { sql } from 'drizzle-orm';

/**
 * What another domain may read of the shared requests (docs/decisions/0071): which service a request is, as a
 * join piece for raw SQL (the reports name a ledger entry by the service of the request it charges). A plain
 * subquery the planner flattens: the join stays one on the primary key.
 */
export const requestServicesSql = sql`(select id, service from service_requests)`;

/**
 * A shop's requests of these services per service and state, as SQL for its dashboard (decision 0074): the counts
 * the triggers keep per shop (migration 0029), so the figures cost a row per state the shop has.
 */
export const shopRequestStatesSql = (merchantId: number, services: string[]) =>
  sql`(select service, state, n from service_request_merchant_counts where merchant_id = ${merchantId}
        and service in ${services})`;

/** Every shop's requests per service and state, from the kept counts: the back office's queues. */
export const requestStatesSql = sql`(select service, state, n from service_request_state_counts)`;
