import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { loginFailures, passwordResets, sessions, users } from '../../db/schema/identity';
import { AppError } from '../../lib/errors';
import { checkCaptcha } from '../../lib/captcha';
import { hashPassword } from '../../lib/passwords';
import { newOpaqueToken, sha256 } from '../../lib/tokens';
import { recordEvent } from '../../lib/audit';
import type { MailService } from '../mail/service';
import { catalogueMail, recipientLocale } from '../mail/language';
import type { Locale } from '../../../contract/i18n';
import { forgetSessions } from '../../lib/session-mirror';
import { translate } from '../../lib/i18n';

const RESET_MINUTES = 30;
export const USERNAME_SENT = 'If an account uses this email address, its user name has been sent to it.';
export const RESET_SENT =
  'If an account matches, a link to reset its password has been emailed to its address. The link is valid for 30 minutes.';

async function requireCaptcha(db: Db, id: string | undefined, answer: string) {
  if (!(await checkCaptcha(db, id, answer))) {
    throw new AppError(400, 'The characters you entered did not match the picture. Try the new one.', {
      captcha: ['Does not match the picture'],
    });
  }
}

/**
 * Spends every outstanding reset link of the user: once the password is reset or changed, a link mailed
 * earlier must not be able to change it again. Called inside the transaction that sets the password.
 */
export async function revokeResetLinks(tx: Db | Tx, userId: number): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Forgot user name and password reset. Answers never reveal whether an account exists. */
export function createRecoveryService(db: Db, mail: MailService, opts: { publicUrl: string }) {
  return {
    async forgotUsername(
      email: string,
      captcha: string,
      captchaId: string | undefined,
      locale: Locale = 'en',
    ): Promise<{ message: string }> {
      await requireCaptcha(db, captchaId, captcha);
      const matches = await db
        .select()
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.active, true)));
      if (matches.length > 0) {
        const list = matches.map((u) => `  ${u.userName} (${u.displayName})`).join('\n');
        const language = await recipientLocale(db, matches[0].id, locale);
        await mail.send(
          catalogueMail(language, email, 'userName', { list, signInUrl: `${opts.publicUrl}/auth/login` }),
        );
      }
      return { message: translate(locale, 'outcomes.auth.userNameSent') };
    },

    async requestReset(
      login: string,
      captcha: string,
      captchaId: string | undefined,
      locale: Locale = 'en',
    ): Promise<{ message: string }> {
      await requireCaptcha(db, captchaId, captcha);
      const key = login.trim().toLowerCase();
      const [user] = await db
        .select()
        .from(users)
        .where(and(sql`(lower(${users.userName}) = ${key} or lower(${users.email}) = ${key})`, eq(users.active, true)))
        .limit(1);
      if (user?.email) await this.sendResetLink(user, user.id, locale);
      return { message: translate(locale, 'outcomes.auth.resetSent') };
    },

    /** Creates a single-use link and mails it; also used by the back office's "reset password". */
    async sendResetLink(
      user: { id: number; userName: string; email: string | null },
      actorId: number,
      /** The language when the user has saved none: the request's when they asked themselves, else English. */
      locale: Locale = 'en',
    ): Promise<void> {
      if (!user.email) throw new AppError(422, 'This account has no email address to send a reset link to.');
      const token = newOpaqueToken();
      const mailId = await db.transaction(async (tx) => {
        await tx.insert(passwordResets).values({
          userId: user.id,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
        });
        await recordEvent(tx, { actorId, action: 'password_reset_requested', entityType: 'user', entityId: user.id });
        return mail.queue(
          tx,
          catalogueMail(await recipientLocale(tx, user.id, locale), user.email!, 'resetPassword', {
            userName: user.userName,
            minutes: String(RESET_MINUTES),
            link: `${opts.publicUrl}/auth/reset-password?token=${token}`,
          }),
        );
      });
      await mail.deliver([mailId]);
    },

    /** Spends the link, sets the password, clears any lockout and ends every session of the user. */
    async resetPassword(token: string, password: string, locale: Locale = 'en'): Promise<{ message: string }> {
      const hash = await hashPassword(password);
      const done = await db.transaction(async (tx) => {
        const [reset] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResets.tokenHash, sha256(token)),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, new Date()),
            ),
          )
          .returning({ userId: passwordResets.userId });
        if (!reset) return null;
        const [user] = await tx
          .update(users)
          .set({ passwordHash: hash, updatedAt: new Date() })
          .where(eq(users.id, reset.userId))
          .returning({ id: users.id, userName: users.userName });
        await revokeResetLinks(tx, user.id);
        await tx
          .update(sessions)
          .set({ revokedAt: new Date(), revokedReason: 'password reset' })
          .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
        await tx.delete(loginFailures).where(eq(loginFailures.userName, user.userName.toLowerCase()));
        await recordEvent(tx, { actorId: user.id, action: 'password_reset', entityType: 'user', entityId: user.id });
        return user;
      });
      if (!done)
        throw new AppError(400, 'This link has expired or was already used. Ask for a new one.', {
          token: ['Expired or used'],
        });
      forgetSessions({ userId: done.id });
      return { message: translate(locale, 'outcomes.auth.passwordReset') };
    },
  };
}
