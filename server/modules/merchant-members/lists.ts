import { sql } from 'drizzle-orm';
import { MEMBER_COLUMNS } from '../../../contract/merchant-members';
import type { ListDefinition } from '../../lib/table-query';
import { istTimestamp, withSql } from '../../lib/list-columns';
import { kycStatusSql } from '../kyc/read-model';
import { profilesSql } from '../registration/read-model';
import { teamAccountsSql } from '../users/read-model';
import { walletsSql } from '../wallet/read-model';

/** Not shown: the member's account id, for the row's link to the member's page. */
const rowId = {
  field: 'id',
  label: 'Id',
  type: 'number' as const,
  sortable: false,
  filterable: false,
  expr: sql`u.id`,
};
const kycOf = kycStatusSql(sql`u.id`);

/** An owner's franchise members (docs/product.md#merchant-portal member list); always scoped to the signed-in owner. */
export const memberList: ListDefinition = {
  name: 'members',
  title: 'Members',
  personal: true,
  // Each owner's join piece (decision 0071): plain subqueries the planner flattens into this join.
  from: sql`${teamAccountsSql} u left join ${profilesSql} p on p.user_id = u.id left join ${walletsSql} w on w.user_id = u.id`,
  key: sql`u.id`,
  columns: [
    ...withSql('members', MEMBER_COLUMNS, {
      code: { expr: sql`u.code`, weight: 9 },
      displayName: { expr: sql`u.display_name`, weight: 18 },
      userName: { expr: sql`u.user_name`, weight: 14 },
      mobile: { expr: sql`u.mobile`, weight: 11 },
      email: { expr: sql`u.email`, weight: 20 },
      shopName: { expr: sql`coalesce(p.shop_name, '')`, weight: 18 },
      balance: {
        expr: sql`coalesce(w.balance_paise, 0)`,
        output: sql`round(coalesce(w.balance_paise, 0) / 100.0, 2)::float8`,
        weight: 12,
      },
      kycStatus: { expr: kycOf, weight: 11 },
      active: { expr: sql`(case when u.active then 'yes' else 'no' end)`, weight: 8 },
      createdAt: istTimestamp(sql`u.created_at`),
    }),
    rowId,
  ],
  defaultSort: [{ column: 'createdAt', dir: 'desc' }],
};

/** The rows an owner may see: its own franchise members, never another shop's, never its staff. */
export function membersOf(ownerId: number) {
  return { where: sql`u.role = 'merchant' and u.merchant_kind = 'franchise' and u.parent_id = ${ownerId}` };
}
