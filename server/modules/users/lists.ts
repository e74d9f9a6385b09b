import { sql } from 'drizzle-orm';
import { ALL_USERS_COLUMNS, ID_SALE_COLUMNS, MERCHANT_COLUMNS, STAFF_COLUMNS } from '../../../contract/lists/users';
import type { ListDefinition } from '../../lib/table-query';
import { istTimestamp, withSql } from '../../lib/list-columns';
import { kycStatusSql } from '../kyc/read-model';
import { idTypesSql, packagesSql } from '../masters/read-model';
import { idSalesSql, profilesSql } from '../registration/read-model';
import { walletsSql } from '../wallet/read-model';

const active = { expr: sql`(case when u.active then 'yes' else 'no' end)`, weight: 8 };
/** Not shown: the row's account id, for links to user/{id} and merchant/{id}. */
const rowId = {
  field: 'id',
  label: 'Id',
  type: 'number' as const,
  sortable: false,
  filterable: false,
  expr: sql`u.id`,
};
const kycOf = kycStatusSql(sql`u.id`);

export const allUsersList: ListDefinition = {
  name: 'all-users',
  title: 'All users',
  personal: true,
  from: sql`users u`,
  key: sql`u.id`,
  columns: [
    ...withSql('all-users', ALL_USERS_COLUMNS, {
      code: { expr: sql`u.code`, weight: 9 },
      userName: { expr: sql`u.user_name`, weight: 14 },
      displayName: { expr: sql`u.display_name`, weight: 18 },
      role: { expr: sql`u.role`, weight: 9 },
      kind: { expr: sql`u.merchant_kind`, weight: 10 },
      mobile: { expr: sql`u.mobile`, weight: 11 },
      email: { expr: sql`u.email`, weight: 20 },
      active,
      lastLoginAt: istTimestamp(sql`u.last_login_at`),
      createdAt: istTimestamp(sql`u.created_at`),
    }),
    rowId,
  ],
  defaultSort: [{ column: 'createdAt', dir: 'desc' }],
};

export const merchantList: ListDefinition = {
  name: 'merchants',
  title: 'Merchants',
  personal: true,
  // The profile, package and wallet are their owners' join pieces (decision 0071), flattened by the planner.
  from: sql`users u left join ${profilesSql} p on p.user_id = u.id left join ${packagesSql} pk
    on pk.id = p.package_id left join ${walletsSql} w on w.user_id = u.id`,
  key: sql`u.id`,
  columns: [
    ...withSql('merchants', MERCHANT_COLUMNS, {
      code: { expr: sql`u.code`, weight: 9 },
      displayName: { expr: sql`u.display_name`, weight: 18 },
      shopName: { expr: sql`coalesce(p.shop_name, '')`, weight: 18 },
      mobile: { expr: sql`u.mobile`, weight: 11 },
      packageName: { expr: sql`pk.name`, weight: 10 },
      balance: {
        expr: sql`coalesce(w.balance_paise, 0)`,
        output: sql`round(coalesce(w.balance_paise, 0) / 100.0, 2)::float8`,
        weight: 12,
      },
      kycStatus: { expr: kycOf, weight: 11 },
      active,
      createdAt: istTimestamp(sql`u.created_at`),
    }),
    rowId,
  ],
  defaultSort: [{ column: 'createdAt', dir: 'desc' }],
};

export const staffList: ListDefinition = {
  name: 'back-office-staff',
  title: 'Back-office staff',
  personal: true,
  from: sql`users u`,
  key: sql`u.id`,
  columns: [
    ...withSql('staff', STAFF_COLUMNS, {
      code: { expr: sql`u.code`, weight: 9 },
      userName: { expr: sql`u.user_name`, weight: 14 },
      displayName: { expr: sql`u.display_name`, weight: 18 },
      mobile: { expr: sql`u.mobile`, weight: 11 },
      email: { expr: sql`u.email`, weight: 20 },
      active,
      lastLoginAt: istTimestamp(sql`u.last_login_at`),
    }),
    rowId,
  ],
  defaultSort: [{ column: 'displayName', dir: 'asc' }],
};

export const idSaleList: ListDefinition = {
  name: 'id-sales',
  title: 'ID sales',
  personal: true,
  from: sql`${idSalesSql} s join users u on u.id = s.user_id join ${idTypesSql} t on t.id = s.id_type_id
    left join users b on b.id = s.sold_by`,
  key: sql`s.id`,
  columns: withSql('id-sales', ID_SALE_COLUMNS, {
    soldAt: istTimestamp(sql`s.sold_at`),
    code: { expr: sql`u.code`, weight: 10 },
    displayName: { expr: sql`u.display_name`, weight: 18 },
    idTypeName: { expr: sql`t.name`, weight: 16 },
    price: { expr: sql`s.price_paise`, output: sql`round(s.price_paise / 100.0, 2)::float8`, weight: 10 },
    soldBy: { expr: sql`coalesce(b.display_name, '')`, weight: 14 },
  }),
  defaultSort: [{ column: 'soldAt', dir: 'desc' }],
};

/** Row scopes: merchants are owners and franchise members (staff are listed under their owner). */
export const MERCHANT_SCOPE = { where: sql`u.role = 'merchant' and u.merchant_kind in ('owner', 'franchise')` };
export const STAFF_SCOPE = { where: sql`u.role = 'staff'` };
