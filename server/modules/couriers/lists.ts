import { sql } from 'drizzle-orm';
import { COURIER_COLUMNS, CourierListFilter } from '../../../contract/couriers';
import type { TableFilter } from '../../../contract/table';
import { AppError } from '../../lib/errors';
import { istTimestamp, withSql } from '../../lib/list-columns';
import type { ListDefinition, RowScope } from '../../lib/table-query';

/** One merchant's own couriers in courierList. */
export const merchantCouriers = (merchantId: number): RowScope => ({ where: sql`c.merchant_id = ${merchantId}` });

/** Both areas' courier list; the merchant's is scoped to its own rows by the route. */
export const courierList: ListDefinition = {
  name: 'couriers',
  title: 'Couriers',
  // Dockets and merchant codes only; the applicants inside a courier are on the PAN lists.
  personal: false,
  from: sql`couriers c`,
  key: sql`c.id`,
  columns: withSql('couriers', COURIER_COLUMNS, {
    id: { expr: sql`c.id`, weight: 8 },
    dispatch_date: { expr: sql`c.dispatch_date`, output: sql`to_char(c.dispatch_date, 'YYYY-MM-DD')`, weight: 10 },
    company: { expr: sql`c.company`, weight: 18 },
    docket_no: { expr: sql`c.docket_no`, weight: 16 },
    merchant_code: { expr: sql`c.merchant_code`, weight: 10 },
    items: { expr: sql`c.items`, weight: 6 },
    state: { expr: sql`c.state`, weight: 10 },
    decided_at: istTimestamp(sql`c.decided_at`),
  }),
  defaultSort: [{ column: 'dispatch_date', dir: 'desc' }],
  // lower(company || docket_no || merchant_code), trigram-indexed (couriers_search_trgm).
  search: sql`c.search_text`,
};

/**
 * The list's additionFilter (contract CourierListFilter) as filters checked like the user's: status,
 * dispatch-date range and, for the back office, one merchant's code.
 */
export function courierListFilters(
  area: 'merchant' | 'backend',
  additionFilter: Record<string, unknown> | undefined,
): TableFilter[] {
  const parsed = CourierListFilter.safeParse(additionFilter ?? {});
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const i of parsed.error.issues)
      (errors[`additionFilter.${i.path.join('.') || String((i as { keys?: string[] }).keys?.[0] ?? '_')}`] ??= []).push(
        i.message,
      );
    const [first] = Object.entries(errors);
    throw new AppError(400, `${first[0]}: ${first[1][0]}`, errors);
  }
  const f = parsed.data;
  const out: TableFilter[] = [];
  if (f.state) out.push({ field: 'state', opt: 'equals', value1: f.state });
  if (f.dt1 || f.dt2)
    out.push({ field: 'dispatch_date', opt: 'between', value1: f.dt1 || null, value2: f.dt2 || null });
  if (f.merchantCode) {
    if (area === 'merchant')
      throw new AppError(400, 'additionFilter.merchantCode: not allowed here', {
        'additionFilter.merchantCode': ['Not allowed here'],
      });
    out.push({ field: 'merchant_code', opt: 'equals', value1: f.merchantCode.toUpperCase() });
  }
  return out;
}
