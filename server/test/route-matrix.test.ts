import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type MerchantKind, type Role } from '../../contract/roles';
import { allows } from '../lib/access';
import { createTestApp, signedIn, type TestApp } from './app';

/**
 * Every route the server registers is checked here, so a new route is covered the day it is added:
 * without a token it answers 401 unless it is on the public list below, and every role (and merchant
 * kind) it does not allow gets 403.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /api/metrics',
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'GET /api/auth/captcha-required',
  'POST /api/captcha',
  'GET /api/business-info',
  'GET /api/tawk-to',
  'GET /api/logo',
  'GET /api/favicon',
  'GET /api/app-icon/:name',
  'GET /manifest.webmanifest',
  'GET /api/auth/register/options',
  'POST /api/auth/register',
  'POST /api/auth/login/verify',
  'POST /api/auth/forgot-username',
  'POST /api/auth/reset-password/request',
  'POST /api/auth/reset-password',
  'POST /api/pggatway/check-status',
  'POST /api/pggatway/webhook',
  'GET /api/pg-sandbox/pay/:txn',
  'POST /api/pg-sandbox/pay/:txn/:outcome',
  'GET /api/site/forms/:name',
  'POST /api/nsdl-paperless/return',
  'GET /api/card-partner-sandbox/:refNo',
  'GET /api/site-content',
  'GET /api/site-content/slides/:id/image/:width',
  'POST /api/track',
]);

const isDocs = (url: string) => url.startsWith('/api/docs');
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, 'x1').replace(/\*/g, 'x');

let t: TestApp;
const identities: { role: Role; kind?: MerchantKind; headers: Record<string, string> }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    if (role !== 'merchant') identities.push({ role, headers: (await signedIn(t, role)).headers });
  }
  const owner = await signedIn(t, 'merchant', { kind: 'owner' });
  identities.push({ role: 'merchant', kind: 'owner', headers: owner.headers });
  for (const kind of ['staff', 'franchise'] as const) {
    identities.push({
      role: 'merchant',
      kind,
      headers: (await signedIn(t, 'merchant', { kind, parentId: owner.id })).headers,
    });
  }
});
afterAll(() => t.close());

describe('route × role matrix', () => {
  it('knows every route and declares the public ones explicitly', () => {
    const routes = t.app.routeRecords.filter((r) => !isDocs(r.url));
    expect(routes.length).toBeGreaterThan(5);
    const publicOnes = routes.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.url}`);
    expect(new Set(publicOnes)).toEqual(PUBLIC_ROUTES);
  });

  it('answers 401 without a token on every non-public route', async () => {
    const failures: string[] = [];
    for (const r of t.app.routeRecords) {
      if (r.access === 'public') continue;
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: concrete(r.url),
        payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      if (res.statusCode !== 401) failures.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 to a forged or garbage token', async () => {
    const guarded = t.app.routeRecords.find((r) => r.access !== 'public' && r.method === 'GET')!;
    for (const token of ['garbage', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJBRDEwMDEiLCJyb2xlIjoiYWRtaW4ifQ.c2lnbmF0dXJl']) {
      const res = await t.app.inject({
        method: 'GET',
        url: concrete(guarded.url),
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers 403 to every signed-in role or merchant kind the route does not allow', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const r of t.app.routeRecords) {
      if (r.access === 'public') continue;
      for (const who of identities) {
        const user = {
          id: 1,
          code: 'x',
          name: 'x',
          role: who.role,
          kind: who.kind ?? null,
          sessionId: 's',
          merchantId: null,
        };
        if (allows(r.access, user) === 'ok') continue;
        checked++;
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: concrete(r.url),
          headers: who.headers,
          payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
        });
        if (res.statusCode !== 403)
          failures.push(`${r.method} ${r.url} as ${who.role}/${who.kind ?? '-'} → ${res.statusCode}`);
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });
});
