import { eq, sql } from 'drizzle-orm';
import type { StaffService } from '../../../contract/staff-permissions';
import type { Db, Tx } from '../../db/client';
import { staffPermissions } from '../../db/schema/staff-permissions';
import type { AuthUser } from '../../lib/access';
import { recordEvent } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { accountCard } from '../users/read-model';

/**
 * Merchant staff work only on the services their owner opened to them; owners and franchise members on
 * all of their own. Checked on every call of a service's merchant routes, so a change applies at once.
 */
export async function requireStaffService(
  db: Db | Tx,
  user: Pick<AuthUser, 'id' | 'kind'>,
  service: StaffService,
): Promise<void> {
  if (user.kind !== 'staff') return;
  const [row] = await db
    .select({ services: staffPermissions.services })
    .from(staffPermissions)
    .where(eq(staffPermissions.userId, user.id));
  if (!row?.services.includes(service)) {
    throw new AppError(
      403,
      'Your merchant has not given your account this service. Ask the shop owner to allow it under User Management.',
      undefined,
      { staffPermission: service },
    );
  }
}

/**
 * Writes the whole list of services a staff account may work on, with its audit event, inside the
 * caller's transaction (so an account and its services are made or changed together). Answers the list
 * as stored: each service once, sorted.
 */
export async function writeStaffServices(
  tx: Tx,
  ownerId: number,
  staffId: number,
  services: readonly StaffService[],
): Promise<StaffService[]> {
  const unique = [...new Set(services)].sort();
  await tx
    .insert(staffPermissions)
    .values({ userId: staffId, services: unique, updatedBy: ownerId, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: staffPermissions.userId,
      set: { services: unique, updatedBy: ownerId, updatedAt: new Date() },
    });
  await recordEvent(tx, {
    actorId: ownerId,
    action: 'staff_permissions_set',
    entityType: 'user',
    entityId: staffId,
    remark: unique.join(', ') || 'none',
  });
  return unique;
}

/** The services a staff account may work on, as stored ([] before its owner ticked any). */
export async function staffServicesOf(db: Db | Tx, staffId: number): Promise<StaffService[]> {
  const [row] = await db
    .select({ services: staffPermissions.services })
    .from(staffPermissions)
    .where(eq(staffPermissions.userId, staffId));
  return (row?.services ?? []) as StaffService[];
}

/**
 * The ticks as a plain subquery for another domain's list to join on `user_id` (the merchant-staff list): the
 * planner flattens it, so the primary key serves as on the table.
 */
export const staffTicksSql = sql`(select user_id, services from staff_permissions)`;

export function createStaffPermissionsService(db: Db) {
  /** A staff account of this owner, or 404 (another shop's staff looks the same as none). */
  async function ownStaff(owner: AuthUser, staffId: number) {
    const s = await accountCard(db, staffId);
    if (s?.parentId !== owner.id || s.merchantKind !== 'staff') throw notFound('No such staff account in your shop.');
    return s;
  }

  return {
    async get(owner: AuthUser, staffId: number) {
      await ownStaff(owner, staffId);
      return { services: await staffServicesOf(db, staffId) };
    },

    async set(owner: AuthUser, staffId: number, services: StaffService[]) {
      await ownStaff(owner, staffId);
      const unique = await db.transaction((tx) => writeStaffServices(tx, owner.id, staffId, services));
      return { services: unique };
    },
  };
}
