import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userSettings } from '../../db/schema/account';
import { LOCALES, type Locale } from '../../../contract/i18n';
import { loginChallenges, loginFailures, refreshTokens, sessions, users } from '../../db/schema/identity';
import { staffPermissions } from '../../db/schema/staff-permissions';
import { LOGIN_FAILURES_BEFORE_CAPTCHA, type AccessClaims, type TokenPair } from '../../../contract/auth';
import { AppError, msg, unauthorized } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { newOpaqueToken, sha256, signAccessToken, verifyAccessToken } from '../../lib/tokens';
import { checkCaptcha } from '../../lib/captcha';
import { recordEvent } from '../../lib/audit';
import type { MerchantKind, Role } from '../../../contract/roles';
import type { StaffService } from '../../../contract/staff-permissions';
import type { MailService } from '../mail/service';
import { catalogueMail } from '../mail/language';
import { translate } from '../../lib/i18n';
import { forgetSessions } from '../../lib/session-mirror';
import { refuseClosedShop } from '../users/account-status';
import { formatDateTime } from '../../../contract/format';

export type AuthSettings = {
  jwtSecret: string;
  accessTokenMinutes: number;
  refreshTokenDays: number;
  loginMaxFailures: number;
  loginLockMinutes: number;
};

export const BAD_CREDENTIALS = 'Invalid user name or password.';
export const CAPTCHA_NEEDED = 'Enter the characters shown in the picture.';
export const CAPTCHA_WRONG = 'The characters you entered did not match the picture. Try the new one.';

/** `locale`: the request's language (issue 26), for mails to a user who has not saved one. */
type Client = { ip: string | null; userAgent: string | null; locale?: Locale };

const normaliseName = (userName: string) => userName.trim().toLowerCase();

function lockedMessage(until: Date): string {
  const time = formatDateTime(until).slice(-5);
  return `Too many failed sign-in attempts. This account is locked until ${time} IST.`;
}

const CODE_MINUTES = 5;
const CODE_TRIES = 5;
const CODE_ENDED = 'This code has expired. Sign in again to get a new one.';

export type LoginResult = TokenPair | { twoFactorRequired: true; challengeId: string; message: string };

type Reservation =
  | { refused: 'locked'; until: Date }
  | { refused: 'captchaNeeded' }
  | { refused: 'captchaWrong' }
  | { refused: null; place: number; lockedUntil: Date | null };

const lockedError = (until: Date) =>
  new AppError(429, lockedMessage(until), undefined, { lockedUntil: until.toISOString() });

