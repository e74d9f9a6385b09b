import { sql } from 'drizzle-orm';
import { LEDGER_COLUMNS } from '../../../contract/reports';
import type { ListDefinition } from '../../lib/table-query';
import { istTimestamp, withSql } from '../../lib/list-columns';

const money = (expr: ReturnType<typeof sql>) => ({ expr, output: sql`round(${expr} / 100.0, 2)::float8`, weight: 11 });

/** A wallet's entries in the order they happened; balance is the ledger's own balance after each entry. */
export const ledgerList: ListDefinition = {
  name: 'ledger-statement',
  title: 'Ledger statement',
  from: sql`ledger_entries le join wallets lw on lw.id = le.wallet_id`,
  key: sql`le.id`,
  columns: withSql('ledger', LEDGER_COLUMNS, {
    createdAt: istTimestamp(sql`le.created_at`),
    narration: { expr: sql`le.narration`, weight: 34 },
    refType: { expr: sql`le.ref_type`, weight: 12 },
    dr: money(sql`(case when le.direction = 'Dr' then le.amount_paise else 0 end)`),
    cr: money(sql`(case when le.direction = 'Cr' then le.amount_paise else 0 end)`),
    balance: money(sql`le.balance_after_paise`),
  }),
  defaultSort: [{ column: 'createdAt', dir: 'asc' }],
};
