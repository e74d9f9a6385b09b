import fp from 'fastify-plugin';
import { and, eq, isNull, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MerchantKind, Role } from '../../contract/roles';
import { sessions, users } from '../db/schema';
import type { Db } from '../db/client';
import { verifyAccessTokenSync } from './tokens';
import type { ChangeFeed } from '../db/change-feed';
import { createSessionMirror, type SessionFacts, type SessionMirror } from './session-mirror';
import { forbidden, unauthorized } from './errors';

/**
 * Who may call a route. Every route under /api must declare it (the server refuses to start
 * otherwise), so a route can never be open by omission.
 */
export type Access = 'public' | { roles: readonly Role[]; kinds?: readonly MerchantKind[] };

export type AuthUser = {
  id: number;
  code: string;
  name: string;
  role: Role;
  kind: MerchantKind | null;
  sessionId: string;
  /** The merchant whose data this account works on: itself for owners and franchise members, its owner for staff. */
  merchantId: number | null;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export type RouteRecord = { method: string; url: string; access: Access };

export const BACKEND: Access = { roles: ['admin', 'staff'] };
export const ADMIN: Access = { roles: ['admin'] };
export const MERCHANT: Access = { roles: ['merchant'] };
export const ANY_SIGNED_IN: Access = { roles: ['admin', 'staff', 'merchant'] };

/** Paths under /api that belong to plugins rather than to us (OpenAPI docs). */
const PLUGIN_PUBLIC_PREFIXES = ['/api/docs'];

/**
 * The session check of decision 0002 as one prepared statement: built once per database, parsed and
 * planned once per connection, two primary-key lookups (sessions.id, then users.id). Asked only when the
 * session mirror (decision 0041) has no live answer.
 */
function sessionLookup(db: Db) {
  return db
    .select({ id: users.id, parentId: users.parentId, kind: users.merchantKind, displayName: users.displayName, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sid')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.active, true),
        eq(users.code, sql.placeholder('code')),
      ),
    )
    .limit(1)
    .prepare('access_session_check');
}

type SessionLookup = ReturnType<typeof sessionLookup>;

async function authenticate(req: FastifyRequest, lookup: SessionLookup, mirror: SessionMirror, jwtSecret: string): Promise<AuthUser | null> {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const claims = verifyAccessTokenSync(header.slice(7), jwtSecret);
  if (!claims) return null;
  // Sign-out, deactivation and family revocation take effect at once: the mirror drops a session the
  // moment the database notifies a change to it, and asks the database whenever it cannot be sure.
  const now = Date.now();
  let row: SessionFacts | null = mirror.get(claims.sid, claims.sub, now);
  if (!row) {
    const mark = mirror.mark();
    const [found] = await lookup.execute({ sid: claims.sid, now: new Date(now), code: claims.sub });
    if (!found) return null;
    row = { userId: found.id, code: claims.sub, parentId: found.parentId, kind: found.kind, displayName: found.displayName, expiresAt: found.expiresAt.getTime() };
    mirror.store(claims.sid, row, mark, now);
  }
  const kind = (row.kind ?? null) as MerchantKind | null;
  return {
    id: row.userId,
    code: claims.sub,
    name: row.displayName,
    role: claims.role,
    kind,
    sessionId: claims.sid,
    merchantId: claims.role !== 'merchant' ? null : kind === 'staff' ? row.parentId : row.userId,
  };
}

export function allows(access: Access, user: AuthUser | null): 'ok' | 'unauthenticated' | 'forbidden' {
  if (access === 'public') return 'ok';
  if (!user) return 'unauthenticated';
  if (!access.roles.includes(user.role)) return 'forbidden';
  if (access.kinds && (!user.kind || !access.kinds.includes(user.kind))) return 'forbidden';
  return 'ok';
}

export const accessPlugin = fp(async function accessPlugin(app: FastifyInstance, opts: { db: Db; jwtSecret: string; feed: ChangeFeed }) {
  const routes: RouteRecord[] = [];
  app.decorate('routeRecords', routes);
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const config = (route.config ?? {}) as { access?: Access };
    if (!config.access && PLUGIN_PUBLIC_PREFIXES.some((p) => route.url.startsWith(p))) {
      route.config = { ...config, access: 'public' } as typeof route.config;
    } else if (!config.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare who may call it (config.access)`);
    }
    const access = (route.config as { access: Access }).access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, access });
  });

  const lookup = sessionLookup(opts.db);
  const mirror = createSessionMirror(opts.feed);
  app.addHook('onClose', async () => mirror.dispose());
  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config.access;
    if (!access) return;
    req.user = await authenticate(req, lookup, mirror, opts.jwtSecret);
    const verdict = allows(access, req.user);
    if (verdict === 'unauthenticated') throw unauthorized();
    if (verdict === 'forbidden') throw forbidden();
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    routeRecords: RouteRecord[];
  }
}

/** For handlers of non-public routes: the guard has already ensured a user. */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw unauthorized();
  return req.user;
}
