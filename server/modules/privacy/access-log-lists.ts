import { sql } from 'drizzle-orm';
import { ACCESS_LOG_COLUMNS, AccessLogFilter } from '../../../contract/privacy/access-log';
import type { TableFilter } from '../../../contract/table';
import { badRequest } from '../../lib/errors';
import { istTimestamp, withSql } from '../../lib/list-columns';
import type { ListDefinition } from '../../lib/table-query';

/**
 * The access log as the admin reads it, newest first. Its rows name who looked at whose record, so its own
 * export is logged like any other list of personal data.
 */
export const accessLogList: ListDefinition = {
  name: 'access-log',
  title: 'Access log',
  personal: true,
  from: sql`access_log al`,
  key: sql`al.id`,
  columns: [
    ...withSql('access-log', ACCESS_LOG_COLUMNS, {
      at: istTimestamp(sql`al.at`),
      actorCode: { expr: sql`al.actor_code`, weight: 9 },
      actorRole: { expr: sql`al.actor_role`, weight: 8 },
      action: { expr: sql`al.action`, weight: 12 },
      refType: { expr: sql`al.ref_type`, weight: 12 },
      // The number people quote when there is one (a token, an ack), else the record's id.
      reference: { expr: sql`(case when al.ref_no <> '' then al.ref_no else al.ref_id end)`, weight: 14 },
      detail: { expr: sql`al.detail`, weight: 30 },
      reason: { expr: sql`al.reason`, weight: 20 },
      ip: { expr: sql`al.ip`, weight: 12 },
    }),
    { field: 'id', label: 'Id', type: 'number', sortable: false, filterable: false, expr: sql`al.id` },
  ],
  defaultSort: [{ column: 'at', dir: 'desc' }],
};

/** additionFilter {dt1, dt2, action, actor} as filters on the list's columns; anything else is a 400 naming it. */
export function accessLogFilters(raw: Record<string, unknown> | undefined): TableFilter[] {
  const parsed = AccessLogFilter.safeParse(raw ?? {});
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const i of parsed.error.issues) {
      const key =
        i.code === 'unrecognized_keys' ? `additionFilter.${i.keys.join(',')}` : `additionFilter.${i.path.join('.')}`;
      (errors[key] ??= []).push(i.code === 'unrecognized_keys' ? `Unknown filter ${i.keys.join(', ')}` : i.message);
    }
    const [first] = Object.entries(errors);
    throw badRequest(first[1][0], errors);
  }
  const { dt1, dt2, action, actor } = parsed.data;
  if (dt1 && dt2 && dt1 > dt2)
    throw badRequest('The end date is before the start date.', {
      'additionFilter.dt2': ['Must be on or after the From date'],
    });
  const filters: TableFilter[] = [];
  if (dt1 || dt2)
    filters.push({ field: 'at', opt: 'between', value1: dt1 || null, value2: dt2 || null } as TableFilter);
  if (action) filters.push({ field: 'action', opt: 'equals', value1: action } as TableFilter);
  // User codes are kept as issued (upper case); a code typed in lower case means the same user.
  if (actor) filters.push({ field: 'actorCode', opt: 'equals', value1: actor.toUpperCase() } as TableFilter);
  return filters;
}
