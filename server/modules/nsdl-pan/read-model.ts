import { count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { panApplicationEvents, panApplications } from '../../db/schema/nsdl-pan';
import { rowsOf } from '../../lib/table-query/run';

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

/** What the public status page (modules/track) checks and shows of one application. */
export type TrackedApplication = {
  refNo: string;
  state: string;
  merchantId: number;
  name: string;
  dob: string;
  mobile: string;
  ackNo: string | null;
  courierId: number | null;
  events: { toState: string; at: string }[];
};

/**
 * The application a receipt's number names (its token or its 15-digit acknowledgement number), with its moves, in one
 * statement whether or not there is one: the status page must take as long to miss as to find. An erased
 * application is none (its applicant's details, the check among them, are gone).
 */
export async function trackedApplication(db: Db | Tx, number: string): Promise<TrackedApplication | undefined> {
  const res = await db.execute(sql`
    select a.token_no, a.state, a.merchant_id, a.name, coalesce(a.data->>'dob', '') as dob, a.mobile, a.ack_no,
           a.courier_id,
           coalesce((select json_agg(json_build_object('toState', e.to_state, 'at', e.at) order by e.id)
                       from ${panApplicationEvents} e where e.application_id = a.id), '[]'::json) as events
      from ${panApplications} a
     where (a.token_no = ${number} or a.ack_no = ${number}) and a.erased_at is null
     limit 1`);
  const [row] = rowsOf<Record<string, unknown>>(res);
  if (!row) return undefined;
  return {
    refNo: String(row.token_no),
    state: String(row.state),
    merchantId: Number(row.merchant_id),
    name: String(row.name),
    dob: String(row.dob),
    mobile: String(row.mobile),
    ackNo: (row.ack_no as string | null) ?? null,
    courierId: row.courier_id == null ? null : Number(row.courier_id),
    events: (row.events as { toState: string; at: string }[]).map((e) => ({ toState: e.toState, at: e.at })),
  };
}
