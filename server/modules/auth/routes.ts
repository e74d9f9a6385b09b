import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LoginRequest, Me, RefreshRequest, TokenPair } from '../../../contract/auth';
import { ANY_SIGNED_IN, currentUser } from '../../lib/access';
import { errorResponses } from '../../lib/http';
import { requestLocale, translate } from '../../lib/i18n';
import { CAPTCHA_COOKIE, CAPTCHA_MIME, createCaptcha } from '../../lib/captcha';
import type { AppContext } from '../../context';
import { createAuthService } from './service';
import {
  ForgotUsername,
  ForgotUsernameQuery,
  Message,
  ResetPassword,
  ResetRequest,
  TwoFactorChallenge,
  VerifyLoginCode,
} from '../../../contract/account';
import { createRecoveryService } from './recovery';

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const auth = createAuthService(
    db,
    {
      jwtSecret: ctx.secrets.jwtSecret,
      accessTokenMinutes: ctx.config.accessTokenMinutes,
      refreshTokenDays: ctx.config.refreshTokenDays,
      loginMaxFailures: ctx.config.loginMaxFailures,
      loginLockMinutes: ctx.config.loginLockMinutes,
    },
    ctx.services.mail,
  );

  r.post('/api/auth/login', {
    config: { access: 'public', rateLimit: { max: ctx.config.loginRatePerMinute, timeWindow: '1 minute' } },
    schema: {
      tags: ['auth'],
      summary: 'Sign in with user name and password (answers a code challenge when two-factor authentication is on)',
      body: LoginRequest,
      response: { 200: z.union([TokenPair, TwoFactorChallenge]), ...errorResponses },
    },
    handler: async (req) =>
      auth.login(
        { ...req.body, captchaId: req.cookies[CAPTCHA_COOKIE] },
        { ip: req.ip, userAgent: req.headers['user-agent'] ?? null, locale: requestLocale(req) },
      ),
  });

  r.post('/api/auth/login/verify', {
    config: { access: 'public', rateLimit: { max: ctx.config.loginRatePerMinute, timeWindow: '1 minute' } },
    schema: {
      tags: ['auth'],
      summary: 'Finish a two-factor sign-in with the emailed code',
      body: VerifyLoginCode,
      response: { 200: TokenPair, ...errorResponses },
    },
    handler: async (req) =>
      auth.verifyLoginCode(req.body, {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
        locale: requestLocale(req),
      }),
  });

  r.post('/api/auth/refresh', {
    config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
    schema: {
      tags: ['auth'],
      summary: 'Exchange a refresh token for a new pair (the old one is spent)',
      body: RefreshRequest,
      response: { 200: TokenPair, ...errorResponses },
    },
    handler: async (req) => auth.refresh(req.body),
  });

  r.post('/api/auth/logout', {
    config: { access: ANY_SIGNED_IN },
    schema: {
      tags: ['auth'],
      summary: 'End this session',
      response: { 200: z.object({ message: z.string() }), ...errorResponses },
    },
    handler: async (req) => {
      const user = currentUser(req);
      await auth.logout(user.sessionId, user.id);
      return { message: translate(requestLocale(req), 'outcomes.auth.signedOut') };
    },
  });

  r.get('/api/auth/me', {
    config: { access: ANY_SIGNED_IN },
    schema: { tags: ['auth'], summary: 'The signed-in account', response: { 200: Me, ...errorResponses } },
    handler: async (req) => auth.me(currentUser(req).id),
  });

  r.get('/api/auth/captcha-required', {
    config: { access: 'public', rateLimit: { max: ctx.config.loginRatePerMinute, timeWindow: '1 minute' } },
    schema: {
      tags: ['auth'],
      summary: 'Whether the login form must show the captcha for this user name',
      querystring: z.object({ userName: z.string().trim().min(1).max(100) }),
      response: { 200: z.object({ captchaRequired: z.boolean() }), ...errorResponses },
    },
    handler: async (req) => ({ captchaRequired: await auth.captchaRequired(req.query.userName) }),
  });

  const recovery = createRecoveryService(db, ctx.services.mail, {
    publicUrl: ctx.config.publicUrl,
  });
  const recoveryLimit = { max: ctx.config.loginRatePerMinute, timeWindow: '1 minute' };

  r.post('/api/auth/forgot-username', {
    config: { access: 'public', rateLimit: recoveryLimit },
    schema: {
      tags: ['auth'],
      summary: 'Email the user name(s) registered with an address (docs/product.md#calls: captcha in the query)',
      querystring: ForgotUsernameQuery,
      body: ForgotUsername,
      response: { 200: Message, ...errorResponses },
    },
    handler: async (req) =>
      recovery.forgotUsername(req.body.emailid, req.query.captcha, req.cookies[CAPTCHA_COOKIE], requestLocale(req)),
  });

  r.post('/api/auth/reset-password/request', {
    config: { access: 'public', rateLimit: recoveryLimit },
    schema: {
      tags: ['auth'],
      summary: 'Email a single-use reset link (by user name or email)',
      body: ResetRequest,
      response: { 200: Message, ...errorResponses },
    },
    handler: async (req) =>
      recovery.requestReset(req.body.login, req.body.captcha, req.cookies[CAPTCHA_COOKIE], requestLocale(req)),
  });

  r.post('/api/auth/reset-password', {
    config: { access: 'public', rateLimit: recoveryLimit },
    schema: {
      tags: ['auth'],
      summary: 'Set a new password with the emailed link; ends every session',
      body: ResetPassword,
      response: { 200: Message, ...errorResponses },
    },
    handler: async (req) => recovery.resetPassword(req.body.token, req.body.password, requestLocale(req)),
  });

  r.post('/api/captcha', {
    config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: { tags: ['auth'], summary: 'A new captcha image (PNG); its id is set in an http-only cookie' },
    handler: async (_req, reply) => {
      const { id, image } = await createCaptcha(db, { fixedAnswer: ctx.config.captchaFixedAnswer });
      reply.setCookie(CAPTCHA_COOKIE, id, {
        path: '/api',
        httpOnly: true,
        sameSite: 'strict',
        secure: ctx.config.production,
        maxAge: 300,
      });
      return reply.header('cache-control', 'no-store').type(CAPTCHA_MIME).send(image);
    },
  });
}
