import { sql } from 'drizzle-orm';
import { PAN_APPLICATION_COLUMNS, PAN_WORKFLOW } from '../../../contract/nsdl-pan';
import type { Side } from '../../../contract/requests';
import { panStateCounts, panStateDayCounts } from '../../db/schema/nsdl-pan';
import type { ListDefinition } from '../../lib/table-query';
import { istTimestamp, withSql } from '../../lib/list-columns';
import { inStates } from '../requests/lists';
import { accountNamesSql } from '../users/read-model';

/** Every workflow list reads the same table; what differs is the states it shows (its scope) and the order. */
function applicationList(name: string, title: string, oldestFirst: boolean): ListDefinition {
  return {
    name,
    title,
    personal: true,
    from: sql`pan_applications pa join ${accountNamesSql} mu on mu.id = pa.merchant_id`,
    key: sql`pa.id`,
    columns: [
      ...withSql(name, PAN_APPLICATION_COLUMNS, {
        token_no: { expr: sql`pa.token_no`, weight: 12 },
        dated: { expr: sql`pa.dated`, output: sql`to_char(pa.dated, 'YYYY-MM-DD')`, weight: 10 },
        ack_no: { expr: sql`pa.ack_no`, weight: 15 },
        app_type: { expr: sql`pa.app_type`, weight: 5 },
        category: { expr: sql`pa.category`, weight: 10 },
        name: { expr: sql`pa.name`, weight: 20 },
        mobile: { expr: sql`pa.mobile`, weight: 10 },
        state: { expr: sql`pa.state`, weight: 12 },
        merchant_code: { expr: sql`pa.merchant_code`, weight: 10 },
        merchant_name: { expr: sql`mu.display_name`, weight: 16 },
        amount: { expr: sql`pa.amount_paise`, output: sql`round(pa.amount_paise / 100.0, 2)::float8`, weight: 9 },
        remark: { expr: sql`pa.remark`, weight: 20 },
        updated_at: istTimestamp(sql`pa.updated_at`),
      }),
      { field: 'id', label: 'Id', type: 'number', sortable: true, filterable: false, expr: sql`pa.id` },
      {
        field: 'submitted_at',
        label: 'Submitted',
        type: 'date',
        sortable: true,
        filterable: false,
        ...istTimestamp(sql`pa.submitted_at`),
      },
      // The token of the new application a rejected one was reapplied as (one at most: unique index), so
      // the rejection list offers Reapply only once. Read for the page's rows only.
      {
        field: 'reapplied_as',
        label: 'Reapplied As',
        type: 'text',
        sortable: false,
        filterable: false,
        expr: sql`(select r.token_no from pan_applications r where r.reapplied_from = pa.id)`,
      },
    ],
    // The verification queue is worked oldest first; every other list shows the newest first.
    defaultSort: oldestFirst ? [{ column: 'dated', dir: 'asc' }] : [{ column: 'dated', dir: 'desc' }],
    search: sql`pa.search_text`,
    // The search text is token, ack number, name, mobile and merchant code: 15 digits can only be an
    // ack number and PT + 10 digits only a token (mobiles have 10 digits, names none).
    exactWords: [
      { pattern: /^\d{15}$/, expr: sql`pa.ack_no` },
      { pattern: /^pt\d{10}$/i, expr: sql`pa.token_no`, normalise: (w) => w.toUpperCase() },
    ],
    rollups: [
      {
        from: sql`${panStateCounts}`,
        count: sql`${panStateCounts.n}`,
        columns: { state: sql`${panStateCounts.state}` },
      },
      {
        from: sql`${panStateDayCounts}`,
        count: sql`${panStateDayCounts.n}`,
        columns: { state: sql`${panStateDayCounts.state}`, dated: sql`${panStateDayCounts.dated}` },
      },
    ],
  };
}

/** Every list the workflow declares, by side and name, over the same table. */
/** One merchant's applications in the given states, in panListDefinition's lists. */
export const panMerchantWhere = (merchantId: number, states: readonly string[]) =>
  sql`pa.merchant_id = ${merchantId} and ${inStates(sql`pa.state`, states)}`;

export function panListDefinition(side: Side, name: string): ListDefinition {
  const list = PAN_WORKFLOW.lists[side][name];
  if (!list) throw new Error(`No NSDL PAN list ${side}/${name}`);
  return applicationList(`pan-${name}`, list.title, !!list.oldestFirst);
}
