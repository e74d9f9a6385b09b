import fp from 'fastify-plugin';
import { and, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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

/** What a merchant's staff and franchise members are told while their owner's account is deactivated (decision 0044). */
export const SHOP_CLOSED = 'Your shop has been deactivated. Please contact support.';

/** The only call a closed shop's team may still make: signing out (the web forgets the session either way). */
const OPEN_TO_CLOSED_SHOP = new Set(['/api/auth/logout']);

/**
 * The session check of decision 0002 as one prepared statement: built once per database, parsed and
 * planned once per connection, three primary-key lookups (sessions.id, its user, the user's owner). Asked
 * only when the session mirror (decision 0041) has no live answer. Role, kind and owner come from here,
 * never from the token, so a change to the account applies at once. A revoked session is answered too, so
 * that a closed shop's team is told why (decision 0044); `authenticate` refuses it otherwise.
 */
function sessionLookup(db: Db) {
  const u = alias(users, 'u');
  const parent = alias(users, 'parent');
  return db
    .select({
      id: u.id,
      role: u.role,
      kind: u.merchantKind,
      parentId: u.parentId,
      parentActive: parent.active,
      displayName: u.displayName,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .innerJoin(u, eq(u.id, sessions.userId))
    .leftJoin(parent, eq(parent.id, u.parentId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sid')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(u.active, true),
        eq(u.code, sql.placeholder('code')),
      ),
    )
    .limit(1)
    .prepare('access_session_check');
}

type SessionLookup = ReturnType<typeof sessionLookup>;

/** A team account (staff or franchise member) whose owner is deactivated, or gone. */
const shopClosed = (facts: SessionFacts) => facts.parentId != null && facts.parentActive !== true;

/**
 * Who the token speaks for: a live session's user (with whether its shop is closed), a closed shop's
 * ended session (no user: it may only be told why), or null.
 */
type Authenticated = { user: AuthUser; shopClosed: boolean } | { user: null; shopClosed: true } | null;

async function authenticate(
  req: FastifyRequest,
  lookup: SessionLookup,
  mirror: SessionMirror,
  jwtSecret: string,
): Promise<Authenticated> {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const claims = verifyAccessTokenSync(header.slice(7), jwtSecret);
  if (!claims) return null;
  return sessionOf(claims.sid, claims.sub, lookup, mirror);
}

/** Who a session speaks for now (the token that named it already verified). */
async function sessionOf(
  sessionId: string,
  code: string,
  lookup: SessionLookup,
  mirror: SessionMirror,
): Promise<Authenticated> {
  // Sign-out, deactivation and family revocation take effect at once: the mirror drops a session the
  // moment the database notifies a change to it, its account or its owner, and asks the database
  // whenever it cannot be sure.
  const now = Date.now();
  let row: SessionFacts | null = mirror.get(sessionId, code, now);
  if (!row) {
    const mark = mirror.mark();
    const [found] = await lookup.execute({ sid: sessionId, now: new Date(now), code });
    if (!found) return null;
    const facts: SessionFacts = {
      userId: found.id,
      code,
      role: found.role,
      kind: found.kind,
      parentId: found.parentId,
      parentActive: found.parentActive,
      displayName: found.displayName,
      expiresAt: found.expiresAt.getTime(),
    };
    if (found.revokedAt) return shopClosed(facts) ? { user: null, shopClosed: true } : null;
    mirror.store(sessionId, facts, mark, now);
    row = facts;
  }
  const role = row.role as Role;
  const kind = (row.kind ?? null) as MerchantKind | null;
  const user: AuthUser = {
    id: row.userId,
    code,
    name: row.displayName,
    role,
    kind,
    sessionId,
    merchantId: role !== 'merchant' ? null : kind === 'staff' ? row.parentId : row.userId,
  };
  return { user, shopClosed: shopClosed(row) };
}

export function allows(access: Access, user: AuthUser | null): 'ok' | 'unauthenticated' | 'forbidden' {
  if (access === 'public') return 'ok';
  if (!user) return 'unauthenticated';
  if (!access.roles.includes(user.role)) return 'forbidden';
  if (access.kinds && (!user.kind || !access.kinds.includes(user.kind))) return 'forbidden';
  return 'ok';
}

export const accessPlugin = fp(async function accessPlugin(
  app: FastifyInstance,
  opts: { db: Db; jwtSecret: string; feed: ChangeFeed },
) {
  const routes: RouteRecord[] = [];
  app.decorate('routeRecords', routes);
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { access?: Access };
    // Outside /api only a documented route that declares its caller (the web app manifest) is checked and listed.
    const documented = !!route.schema && !(route.schema as { hide?: boolean }).hide;
    if (!route.url.startsWith('/api') && !(config.access && documented)) return;
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
  // For a request that outlives its check (the bell's event stream): asks again, the same way.
  app.decorate('sessionUser', async (sessionId: string, code: string) => {
    const auth = await sessionOf(sessionId, code, lookup, mirror);
    return auth?.user && !auth.shopClosed ? auth.user : null;
  });
  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config.access;
    if (!access) return;
    const auth = await authenticate(req, lookup, mirror, opts.jwtSecret);
    // A closed shop's team is refused everything but the public routes (where it counts as signed out)
    // and signing out, which needs a live session like any other call (decision 0044).
    if (auth?.shopClosed) {
      if (access === 'public') return;
      if (!auth.user || !OPEN_TO_CLOSED_SHOP.has(req.routeOptions.url ?? '')) throw forbidden(SHOP_CLOSED);
    }
    req.user = auth?.user ?? null;
    const verdict = allows(access, req.user);
    if (verdict === 'unauthenticated') throw unauthorized();
    if (verdict === 'forbidden') throw forbidden();
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    routeRecords: RouteRecord[];
    /**
     * The account a session speaks for while it is still signed in (not revoked or expired, the account
     * active, its shop open), else null: the session check of every request, asked again later.
     */
    sessionUser(sessionId: string, code: string): Promise<AuthUser | null>;
  }
}

/** For handlers of non-public routes: the guard has already ensured a user. */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw unauthorized();
  return req.user;
}
