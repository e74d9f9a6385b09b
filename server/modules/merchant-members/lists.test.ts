import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/db';
import { idSaleList, merchantList } from '../users/lists';
import { memberList, membersOf } from './lists';

/*
 * The member and merchant lists join the profile, wallet, package and ID-type pieces their owners export
 * (decision 0071) instead of naming those tables. A piece must stay a plain subquery PostgreSQL pulls up into
 * the join: one with a distinct, a limit or an aggregate would be scanned whole as a "Subquery Scan" on every page.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function plan(q: SQL): Promise<string> {
  const r = (await database.db.execute(sql`explain ${q}`)) as unknown as { rows: Record<string, string>[] };
  return r.rows.map((row) => Object.values(row)[0]).join('\n');
}

describe('the lists joined through the owners’ pieces', () => {
  it('join the tables themselves, by their indexes, for an owner’s members', async () => {
    const text = await plan(
      sql`select p.shop_name, w.balance_paise from ${memberList.from} where ${membersOf(5).where} order by u.created_at desc limit 20`,
    );
    expect(text).not.toContain('Subquery Scan');
    expect(text).toContain('users_parent_idx');
    expect(text).toContain('on merchant_profiles');
    expect(text).toContain('on wallets');
  });

  it('flatten the merchants’ and the ID sales’ joins too', async () => {
    for (const def of [merchantList, idSaleList]) {
      const text = await plan(sql`select 1 from ${def.from} limit 20`);
      expect(text, def.name).not.toContain('Subquery Scan');
    }
  });
});
