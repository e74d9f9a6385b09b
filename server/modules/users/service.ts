import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { nextId } from '../../db/ids';
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
