import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backlogRecords } from '../../db/schema/backlog';
import type { AuthUser } from '../../lib/access';
import { forbidden } from '../../lib/errors';
import type { RowScope } from '../../lib/table-query';
import { accountCard } from '../users/read-model';

export type Area = 'backend' | 'merchant';

/**
 * The merchant number (memno) whose records an account sees: its own code for an owner or franchise
 * member, its owner's for merchant staff (docs/product.md#roles: staff act on the owner's data).
 */
export async function merchantCode(db: Db, user: AuthUser): Promise<string> {
  if (user.role !== 'merchant' || !user.merchantId) throw forbidden();
  if (user.merchantId === user.id) return user.code;
  const owner = await accountCard(db, user.merchantId);
  if (!owner) throw forbidden();
  return owner.code;
}

/**
 * Which backlog rows a caller sees: the back office all of them, a merchant only rows whose memno is
 * its own. Decided from the area the route belongs to and the signed-in user, never from the request.
 */
export async function backlogScope(db: Db, area: Area, user: AuthUser): Promise<RowScope> {
  if (area === 'backend') {
    if (user.role !== 'admin' && user.role !== 'staff') throw forbidden();
    return 'all';
  }
  const code = await merchantCode(db, user);
  return { where: sql`${backlogRecords.memno} = ${code}` };
}

/** Importing legacy records and attaching acknowledgement files is for admin only (docs/product.md#who-may-do-what). */
export const canImport = (user: AuthUser) => user.role === 'admin';
