import { sql, type SQL } from 'drizzle-orm';

/**
 * What another domain may read of the backlog (docs/decisions/0071), as SQL for the dashboards' queries: the
 * imported applications done and one shop's records per status, both from the counts the triggers keep.
 */
export const backlogDoneSql = sql`(select coalesce(sum(n), 0) from backlog_status_counts where status = 'A')`;

/**
 * A shop's records per status (`memno` is the shop's code) from the counts the triggers keep per shop (migration
 * 0030), as a join piece of (status, n) for its dashboard (decision 0074): three rows, not a count over its records.
 */
export const shopBacklogStatusesSql = (memno: SQL) =>
  sql`(select status, n from backlog_memno_status_counts where memno = ${memno})`;
