import { sql, type SQL } from 'drizzle-orm';
import { MERCHANT_STAFF_COLUMNS } from '../../../contract/merchant-staff';
import { STAFF_SERVICES } from '../../../contract/staff-permissions';
import type { ListDefinition, RowScope } from '../../lib/table-query';
import { istTimestamp, withSql } from '../../lib/list-columns';
import { staffTicksSql } from '../staff-permissions/service';
import { teamAccountsSql } from '../users/read-model';

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** The ticked services by their short names, comma-separated in the order STAFF_SERVICES lists them ('' for none). */
const labelOf = `case s ${STAFF_SERVICES.map((x) => `when ${literal(x.value)} then ${literal(x.short)}`).join(' ')} else s end`;
const orderOf = `case s ${STAFF_SERVICES.map((x, i) => `when ${literal(x.value)} then ${i}`).join(' ')} else ${STAFF_SERVICES.length} end`;
const servicesText: SQL = sql.raw(
  `coalesce(array_to_string(array(select ${labelOf} from unnest(sp.services) s order by ${orderOf}, s), ', '), '')`,
);

export const merchantStaffList: ListDefinition = {
  name: 'merchant-staff',
  title: 'Staff',
  personal: true,
  // The accounts and their ticks through their owners' join pieces (docs/decisions/0071), flattened by the planner.
  from: sql`${teamAccountsSql} u left join ${staffTicksSql} sp on sp.user_id = u.id`,
  key: sql`u.id`,
  columns: [
    ...withSql('merchant-staff', MERCHANT_STAFF_COLUMNS, {
      code: { expr: sql`u.code`, weight: 9 },
      displayName: { expr: sql`u.display_name`, weight: 18 },
      userName: { expr: sql`u.user_name`, weight: 14 },
      mobile: { expr: sql`u.mobile`, weight: 11 },
      email: { expr: sql`u.email`, weight: 20 },
      services: { expr: servicesText, weight: 24 },
      active: { expr: sql`(case when u.active then 'yes' else 'no' end)`, weight: 8 },
      createdAt: istTimestamp(sql`u.created_at`),
    }),
    /** Not shown: the row's account id, for the link to staff/{id}. */
    { field: 'id', label: 'Id', type: 'number' as const, sortable: false, filterable: false, expr: sql`u.id` },
  ],
  defaultSort: [{ column: 'createdAt', dir: 'desc' }],
};

/** The owner's own staff accounts, decided from the signed-in owner. */
export function merchantStaffScope(ownerId: number): RowScope {
  return { where: sql`u.parent_id = ${ownerId} and u.role = 'merchant' and u.merchant_kind = 'staff'` };
}
