import { and, eq, inArray, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { users } from '../../db/schema/identity';

/**
 * What another domain may read of an account (docs/decisions/0071): the users table is this module's, so
 * the others take a merchant's code or name, an actor's name for a history line, from here and never see a
 * password hash, a failure count or a photo key.
 */
const card = {
  id: users.id,
  code: users.code,
  userName: users.userName,
  name: users.displayName,
  email: users.email,
  mobile: users.mobile,
  role: users.role,
  merchantKind: users.merchantKind,
  parentId: users.parentId,
  active: users.active,
};

export type AccountCard = {
  id: number;
  code: string;
  userName: string;
  name: string;
  email: string | null;
  mobile: string | null;
  role: (typeof users.$inferSelect)['role'];
  merchantKind: (typeof users.$inferSelect)['merchantKind'];
  parentId: number | null;
  active: boolean;
};

/** One account's public card, or undefined; `lock` holds the row for the caller's transaction (a charge). */
export async function accountCard(db: Db | Tx, id: number, lock = false): Promise<AccountCard | undefined> {
  const q = db.select(card).from(users).where(eq(users.id, id));
  const [row] = lock ? await q.for('no key update') : await q;
  return row;
}

/** The card of an account that must exist (the signed-in merchant's own): a 404 if it is gone. */
export async function existingAccount(db: Db | Tx, id: number): Promise<AccountCard> {
  const a = await accountCard(db, id);
  if (!a) throw notFound('No such account.');
  return a;
}

/** Accounts' public columns as a subquery to join (`as` names it, so one query can join it twice). */
export function accountsView(as = 'accounts') {
  return new QueryBuilder().select(card).from(users).as(as);
}

/** The active back-office accounts (admin and staff), as ids or as SQL to select them in a bulk insert. */
export async function activeBackOfficeIds(db: Db | Tx): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, ['admin', 'staff']), eq(users.active, true)));
  return rows.map((r) => r.id);
}

export const activeBackOfficeSql = sql`select id from users where role in ('admin', 'staff') and active`;
