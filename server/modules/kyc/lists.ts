import { sql } from 'drizzle-orm';
import { KYC_COLUMNS } from '../../../contract/lists/users';
import type { ListDefinition } from '../../lib/table-query';
import { istTimestamp, withSql } from '../../lib/list-columns';
import { accountsSql } from '../users/read-model';

/** The newest submission of each user: older ones are history, not work. */
export const kycList: ListDefinition = {
  name: 'kyc',
  title: 'KYC submissions',
  personal: true,
  from: sql`kyc_submissions ks join ${accountsSql} u on u.id = ks.user_id`,
  key: sql`ks.id`,
  columns: [
    ...withSql('kyc', KYC_COLUMNS, {
      submittedAt: istTimestamp(sql`ks.created_at`),
      code: { expr: sql`u.code`, weight: 10 },
      displayName: { expr: sql`u.display_name`, weight: 18 },
      kind: { expr: sql`u.merchant_kind`, weight: 10 },
      panNo: { expr: sql`ks.pan_no`, weight: 11 },
      status: { expr: sql`ks.status`, weight: 9 },
    }),
    {
      field: 'waitingFirst',
      label: 'Waiting first',
      type: 'number',
      sortable: true,
      filterable: false,
      expr: sql`(case when ks.status = 'submitted' then 0 else 1 end)`,
    },
    { field: 'id', label: 'Id', type: 'number', sortable: false, filterable: false, expr: sql`ks.id` },
  ],
  defaultSort: [
    { column: 'waitingFirst', dir: 'asc' },
    { column: 'submittedAt', dir: 'asc' },
  ],
};

export const LATEST_ONLY = {
  where: sql`ks.id = (select max(k2.id) from kyc_submissions k2 where k2.user_id = ks.user_id)`,
};
