import { sql } from 'drizzle-orm';
import { COLLECTION_COLUMNS, RECEIPT_COLUMNS } from '../../../contract/receipts';
import { istTimestamp, withSql } from '../../lib/list-columns';
import type { ListDefinition, RowScope } from '../../lib/table-query';

const rupees = (paise: ReturnType<typeof sql>) => sql`round(${paise} / 100.0, 2)::float8`;

/** The shop's receipts (issue 27 §1): one row per receipt, as printed. */
export const receiptList: ListDefinition = {
  name: 'receipts',
  title: 'Receipts',
  personal: true,
  from: sql`receipts rc`,
  key: sql`rc.id`,
  columns: [
    { field: 'id', label: 'Id', type: 'number', expr: sql`rc.id` },
    ...withSql('receipts', RECEIPT_COLUMNS, {
      receiptNo: { expr: sql`rc.receipt_no`, weight: 7 },
      dated: istTimestamp(sql`rc.created_at`),
      kind: { expr: sql`rc.kind`, weight: 7 },
      serviceCode: { expr: sql`rc.service_code`, weight: 14 },
      reference: { expr: sql`rc.reference`, weight: 14 },
      customerName: { expr: sql`rc.customer_name`, weight: 18 },
      // Only its last four digits ever leave the server, as on the printed receipt.
      customerMobile: {
        expr: sql`rc.customer_mobile`,
        output: sql`case when length(regexp_replace(rc.customer_mobile, '[^0-9]', '', 'g')) >= 4
          then repeat('•', greatest(length(regexp_replace(rc.customer_mobile, '[^0-9]', '', 'g')) - 4, 2))
            || right(regexp_replace(rc.customer_mobile, '[^0-9]', '', 'g'), 4)
          when rc.customer_mobile = '' then '' else '••••' end`,
        weight: 10,
      },
      amount: { expr: sql`rc.amount_paise`, output: rupees(sql`rc.amount_paise`), weight: 10 },
      wallet: { expr: sql`rc.wallet_paise`, output: rupees(sql`rc.wallet_paise`), weight: 10 },
      madeByName: { expr: sql`rc.made_by_name`, weight: 14 },
    }),
  ],
  defaultSort: [{ column: 'receiptNo', dir: 'desc' }],
};

/** One shop's receipts: the account's own (a franchise member's), or its owner's for staff (shopOf). */
export const shopReceipts = (merchantId: number): RowScope => ({ where: sql`rc.merchant_id = ${merchantId}` });

/**
 * The day's takings per service and staff member, summed from the receipts themselves so they always add up to the
 * receipts list: a refund counts on its own day (in India) but under whoever made the sale, who took the cash.
 */
const COLLECTIONS_FROM = sql`(
  select rc.merchant_id,
    (rc.created_at at time zone 'Asia/Kolkata')::date as day,
    rc.service_code,
    coalesce(sale.made_by_name, rc.made_by_name) as made_by_name,
    min(rc.id) as id,
    count(*) filter (where rc.kind = 'sale')::int as sales,
    count(*) filter (where rc.kind = 'refund')::int as refunds,
    sum(case when rc.kind = 'sale' then rc.amount_paise else -rc.amount_paise end)::bigint as cash_paise,
    sum(case when rc.kind = 'sale' then rc.wallet_paise else -rc.wallet_paise end)::bigint as wallet_paise
  from receipts rc left join receipts sale on sale.id = rc.refers_to
  group by 1, 2, 3, 4
) co`;

export const collectionList: ListDefinition = {
  name: 'collections',
  title: 'Collections',
  personal: false,
  from: COLLECTIONS_FROM,
  key: sql`co.id`,
  columns: withSql('collections', COLLECTION_COLUMNS, {
    day: { expr: sql`co.day`, output: sql`to_char(co.day, 'YYYY-MM-DD')`, weight: 10 },
    serviceCode: { expr: sql`co.service_code`, weight: 16 },
    madeByName: { expr: sql`co.made_by_name`, weight: 16 },
    sales: { expr: sql`co.sales`, weight: 7 },
    refunds: { expr: sql`co.refunds`, weight: 7 },
    cash: { expr: sql`co.cash_paise`, output: rupees(sql`co.cash_paise`), weight: 11 },
    wallet: { expr: sql`co.wallet_paise`, output: rupees(sql`co.wallet_paise`), weight: 11 },
  }),
  defaultSort: [
    { column: 'day', dir: 'desc' },
    { column: 'serviceCode', dir: 'asc' },
  ],
};

export const shopCollections = (merchantId: number): RowScope => ({ where: sql`co.merchant_id = ${merchantId}` });
