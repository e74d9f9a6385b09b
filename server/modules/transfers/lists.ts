import { sql } from 'drizzle-orm';
import { BACKEND_TRANSFER_COLUMNS, TRANSFER_COLUMNS, TransferListFilter } from '../../../contract/transfers';
import type { TableFilter } from '../../../contract/table';
import { AppError } from '../../lib/errors';
import { istTimestamp, withSql } from '../../lib/list-columns';
import { accountNamesSql } from '../users/read-model';
import type { ListDefinition, RowScope } from '../../lib/table-query';

// Left joins on users' primary key (the ids are never null): PostgreSQL drops those a statement does not read, so
// the counts and the page's keys read fund_transfers alone unless a filter or sort names a person.
const FROM = sql`fund_transfers ft
  left join ${accountNamesSql} m on m.id = ft.member_id
  left join ${accountNamesSql} o on o.id = ft.owner_id
  left join ${accountNamesSql} mb on mb.id = ft.made_by`;

const common = {
  createdAt: istTimestamp(sql`ft.created_at`),
  memberCode: { expr: sql`m.code`, weight: 10 },
  memberName: { expr: sql`m.display_name`, weight: 16 },
  direction: { expr: sql`ft.direction`, weight: 10 },
  amount: { expr: sql`ft.amount_paise`, output: sql`round(ft.amount_paise / 100.0, 2)::float8`, weight: 10 },
  reason: { expr: sql`coalesce(ft.reason, '')`, weight: 20 },
  madeByName: { expr: sql`mb.display_name`, weight: 14 },
};

/** An owner's transfers to and from its franchise members (issue 28 §1). */
export const transferList: ListDefinition = {
  name: 'fund-transfers',
  title: 'Fund transfers',
  personal: true,
  from: FROM,
  key: sql`ft.id`,
  columns: [
    { field: 'id', label: 'Id', type: 'number', expr: sql`ft.id` },
    ...withSql('fund-transfers', TRANSFER_COLUMNS, common),
  ],
  defaultSort: [{ column: 'createdAt', dir: 'desc' }],
  // Every owner's total (300,000 rows on a large portal) is counted once per change, not on every page.
  changes: 'fund_transfers',
};

/** Every owner's transfers, for the back office. */
export const backendTransferList: ListDefinition = {
  ...transferList,
  name: 'backend-fund-transfers',
  personal: false,
  columns: [
    { field: 'id', label: 'Id', type: 'number', expr: sql`ft.id` },
    ...withSql('backend-fund-transfers', BACKEND_TRANSFER_COLUMNS, {
      ...common,
      ownerCode: { expr: sql`o.code`, weight: 10 },
      ownerName: { expr: sql`o.display_name`, weight: 16 },
    }),
  ],
};

export const ownerTransfers = (ownerId: number): RowScope => ({ where: sql`ft.owner_id = ${ownerId}` });
export const allTransfers: RowScope = 'all';

/** The back office's date range and owner, from the list's additionFilter; anything else is refused with its field. */
export function transferListFilters(additionFilter: Record<string, unknown> | undefined): TableFilter[] {
  const parsed = TransferListFilter.safeParse(additionFilter ?? {});
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const i of parsed.error.issues) (errors[`additionFilter.${i.path.join('.') || '_'}`] ??= []).push(i.message);
    const [first] = Object.entries(errors);
    throw new AppError(400, first[1][0], errors);
  }
  const f = parsed.data;
  const out: TableFilter[] = [];
  if (f.dt1 || f.dt2) out.push({ field: 'createdAt', opt: 'between', value1: f.dt1 || null, value2: f.dt2 || null });
  if (f.ownerCode) out.push({ field: 'ownerCode', opt: 'equals', value1: f.ownerCode.toUpperCase() });
  return out;
}
