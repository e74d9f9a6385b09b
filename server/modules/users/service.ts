import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/identity';
import { hashPassword } from '../../lib/passwords';
import { isUniqueViolation, nextId } from '../../db/ids';
import { AppError, notFound } from '../../lib/errors';
import type { MerchantKind, Role } from '../../../contract/roles';

const CODE_PREFIX: Record<Role, string> = { admin: 'AD', staff: 'ST', merchant: 'PM' };

export type NewUser = {
  userName: string;
  displayName: string;
  role: Role;
  password: string;
  merchantKind?: MerchantKind | null;
  parentId?: number | null;
  email?: string | null;
  mobile?: string | null;
};

/** Creates an account with the next code for its role (AD1001, ST1002, PM1003…): the id decides, so codes never collide. */
export async function createUser(db: Db | Tx, u: NewUser): Promise<{ id: number; code: string }> {
  const id = await nextId(db, 'users_id_seq');
  const code = `${CODE_PREFIX[u.role]}${1000 + id}`;
  await db.insert(users).values({
    id,
    code,
    userName: u.userName.trim(),
    displayName: u.displayName.trim(),
    role: u.role,
    merchantKind: u.role === 'merchant' ? (u.merchantKind ?? 'owner') : null,
    parentId: u.parentId ?? null,
    email: u.email ?? null,
    mobile: u.mobile ?? null,
    passwordHash: await hashPassword(u.password),
  });
  return { id, code };
}

const userNameTaken = () => new AppError(409, 'This user name is already taken.', { userName: ['Already taken'] });

/**
 * Runs `create` (the transaction that makes the account) unless the user name is taken, in any case:
 * a 409 naming the field. Two people choosing the same name at the same moment meet at the unique index.
 */
export async function withFreeUserName<T>(db: Db, userName: string, create: () => Promise<T>): Promise<T> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.userName}) = ${userName.toLowerCase()}`);
  if (taken) throw userNameTaken();
  try {
    return await create();
  } catch (e) {
    if (isUniqueViolation(e, 'users_user_name_uq')) throw userNameTaken();
    throw e;
  }
}

/** A merchant owner's own staff or franchise account, or 404: another shop's account, another kind or none look alike. */
export async function ownTeamAccount(
  db: Db,
  ownerId: number,
  id: number,
  kind: 'staff' | 'franchise',
  missing: string,
) {
  const [u] = await db
    .select()
    .from(users)
    .where(
      and(eq(users.id, id), eq(users.parentId, ownerId), eq(users.role, 'merchant'), eq(users.merchantKind, kind)),
    );
  if (!u) throw notFound(missing);
  return u;
}

/** An account already holding this mobile number or this email address (any case), or undefined. */
export async function accountByContact(db: Db | Tx, mobile: string, email: string) {
  const [u] = await db
    .select({ mobile: users.mobile, email: users.email })
    .from(users)
    .where(sql`${users.mobile} = ${mobile} or lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return u;
}

/** Whether an account already has this user name, in any case. */
export async function userNameInUse(db: Db | Tx, userName: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.userName}) = ${userName.toLowerCase()}`);
  return !!taken;
}
