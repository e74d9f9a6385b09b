import { sql } from 'drizzle-orm';
import { PAYMENT_COLUMNS } from '../../../contract/payments';
import type { ListDefinition, RowScope } from '../../lib/table-query';
import { istTimestamp, withSql } from '../../lib/list-columns';
import { accountNamesSql } from '../users/read-model';
import { companyBanksSql } from '../masters/read-model';

export const paymentList: ListDefinition = {
  name: 'payment-requests',
  title: 'Payment requests',
  personal: true,
  from: sql`payment_requests pr join ${accountNamesSql} mu on mu.id = pr.merchant_id join ${companyBanksSql} cb on cb.id = pr.bank_id`,
  key: sql`pr.id`,
  columns: [
    ...withSql('payments', PAYMENT_COLUMNS, {
      refNo: { expr: sql`('PR' || lpad(pr.id::text, 7, '0'))`, weight: 11 },
      createdAt: istTimestamp(sql`pr.created_at`),
      merchantCode: { expr: sql`mu.code`, weight: 10 },
      bank: { expr: sql`cb.bank_name`, weight: 14 },
      amount: { expr: sql`pr.amount_paise`, output: sql`round(pr.amount_paise / 100.0, 2)::float8`, weight: 11 },
      mode: { expr: sql`pr.mode`, weight: 7 },
      utr: { expr: sql`pr.utr`, weight: 16 },
      depositDate: { expr: sql`pr.deposit_date`, output: sql`to_char(pr.deposit_date, 'YYYY-MM-DD')`, weight: 10 },
      status: { expr: sql`pr.status`, weight: 9 },
      remark: { expr: sql`coalesce(pr.remark, '')`, weight: 20 },
    }),
    {
      field: 'pendingFirst',
      label: 'Pending first',
      type: 'number',
      sortable: true,
      filterable: false,
      expr: sql`(case when pr.status = 'pending' then 0 else 1 end)`,
    },
    { field: 'id', label: 'Id', type: 'number', sortable: false, filterable: false, expr: sql`pr.id` },
    {
      field: 'hasSlip',
      label: 'Slip',
      type: 'number',
      sortable: false,
      filterable: false,
      expr: sql`(pr.slip_file_id is not null)`,
    },
    {
      field: 'merchantName',
      label: 'Merchant name',
      type: 'text',
      sortable: true,
      searchable: true,
      filterable: true,
      expr: sql`mu.display_name`,
    },
  ],
  defaultSort: [
    { column: 'pendingFirst', dir: 'asc' },
    { column: 'createdAt', dir: 'desc' },
  ],
};

/** One merchant's own requests in paymentList. */
export const merchantPayments = (merchantId: number | null): RowScope => ({
  where: sql`pr.merchant_id = ${merchantId}`,
});
