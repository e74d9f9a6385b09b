import { sql, type SQL } from 'drizzle-orm';
import { BACKLOG_COLUMNS } from '../../../contract/lists/backlog';
import { backlogDayCounts, backlogRecords, backlogStatusCounts } from '../../db/schema/backlog';
import type { ListColumn, ListDefinition } from '../../lib/table-query';

const b = backlogRecords;

/** The SQL behind each shared column; the contract's definitions decide types, ops, sorting and search. */
const SQL_FOR: Record<string, { expr: SQL; output?: SQL; weight?: number }> = {
  transid: { expr: sql`${b.transid}`, weight: 12 },
  dated: { expr: sql`${b.dated}`, output: sql`to_char(${b.dated}, 'YYYY-MM-DD')`, weight: 9 },
  akn_no: { expr: sql`${b.aknNo}`, weight: 14 },
  pan_type: { expr: sql`${b.panType}`, weight: 12 },
  name: { expr: sql`${b.name}`, weight: 18 },
  cardname: { expr: sql`${b.cardname}`, weight: 18 },
  // Aadhaar never leaves the server in full (Aadhaar Act s.29): only its last four digits are shown. A filter
  // matches the keyed hash (the service hashes the value first: hashAadhaarFilters), so "empty" means that
  // no whole number is on record, even where an imported mask left its last four digits.
  aadhaar_No: {
    expr: sql`${b.aadhaarHash}`,
    output: sql`case when ${b.aadhaarLast4} = '' then '' else 'XXXX XXXX ' || ${b.aadhaarLast4} end`,
    weight: 11,
  },
  contactno: { expr: sql`${b.contactno}`, weight: 10 },
  email: { expr: sql`${b.email}`, weight: 20 },
  memno: { expr: sql`${b.memno}`, weight: 10 },
  status: { expr: sql`${b.status}`, weight: 7 },
};

const columns: ListColumn[] = BACKLOG_COLUMNS.map((c) => {
  const s = SQL_FOR[c.field];
  if (!s) throw new Error(`No SQL for backlog column ${c.field}`);
  return { ...c, ...s };
});

export const backlogList: ListDefinition = {
  name: 'backlog-pan',
  title: 'Backlog PAN list',
  personal: true,
  from: sql`${b}`,
  key: sql`${b.id}`,
  columns,
  defaultSort: [{ column: 'dated', dir: 'desc' }],
  search: sql`${b.searchText}`,
  // Imported history: it changes only on an import, so a search's count can be kept until then.
  changes: 'backlog_records',
  rollups: [
    {
      from: sql`${backlogStatusCounts}`,
      count: sql`${backlogStatusCounts.n}`,
      columns: { status: sql`${backlogStatusCounts.status}` },
    },
    {
      from: sql`${backlogDayCounts}`,
      count: sql`${backlogDayCounts.n}`,
      columns: { status: sql`${backlogDayCounts.status}`, dated: sql`${backlogDayCounts.dated}` },
    },
  ],
};
