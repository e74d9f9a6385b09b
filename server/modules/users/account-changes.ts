import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { loginFailures, sessions, users } from '../../db/schema/identity';
import { verifyPassword } from '../../lib/passwords';
import { revokeResetLinks } from '../auth/recovery';

/**
 * The changes other modules make to an account (docs/decisions/0071): a user's own settings screen (account)
 * and a shop owner's staff (merchant-staff) change a password, a name or a photo here, inside their own
 * transaction, so the accounts table is written by the module that owns it. The caller checks who may, writes
 * its audit event in the same transaction, and forgets the sessions in this process after the commit.
 */

/** Whether this is the account's password (a missing account has none). */
export async function passwordMatches(db: Db | Tx, userId: number, password: string): Promise<boolean> {
  const [u] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return verifyPassword(u?.hash ?? null, password);
}

/**
 * Sets a new password hash and ends the account's sessions (all, or all but `keepSessionId`: the one that
 * changed it), spends any reset link mailed earlier, and with `liftLockOf` (the user name) lifts a sign-in
 * lock. Answers how many of the ended sessions were still live (not expired).
 */
export async function setPassword(
  tx: Tx,
  change: { userId: number; hash: string; reason: string; keepSessionId?: string; liftLockOf?: string },
): Promise<number> {
  const { userId, hash, reason, keepSessionId, liftLockOf } = change;
  await tx.update(users).set({ passwordHash: hash, updatedAt: new Date() }).where(eq(users.id, userId));
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    )
    .returning({ expiresAt: sessions.expiresAt });
  await revokeResetLinks(tx, userId);
  if (liftLockOf !== undefined)
    await tx.delete(loginFailures).where(eq(loginFailures.userName, liftLockOf.toLowerCase()));
  const now = Date.now();
  return ended.filter((s) => s.expiresAt.getTime() > now).length;
}

/** A name and contact details set by whoever manages the account (sessions remember the name: forget them after). */
export async function setContact(
  tx: Tx,
  userId: number,
  fields: { displayName: string; email: string | null; mobile: string | null },
): Promise<void> {
  await tx
    .update(users)
    .set({ displayName: fields.displayName, email: fields.email, mobile: fields.mobile, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Links a stored file (already written with storeUpload in the same transaction) as the account's photo. */
export async function setPhotoFile(tx: Tx, userId: number, fileId: string): Promise<void> {
  await tx.update(users).set({ photoFileId: fileId, updatedAt: new Date() }).where(eq(users.id, userId));
}
