import { inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas, loginChallenges, passwordResets, refreshTokens, sessions } from '../../db/schema/identity';

/** What one batch of the sweep removed: the sessions' refresh tokens go with them. */
export type SweptSessions = { sessions: number; refreshTokens: number };

/**
 * Deleting sign-in rows past their expiry, one batch per call (decision 0061), for the cleanup job: these
 * tables are sign-in's own (decision 0071), so the job calls here instead of reading them. Expired rows are
 * refused wherever they are read already; a revoked session not yet expired stays (it is "ended", not unknown).
 * Each call answers how many rows it deleted; the caller repeats it until a batch comes back short.
 */
export function expiredSignInSweeps(db: Db, now: Date, batch: number) {
  return {
    /** A batch of expired sessions and their refresh tokens, in one transaction; rows another run holds are skipped. */
    sessions: (): Promise<SweptSessions> =>
      db.transaction(async (tx) => {
        const ids = (
          await tx
            .select({ id: sessions.id })
            .from(sessions)
            .where(lt(sessions.expiresAt, now))
            .limit(batch)
            .for('update', { skipLocked: true })
        ).map((s) => s.id);
        if (ids.length === 0) return { sessions: 0, refreshTokens: 0 };
        const tokens = await tx
          .delete(refreshTokens)
          .where(inArray(refreshTokens.sessionId, ids))
          .returning({ id: refreshTokens.id });
        const gone = await tx.delete(sessions).where(inArray(sessions.id, ids)).returning({ id: sessions.id });
        return { sessions: gone.length, refreshTokens: tokens.length };
      }),

    async loginChallenges(): Promise<number> {
      const some = db
        .select({ id: loginChallenges.id })
        .from(loginChallenges)
        .where(lt(loginChallenges.expiresAt, now))
        .limit(batch);
      return (
        await db.delete(loginChallenges).where(inArray(loginChallenges.id, some)).returning({ id: loginChallenges.id })
      ).length;
    },

    async passwordResets(): Promise<number> {
      const some = db
        .select({ id: passwordResets.id })
        .from(passwordResets)
        .where(lt(passwordResets.expiresAt, now))
        .limit(batch);
      return (
        await db.delete(passwordResets).where(inArray(passwordResets.id, some)).returning({ id: passwordResets.id })
      ).length;
    },

    async captchas(): Promise<number> {
      const some = db.select({ id: captchas.id }).from(captchas).where(lt(captchas.expiresAt, now)).limit(batch);
      return (await db.delete(captchas).where(inArray(captchas.id, some)).returning({ id: captchas.id })).length;
    },
  };
}
