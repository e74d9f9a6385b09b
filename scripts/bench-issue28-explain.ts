/**
 * `DATABASE_URL=… npx tsx scripts/bench-issue28-explain.ts [pattern]`: EXPLAIN (ANALYZE, BUFFERS) of the statements
 * behind issue 28's bench scenarios, on a database `npm run bench` has seeded (bench-issue28.ts). The list
 * statements are built by the list engine exactly as the routes build them; the margins report's is the margin
 * service's own statement (marginReportStatement), with its first page of owners.
 */
import { sql, type SQL } from 'drizzle-orm';
import { openPostgres } from '../server/db/client';
import { TableRequest } from '../contract/table';
import { denseStatement, flatten, planList, type RowScope } from '../server/lib/table-query';
import { dialect } from '../server/lib/table-query/sql';
import type { ListDefinition } from '../server/lib/table-query';
import { backendTransferList, allTransfers, ownerTransfers, transferList } from '../server/modules/transfers/lists';
import { transferListFilters } from '../server/modules/transfers/lists';
import { earningList, ownerEarnings, rangeFilters } from '../server/modules/margins/lists';
import { marginReportStatement } from '../server/modules/margins/service';
import { invoiceList, merchantInvoices, monthFilters } from '../server/modules/invoices/lists';
import { issue28Samples } from './bench-issue28';

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL, please (a database the bench seeded)');
  const only = process.argv[2] ? new RegExp(process.argv[2], 'i') : null;
  const database = openPostgres(url, 2);
  const sample = await issue28Samples(database);
  const [login] = await database.query<{ id: number }>(`select id from users where user_name = 'bench-login-merchant'`);
  const list = (def: ListDefinition, body: object, scope: RowScope, extra: object[] = []) =>
    flatten(
      denseStatement(
        planList(def, TableRequest.parse({ length: 10, start: 0, ...body }), scope, {
          extraFilters: extra as never,
        }),
        {},
        'json',
      ),
    );
  const month = { from: '2024-03-01', to: '2024-03-31' };
  // As the route reads it: the month's daily rows summed per service and per owner, the first page of owners.
  const report = marginReportStatement({ ...month, page: 1 });
  const byDay = sql`select to_char(dated, 'YYYY-MM-DD'), count(*), sum(charge_paise) from margin_credits
    where owner_id = ${login.id} and dated between ${month.from} and ${month.to} group by 1 order by 1`;
  const statements: [string, SQL][] = [
    ['invoices first page', list(invoiceList, {}, 'all')],
    [
      'invoices one month',
      list(invoiceList, { filters: [{ field: 'month', opt: 'equals', value1: '2024-03' }] }, 'all'),
    ],
    [
      'invoices one merchant',
      list(invoiceList, { filters: [{ field: 'merchantCode', opt: 'equals', value1: sample.merchantCode }] }, 'all'),
    ],
    ['invoices deep page', list(invoiceList, { start: 100_000 }, 'all')],
    [
      "invoices merchant's month",
      list(invoiceList, {}, merchantInvoices(login.id), monthFilters({ month: '2024-03' })),
    ],
    ['transfers first page', list(backendTransferList, {}, allTransfers, transferListFilters({}))],
    [
      'transfers owner code',
      list(backendTransferList, {}, allTransfers, transferListFilters({ ownerCode: sample.ownerCode })),
    ],
    [
      'transfers one month',
      list(backendTransferList, {}, allTransfers, transferListFilters({ dt1: month.from, dt2: month.to })),
    ],
    ["transfers owner's own", list(transferList, {}, ownerTransfers(login.id))],
    ["earnings owner's month", list(earningList, {}, ownerEarnings(login.id), rangeFilters(month))],
    ["earnings owner's by day", byDay],
    ['margins report by owner', report],
  ];
  for (const [name, statement] of statements) {
    if (only && !only.test(name)) continue;
    const q = dialect.sqlToQuery(statement);
    const rows = await database.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${q.sql}`, q.params);
    console.log(`\n=== ${name}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
  await database.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
