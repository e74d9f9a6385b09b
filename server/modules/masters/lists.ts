import { sql } from 'drizzle-orm';
import { BANK_COLUMNS, ID_TYPE_COLUMNS, PACKAGE_COLUMNS } from '../../../contract/masters';
import type { ListDefinition } from '../../lib/table-query';
import { withSql } from '../../lib/list-columns';
import { idTypeSalesSql, merchantsOnPackageSql } from '../registration/read-model';

const active = (alias: string) => ({
  expr: sql.raw(`(case when ${alias}.active then 'yes' else 'no' end)`),
  weight: 8,
});
const id = (alias: string) => ({
  field: 'id',
  label: 'Id',
  type: 'number' as const,
  sortable: false,
  filterable: false,
  expr: sql.raw(`${alias}.id`),
});

export const packageList: ListDefinition = {
  name: 'packages',
  title: 'Packages',
  personal: false,
  from: sql`packages pg`,
  key: sql`pg.id`,
  columns: [
    ...withSql('packages', PACKAGE_COLUMNS, {
      name: { expr: sql`pg.name`, weight: 16 },
      nameHi: { expr: sql`coalesce(pg.name_hi, '')`, weight: 16 },
      description: { expr: sql`pg.description`, weight: 30 },
      merchants: { expr: merchantsOnPackageSql(sql`pg.id`), weight: 8 },
      active: active('pg'),
    }),
    id('pg'),
  ],
  defaultSort: [{ column: 'name', dir: 'asc' }],
};

export const bankList: ListDefinition = {
  name: 'banks',
  title: 'Company bank accounts',
  personal: false,
  from: sql`company_banks cb`,
  key: sql`cb.id`,
  columns: [
    ...withSql('banks', BANK_COLUMNS, {
      bankName: { expr: sql`cb.bank_name`, weight: 16 },
      holder: { expr: sql`cb.holder`, weight: 18 },
      accountNo: { expr: sql`cb.account_no`, weight: 16 },
      ifsc: { expr: sql`cb.ifsc`, weight: 11 },
      branch: { expr: sql`cb.branch`, weight: 14 },
      active: active('cb'),
    }),
    id('cb'),
  ],
  defaultSort: [{ column: 'bankName', dir: 'asc' }],
};

export const idTypeList: ListDefinition = {
  name: 'id-types',
  title: 'ID types',
  personal: false,
  from: sql`id_types it`,
  key: sql`it.id`,
  columns: [
    ...withSql('id-types', ID_TYPE_COLUMNS, {
      name: { expr: sql`it.name`, weight: 20 },
      nameHi: { expr: sql`coalesce(it.name_hi, '')`, weight: 20 },
      price: { expr: sql`it.price_paise`, output: sql`round(it.price_paise / 100.0, 2)::float8`, weight: 10 },
      sold: { expr: idTypeSalesSql(sql`it.id`), weight: 8 },
      active: active('it'),
    }),
    id('it'),
  ],
  defaultSort: [{ column: 'name', dir: 'asc' }],
};
