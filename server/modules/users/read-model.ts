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

/** A shop's account (an owner or a franchise member: a wallet holder whose code other records carry). */
const isShop = and(eq(users.role, 'merchant'), sql`${users.merchantKind} <> 'staff'`);

/** Which of these codes (as stored: upper case) are shops' accounts, for an import that names merchants by code. */
export async function shopCodesAmong(db: Db | Tx, codes: string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ code: users.code })
    .from(users)
    .where(and(inArray(users.code, codes), isShop));
  return rows.map((r) => r.code);
}

/** Every shop's code and name, by code (a picker of merchants). */
export function shopAccounts(db: Db | Tx): Promise<{ id: number; code: string; name: string }[]> {
  return db
    .select({ id: users.id, code: users.code, name: users.displayName })
    .from(users)
    .where(isShop)
    .orderBy(users.code);
}

/** A shop by its code typed in any case, or undefined. */
export async function shopByCode(db: Db | Tx, code: string): Promise<{ id: number; code: string } | undefined> {
  const [m] = await db
    .select({ id: users.id, code: users.code })
    .from(users)
    .where(and(sql`upper(${users.code}) = ${code.toUpperCase()}`, isShop));
  return m;
}

/** What the signed-in user's own profile screen shows of the account: the card and its own dates and photo. */
export async function ownAccount(
  db: Db | Tx,
  id: number,
): Promise<(AccountCard & { photoFileId: string | null; lastLoginAt: Date | null; createdAt: Date }) | undefined> {
  const [row] = await db
    .select({ ...card, photoFileId: users.photoFileId, lastLoginAt: users.lastLoginAt, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/**
 * Join pieces for other domains' list definitions (raw SQL): accounts' public columns as plain subqueries the
 * planner flattens into the list's join, so the primary key and the parent_id index serve as on the table.
 * `accountNamesSql`: a merchant's or an actor's code and name; `teamAccountsSql`: a shop's members, by parent.
 */
export const accountNamesSql = sql`(select id, code, display_name from users)`;
export const teamAccountsSql = sql`(select id, code, user_name, display_name, mobile, email, role, merchant_kind,
  parent_id, active, created_at from users)`;
/**
 * An account's public card (the columns of `card` above) as a join piece for raw SQL: what a list shows of the
 * merchant or the submitter a row belongs to (KYC's kind); never a hash, a failure count or a photo key.
 */
export const accountsSql = sql`(select id, code, user_name, display_name, email, mobile, role, merchant_kind,
  parent_id, active from users)`;
