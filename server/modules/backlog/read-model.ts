import { sql, type SQL } from 'drizzle-orm';

/**
 * What another domain may read of the backlog (docs/decisions/0071), as SQL for the dashboards' queries: the
 * imported applications done (from the kept per-status counts) and one shop's records per status.
 */
export const backlogDoneSql = sql`(select coalesce(sum(n), 0) from backlog_status_counts where status = 'A')`;

/** A shop's backlog records per status (`memno` is the shop's code), rows of (status, n). */
export const backlogByStatusSql = (memno: SQL) =>
  sql`select status, count(*) as n from backlog_records where memno = ${memno} group by status`;