function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(1, local.length - 1))}@${domain}`;
}

/** The "new sign-in" mail in the user's saved language, else the sign-in request's (issue 26). */
function signInMail(to: string, userName: string, saved: string | null, client: Client) {
  const locale = LOCALES.find((l) => l === saved) ?? client.locale ?? 'en';
  return catalogueMail(locale, to, 'signIn', {
    userName,
    time: formatDateTime(new Date(), locale),
    ip: client.ip ?? translate(locale, 'mails.signIn.unknownIp'),
  });
}

export function createAuthService(db: Db, settings: AuthSettings, mail: MailService) {
  async function issueTokens(
    user: { code: string; displayName: string; role: Role; merchantKind: MerchantKind | null },
    sessionId: string,
    tx: Db | Parameters<Parameters<Db['transaction']>[0]>[0],
  ): Promise<TokenPair> {
    const refreshToken = newOpaqueToken();
    await tx.insert(refreshTokens).values({ sessionId, tokenHash: sha256(refreshToken) });
    const claims: AccessClaims = {
      name: user.displayName,
      sub: user.code,
      role: user.role,
      sid: sessionId,
      ...(user.merchantKind ? { kind: user.merchantKind } : {}),
    };
    const token = await signAccessToken(claims, settings.jwtSecret, settings.accessTokenMinutes);
    return { token, refreshToken };
  }

  /** The failures that still count: a lock that has passed, or failures older than the lock window, start afresh. */
  function standing(row: typeof loginFailures.$inferSelect, now: Date): number {
    if (row.lockedUntil) return row.lockedUntil > now ? row.failures : 0;
    return row.firstFailedAt.getTime() < now.getTime() - settings.loginLockMinutes * 60_000 ? 0 : row.failures;
  }

  /**
   * Books a sign-in attempt as a failure before its password is checked (decision 0046). The name's row
   * is locked (by the upsert) for this one short transaction, so concurrent attempts are numbered one after another
   * exactly as sequential ones would be: a locked name, or a missing captcha from the threshold on, is
   * refused without counting; otherwise the attempt takes the next number and, at the maximum, sets the
   * lock for every attempt after it. The transaction answers instead of throwing so that a consumed
   * captcha stays consumed.
   */
  async function reserveAttempt(name: string, captcha: { id?: string; answer?: string }): Promise<Reservation> {
    return db.transaction(async (tx) => {
      // An upsert rather than insert-then-select: it returns the row locked even if a success deleted it meanwhile.
      const [row] = await tx
        .insert(loginFailures)
        .values({ userName: name, failures: 0 })
        .onConflictDoUpdate({ target: loginFailures.userName, set: { userName: sql`excluded.user_name` } })
        .returning();
      const now = new Date();
      if (row.lockedUntil && row.lockedUntil > now) return { refused: 'locked' as const, until: row.lockedUntil };
      const failures = standing(row, now);
      if (failures >= LOGIN_FAILURES_BEFORE_CAPTCHA) {
        if (!captcha.answer) return { refused: 'captchaNeeded' as const };
        if (!(await checkCaptcha(tx, captcha.id, captcha.answer))) return { refused: 'captchaWrong' as const };
      }
      const place = failures + 1;
      const lockedUntil =
        place >= settings.loginMaxFailures ? new Date(now.getTime() + settings.loginLockMinutes * 60_000) : null;
      await tx
        .update(loginFailures)
        .set({ failures: place, lockedUntil, ...(failures === 0 ? { firstFailedAt: now } : {}) })
        .where(eq(loginFailures.userName, name));
      return { refused: null, place, lockedUntil };
    });
  }

  /**
   * A right password takes back its own booking and those before it, as a success resets the count;
   * attempts booked after it stay counted, and the lock stays only if they alone reach the maximum.
   */
  async function releaseAttempts(name: string, place: number): Promise<void> {
    // Usually nothing was booked after this attempt and the row simply goes.
    const gone = await db
      .delete(loginFailures)
      .where(and(eq(loginFailures.userName, name), lte(loginFailures.failures, place)))
      .returning({ userName: loginFailures.userName });
    if (gone.length) return;
    const left = sql`${loginFailures.failures} - ${place}`;
    await db
      .update(loginFailures)
      .set({
        failures: sql`greatest(${left}, 0)`,
        lockedUntil: sql`case when ${left} >= ${settings.loginMaxFailures} then ${loginFailures.lockedUntil} end`,
      })
      .where(eq(loginFailures.userName, name));
  }

  async function completeLogin(user: typeof users.$inferSelect, client: Client): Promise<TokenPair> {
    const [prefs] = await db.select().from(userSettings).where(eq(userSettings.userId, user.id));
    const { pair, mailId } = await db.transaction(async (tx) => {
      const [session] = await tx
        .insert(sessions)
        .values({
          userId: user.id,
          ip: client.ip,
          userAgent: client.userAgent?.slice(0, 300) ?? null,
          expiresAt: new Date(Date.now() + settings.refreshTokenDays * 86_400_000),
        })
        .returning({ id: sessions.id });
      await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
      await recordEvent(tx, {
        actorId: user.id,
        action: 'login',
        entityType: 'user',
        entityId: user.id,
        ip: client.ip,
      });
      const mailId =
        prefs?.loginNotification && user.email
          ? await mail.queue(tx, signInMail(user.email, user.userName, prefs.language, client))
          : null;
      return { pair: await issueTokens({ ...user, merchantKind: user.merchantKind ?? null }, session.id, tx), mailId };
    });
    if (mailId) await mail.deliver([mailId]);
    return { ...pair, language: LOCALES.find((l) => l === prefs?.language) ?? null };
  }

  return {
    async login(
      input: { userName: string; password: string; captcha?: string; captchaId?: string },
      client: Client,
    ): Promise<LoginResult> {
      const name = normaliseName(input.userName);
      const booked = await reserveAttempt(name, { id: input.captchaId, answer: input.captcha });
      if (booked.refused === 'locked') throw lockedError(booked.until);
      if (booked.refused === 'captchaNeeded')
        throw new AppError(400, CAPTCHA_NEEDED, { captcha: ['Required'] }, { captchaRequired: true });
      if (booked.refused === 'captchaWrong')
        throw new AppError(400, CAPTCHA_WRONG, { captcha: ['Does not match the picture'] }, { captchaRequired: true });

      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.userName}) = ${name}`)
        .limit(1);
      const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !ok) {
        // Already counted when booked; only the answer is left.
        if (user)
          await recordEvent(db, {
            actorId: user.id,
            action: 'login_failed',
            entityType: 'user',
            entityId: user.id,
            ip: client.ip,
          });
        if (booked.lockedUntil) throw lockedError(booked.lockedUntil);
        throw new AppError(
          401,
          BAD_CREDENTIALS,
          undefined,
          booked.place >= LOGIN_FAILURES_BEFORE_CAPTCHA ? { captchaRequired: true } : {},
        );
      }
      await releaseAttempts(name, booked.place);
      if (!user.active) throw new AppError(403, 'This account has been deactivated. Please contact support.');
      await refuseClosedShop(db, user);

      const [prefs] = await db.select().from(userSettings).where(eq(userSettings.userId, user.id));
      if (prefs?.twoFactorAuthentication && user.email) {
        const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
        const { challengeId, mailId } = await db.transaction(async (tx) => {
          const [c] = await tx
            .insert(loginChallenges)
            .values({
              userId: user.id,
              codeHash: sha256(code),
              expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
              ip: client.ip,
              userAgent: client.userAgent?.slice(0, 300) ?? null,
            })
            .returning({ id: loginChallenges.id });
          const locale = LOCALES.find((l) => l === prefs.language) ?? client.locale ?? 'en';
          const mailId = await mail.queue(
            tx,
            catalogueMail(locale, user.email!, 'signInCode', { code, minutes: String(CODE_MINUTES) }),
          );
          return { challengeId: c.id, mailId };
        });
        await mail.deliver([mailId]);
        return {
          twoFactorRequired: true as const,
          challengeId,
          message: translate(client.locale ?? 'en', 'outcomes.auth.codeSent', { email: maskEmail(user.email) }),
        };
      }
      return completeLogin(user, client);
    },

    /** Second step of a two-factor sign-in: the emailed code, within its time and tries. */
    async verifyLoginCode(input: { challengeId: string; code: string }, client: Client): Promise<TokenPair> {
      // Each try is booked before its code is compared, in one conditional statement, so a burst of
      // guesses gets no more than CODE_TRIES comparisons between them.
      const [c] = await db
        .update(loginChallenges)
        .set({ attempts: sql`${loginChallenges.attempts} + 1` })
        .where(
          and(
            eq(loginChallenges.id, input.challengeId),
            isNull(loginChallenges.usedAt),
            gt(loginChallenges.expiresAt, new Date()),
            lt(loginChallenges.attempts, CODE_TRIES),
          ),
        )
        .returning();
      // Tries used up count as an ended challenge, as they did when tried one after another.
      if (!c) throw new AppError(401, CODE_ENDED);
      if (c.codeHash !== sha256(input.code)) {
        if (c.attempts >= CODE_TRIES) throw new AppError(429, 'Too many wrong codes. Sign in again to get a new code.');
        const left = CODE_TRIES - c.attempts;
        throw new AppError(401, msg('errors.auth.codeWrong', { left }), {
          code: ['Not correct'],
        });
      }
      const [spent] = await db
        .update(loginChallenges)
        .set({ usedAt: new Date() })
        .where(and(eq(loginChallenges.id, c.id), isNull(loginChallenges.usedAt)))
        .returning({ id: loginChallenges.id });
      if (!spent) throw new AppError(401, CODE_ENDED);
      const [user] = await db.select().from(users).where(eq(users.id, c.userId));
      if (!user?.active) throw new AppError(403, 'This account has been deactivated. Please contact support.');
      await refuseClosedShop(db, user);
      return completeLogin(user, client);
    },

    /** Rotates the refresh token. A token presented twice means it leaked: the whole family is revoked. */
    async refresh(input: { token: string; refreshToken: string }): Promise<TokenPair> {
      const claims = await verifyAccessToken(input.token, settings.jwtSecret, { ignoreExpiry: true });
      if (!claims) throw unauthorized('Your session has ended. Please sign in again.');
      const hash = sha256(input.refreshToken);
      const ended = () => unauthorized('Your session has ended. Please sign in again.');
      // The transaction returns null instead of throwing so that a family revocation is committed, not rolled back.
      let revoked: string | null = null;
      const pair = await db.transaction(async (tx) => {
        const [used] = await tx
          .update(refreshTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt)))
          .returning({ sessionId: refreshTokens.sessionId });
        if (!used) {
          const [known] = await tx
            .select({ sessionId: refreshTokens.sessionId })
            .from(refreshTokens)
            .where(eq(refreshTokens.tokenHash, hash));
          if (known) {
            await tx
              .update(sessions)
              .set({ revokedAt: new Date(), revokedReason: 'refresh token reused' })
              .where(and(eq(sessions.id, known.sessionId), isNull(sessions.revokedAt)));
            await recordEvent(tx, {
              actorId: null,
              action: 'session_revoked',
              entityType: 'session',
              entityId: known.sessionId,
              remark: 'refresh token reused',
            });
            revoked = known.sessionId;
          }
          return null;
        }
        if (used.sessionId !== claims.sid) throw ended();
        const [row] = await tx
          .select({ user: users, session: sessions })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(eq(sessions.id, used.sessionId));
        if (!row || row.session.revokedAt || row.session.expiresAt < new Date() || !row.user.active) throw ended();
        await refuseClosedShop(tx, row.user);
        await tx.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, row.session.id));
        return issueTokens({ ...row.user, merchantKind: row.user.merchantKind ?? null }, row.session.id, tx);
      });
      if (revoked) forgetSessions({ sessionId: revoked });
      if (!pair) throw ended();
      return pair;
    },

    async logout(sessionId: string, actorId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(sessions)
          .set({ revokedAt: new Date(), revokedReason: 'logout' })
          .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
        await recordEvent(tx, { actorId, action: 'logout', entityType: 'user', entityId: actorId });
      });
      forgetSessions({ sessionId });
    },

    async me(userId: number) {
      const [u] = await db.select().from(users).where(eq(users.id, userId));
      let services: StaffService[] | null = null;
      if (u.merchantKind === 'staff') {
        const [p] = await db
          .select({ services: staffPermissions.services })
          .from(staffPermissions)
          .where(eq(staffPermissions.userId, userId));
        services = (p?.services ?? []) as StaffService[];
      }
      return {
        code: u.code,
        displayName: u.displayName,
        role: u.role,
        kind: u.merchantKind ?? null,
        userName: u.userName,
        email: u.email,
        mobile: u.mobile,
        hasPhoto: !!u.photoFileId,
        services,
      };
    },

    /** How many failures a name has now, so the login form can show the captcha up front. */
    async captchaRequired(userName: string): Promise<boolean> {
      const [f] = await db
        .select()
        .from(loginFailures)
        .where(eq(loginFailures.userName, normaliseName(userName)));
      return !!f && standing(f, new Date()) >= LOGIN_FAILURES_BEFORE_CAPTCHA;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
