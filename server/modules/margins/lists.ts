import { sql } from 'drizzle-orm';
import { EARNING_COLUMNS, MarginRange } from '../../../contract/margins';
import type { TableFilter } from '../../../contract/table';
import { badRequest } from '../../lib/errors';
import { withSql } from '../../lib/list-columns';
import type { ListColumn, ListDefinition, RowScope } from '../../lib/table-query';
import type { MessageId } from '../../../contract/i18n';
import { accountNamesSql } from '../users/read-model';

const rupees = (paise: ReturnType<typeof sql>) => sql`round(${paise} / 100.0, 2)::float8`;

/** An owner's earnings (issue 28 §2): one row per member charge that carried a margin, net of what a refund took back. */
export const earningList: ListDefinition = {
  name: 'margin-earnings',
  title: 'Earnings',
  personal: false,
  // A left join on users' key (member_id is never null), so counting a month reads margin_credits' index alone.
  from: sql`margin_credits mc left join ${accountNamesSql} mu on mu.id = mc.member_id`,
  key: sql`mc.id`,
  columns: [
    { field: 'id', label: 'Id', type: 'number', expr: sql`mc.id` },
    ...withSql('margin-earnings', EARNING_COLUMNS, {
      day: { expr: sql`mc.dated`, output: sql`to_char(mc.dated, 'YYYY-MM-DD')`, weight: 10 },
      serviceCode: { expr: sql`mc.service_code`, weight: 16 },
      memberName: { expr: sql`mu.display_name`, weight: 18 },
      quantity: { expr: sql`mc.quantity`, weight: 7 },
      charged: { expr: sql`mc.charge_paise`, output: rupees(sql`mc.charge_paise`), weight: 11 },
      margin: {
        expr: sql`(mc.margin_paise - mc.reversed_paise)`,
        output: rupees(sql`(mc.margin_paise - mc.reversed_paise)`),
        weight: 11,
      },
      reversed: { expr: sql`mc.reversed_paise`, output: rupees(sql`mc.reversed_paise`), weight: 11 },
    }),
  ],
  defaultSort: [
    { column: 'day', dir: 'desc' },
    { column: 'memberName', dir: 'asc' },
  ],
  changes: 'margin_credits',
};

export const ownerEarnings = (ownerId: number): RowScope => ({ where: sql`mc.owner_id = ${ownerId}` });

/** The range of the earnings list and totals, or the field's error (nothing is read). */
export function parseRange(raw: unknown): MarginRange {
  const parsed = MarginRange.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const i of parsed.error.issues) (errors[`additionFilter.${i.path.join('.')}`] ??= []).push(i.message);
  const [first] = Object.values(errors);
  throw badRequest(first[0], errors);
}

export function rangeFilters(raw: unknown): TableFilter[] {
  const { from, to } = parseRange(raw);
  return [{ field: 'day', opt: 'between', value1: from, value2: to }];
}

/**
 * The margins report's owners as a file (GET /report/export): the screen's columns, with the owner's code apart so a
 * spreadsheet can sort and look it up. Rows come from the report's statement, not the list engine (no expr is read).
 */
export const REPORT_OWNER_COLUMNS: readonly (ListColumn & { labelId: MessageId })[] = [
  { field: 'ownerName', label: 'Owner', labelId: 'margins.report.owner', type: 'text', expr: sql`0`, weight: 24 },
  {
    field: 'ownerCode',
    label: 'Owner code',
    labelId: 'margins.report.ownerCode',
    type: 'text',
    expr: sql`0`,
    weight: 10,
  },
  { field: 'charges', label: 'Charges', labelId: 'margins.report.charges', type: 'number', expr: sql`0`, weight: 8 },
  {
    field: 'charged',
    label: 'Members paid',
    labelId: 'margins.report.charged',
    type: 'amount',
    expr: sql`0`,
    weight: 12,
  },
  {
    field: 'margins',
    label: 'Margins paid',
    labelId: 'margins.report.margins',
    type: 'amount',
    expr: sql`0`,
    weight: 12,
  },
];
