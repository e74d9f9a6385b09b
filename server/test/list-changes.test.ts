import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from './db';
import { backlogList } from '../modules/backlog/lists';
import { invoiceList } from '../modules/invoices/lists';
import { earningList } from '../modules/margins/lists';
import { backendTransferList, transferList } from '../modules/transfers/lists';
import type { ListDefinition } from '../lib/table-query';

/**
 * Decision 0041: a list that names its table in `changes` keeps its counts in memory until the database notifies that
 * the table changed. A table without the notifying trigger would show a count that never moves again, so every such
 * list's table must have it, for every kind of write.
 */
const KEEPING: [ListDefinition, string][] = [
  [backlogList, 'backlog_records'],
  [transferList, 'fund_transfers'],
  [backendTransferList, 'fund_transfers'],
  [earningList, 'margin_credits'],
  [invoiceList, 'invoices'],
];

// pg_trigger.tgtype bits: per statement is bit 0 clear; INSERT 4, DELETE 8, UPDATE 16, TRUNCATE 32.
const WRITES = { insert: 4, delete: 8, update: 16, truncate: 32 };

describe('lists that keep their counts', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it.each(KEEPING.map(([def, table]) => [def.name, def, table] as const))(
    '%s: its table notifies every write',
    async (_name, def, table) => {
      expect(def.changes).toBe(table);
      const triggers = await database.query<{ tgtype: number }>(
        `select t.tgtype from pg_trigger t join pg_proc p on p.oid = t.tgfoid
        where t.tgrelid = $1::regclass and p.proname = 'notify_list_change' and not t.tgisinternal`,
        [table],
      );
      const kinds = triggers.reduce((a, t) => a | Number(t.tgtype), 0);
      for (const [write, bit] of Object.entries(WRITES))
        expect({ write, on: (kinds & bit) !== 0 }).toEqual({ write, on: true });
      expect(triggers.every((t) => (Number(t.tgtype) & 1) === 0)).toBe(true);
    },
  );
});
