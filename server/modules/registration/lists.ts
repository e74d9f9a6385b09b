import { sql } from 'drizzle-orm';
import { REGISTRATION_COLUMNS } from '../../../contract/lists/users';
import type { ListDefinition } from '../../lib/table-query';
import { istTimestamp, withSql } from '../../lib/list-columns';
import { idTypesSql } from '../masters/read-model';

export const registrationList: ListDefinition = {
  name: 'registrations',
  title: 'Registrations',
  personal: true,
  from: sql`registrations r join ${idTypesSql} t on t.id = r.id_type_id`,
  key: sql`r.id`,
  columns: [
    ...withSql('registrations', REGISTRATION_COLUMNS, {
      refNo: { expr: sql`r.ref_no`, weight: 18 },
      dated: istTimestamp(sql`r.dated`),
      name: { expr: sql`(r.f_name || ' ' || r.l_name)`, weight: 18 },
      mobileNo: { expr: sql`r.mobile_no`, weight: 11 },
      emailId: { expr: sql`r.email_id`, weight: 20 },
      shopName: { expr: sql`r.shop_name`, weight: 18 },
      idName: { expr: sql`t.name`, weight: 14 },
      district: { expr: sql`r.district`, weight: 12 },
      state: { expr: sql`r.state`, weight: 12 },
      status: { expr: sql`r.status`, weight: 9 },
    }),
    // Not shown: it exists so the default order can put pending ones first; id is for the row link.
    {
      field: 'pendingFirst',
      label: 'Pending first',
      type: 'number',
      sortable: true,
      filterable: false,
      expr: sql`(case when r.status = 'pending' then 0 else 1 end)`,
    },
    { field: 'id', label: 'Id', type: 'number', sortable: false, filterable: false, expr: sql`r.id` },
  ],
  defaultSort: [
    { column: 'pendingFirst', dir: 'asc' },
    { column: 'dated', dir: 'desc' },
  ],
};
