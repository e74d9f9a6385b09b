import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { sessions, users } from '../../db/schema/identity';
import { recordEvent } from '../../lib/audit';
import { SHOP_CLOSED } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { forgetSessions } from '../../lib/session-mirror';

/**
 * Switches an account on or off, audited. Deactivating ends every live session of the account in the
 * same transaction, and of its team too (its staff and franchise members: a deactivated owner closes
 * them all, decision 0044); this process forgets them at once (the others on the database's
 * notification). The caller has already checked that the actor may do this to this account.
 */
export async function setAccountActive(
  db: Db,
  change: { actorId: number; userId: number; wasActive: boolean; active: boolean; ip: string | null },
): Promise<void> {
  const { actorId, userId, wasActive, active, ip } = change;
  if (wasActive === active) return;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ active, updatedAt: new Date() }).where(eq(users.id, userId));
    if (!active) {
      const live = isNull(sessions.revokedAt);
      await tx
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: 'account deactivated' })
        .where(and(eq(sessions.userId, userId), live));
      const team = tx.select({ id: users.id }).from(users).where(eq(users.parentId, userId));
      await tx
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: 'owner deactivated' })
        .where(and(inArray(sessions.userId, team), live));
    }
    await recordEvent(tx, {
      actorId,
      action: active ? 'user_activated' : 'user_deactivated',
      entityType: 'user',
      entityId: userId,
      fromState: wasActive ? 'active' : 'inactive',
      toState: active ? 'active' : 'inactive',
      ip,
    });
  });
  // Also drops the team's sessions from the mirror: their answers carry this account's state.
  forgetSessions({ userId });
}

/**
 * Refuses to start or renew a session for a staff account or franchise member whose owner is deactivated
 * (decision 0044). For sign-in (after the password and the account's own state are checked, so the
 * answer tells a guesser nothing), its emailed-code step, and token refresh.
 */
export async function refuseClosedShop(db: Db | Tx, user: { parentId: number | null }): Promise<void> {
  if (user.parentId == null) return;
  const [owner] = await db.select({ active: users.active }).from(users).where(eq(users.id, user.parentId));
  if (!owner?.active) throw new AppError(403, SHOP_CLOSED);
}
