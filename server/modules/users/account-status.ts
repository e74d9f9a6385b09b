import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { recordEvent } from '../../lib/audit';
import { forgetSessions } from '../../lib/session-mirror';

/**
 * Switches an account on or off, audited. Deactivating ends every live session of the account in the
 * same transaction, and this process forgets them at once (the others on the database's notification).
 * The caller has already checked that the actor may do this to this account.
 */
export async function setAccountActive(db: Db, change: { actorId: number; userId: number; wasActive: boolean; active: boolean; ip: string | null }): Promise<void> {
  const { actorId, userId, wasActive, active, ip } = change;
  if (wasActive === active) return;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ active, updatedAt: new Date() }).where(eq(users.id, userId));
    if (!active) await tx.update(sessions).set({ revokedAt: new Date(), revokedReason: 'account deactivated' }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await recordEvent(tx, { actorId, action: active ? 'user_activated' : 'user_deactivated', entityType: 'user', entityId: userId, fromState: wasActive ? 'active' : 'inactive', toState: active ? 'active' : 'inactive', ip });
  });
  forgetSessions({ userId });
}
