import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { serviceRequestEvents, serviceRequests } from '../../db/schema/requests';
import { rowsOf } from '../../lib/table-query/run';

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

/** What the public status page (modules/track) checks and shows of one shared request. */
export type TrackedRequest = {
  service: string;
  refNo: string;
  state: string;
  merchantId: number;
  name: string;
  /** The applicant's date of birth and mobile (a GST registration's signatory's) as its form holds them ('' when none). */
  dob: string;
  mobile: string;
  result: string | null;
  events: { toState: string; at: string }[];
};

/**
 * The request a receipt's number names (its reference, or the result of a kind in `resultKinds`: paperless PAN's
 * acknowledgement number), with its moves, in one statement whether or not there is one: the status page must take
 * as long to miss as to find. An erased request is none.
 */
export async function trackedRequest(
  db: Db | Tx,
  number: string,
  resultKinds: readonly string[],
): Promise<TrackedRequest | undefined> {
  const res = await db.execute(sql`
    select r.service, r.ref_no, r.state, r.merchant_id, r.name, coalesce(r.data->>'dob', '') as dob,
           coalesce(r.data->>'mobile', r.data->'signatory'->>'mobile', '') as mobile, r.result,
           coalesce((select json_agg(json_build_object('toState', e.to_state, 'at', e.at) order by e.id)
                       from ${serviceRequestEvents} e where e.request_id = r.id), '[]'::json) as events
      from ${serviceRequests} r
     where (r.ref_no = ${number} or (r.service in ${resultKinds.length ? resultKinds : ['']} and r.result = ${number}))
       and r.erased_at is null
     limit 1`);
  const [row] = rowsOf<Record<string, unknown>>(res);
  if (!row) return undefined;
  return {
    service: String(row.service),
    refNo: String(row.ref_no),
    state: String(row.state),
    merchantId: Number(row.merchant_id),
    name: String(row.name),
    dob: String(row.dob),
    mobile: String(row.mobile),
    result: (row.result as string | null) ?? null,
    events: (row.events as { toState: string; at: string }[]).map((e) => ({ toState: e.toState, at: e.at })),
  };
}
