import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from './app';
import { readyMerchant } from './nsdl-pan';
import { encryptSecret } from '../lib/crypto';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('answers carrying personal data are never stored by a browser or proxy', () => {
  it('my account, a KYC review, my wallet balance, my KYC and a users list answer Cache-Control: no-store', async () => {
    const admin = await signedIn(t, 'admin');
    const merchant = await readyMerchant(t, { balance: 250 });
    const seal = (n: string) => encryptSecret(n, t.secrets.encryptionKey);
    const [kyc] = await t.database.query<{ id: number }>(
      'update kyc_submissions set aadhaar_sealed = $1, account_sealed = $2 where user_id = $3 returning id',
      [seal('234123412346'), seal('001234565678'), merchant.id],
    );
    const answers = {
      me: await get('/api/auth/me', admin.headers),
      kycReview: await get(`/api/backend/user-management/kyc/${kyc.id}`, admin.headers),
      balance: await get('/api/merchant/accounting/closing', merchant.headers),
      myKyc: await get('/api/kyc/me', merchant.headers),
      users: await t.app.inject({
        method: 'POST',
        url: '/api/backend/user-management/all-users/list',
        headers: admin.headers,
        payload: { length: 10, start: 0 },
      }),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['cache-control'], name).toBe('no-store');
    }
    // The reviewer sees the account number, and the Aadhaar number masked (decision 0067): still not for a
    // shared computer's cache.
    expect(answers.kycReview.body).toContain('001234565678');
    expect(answers.kycReview.body).toContain('XXXX XXXX 2346');
    expect(answers.kycReview.body).not.toContain('234123412346');
    // A refusal of a signed-in route says nothing personal, but is not kept either.
    expect((await get('/api/auth/me')).headers['cache-control']).toBe('no-store');
  });

  it('public business info keeps its caching; with a bearer it is private like the rest', async () => {
    const anonymous = await get('/api/business-info');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toBeUndefined();
    // The logo chose its own rule (revalidate each time); the hook leaves a route's own choice alone.
    expect((await get('/api/logo')).headers['cache-control']).toBe('no-cache');
    const admin = await signedIn(t, 'admin');
    expect((await get('/api/business-info', admin.headers)).headers['cache-control']).toBe('no-store');
  });
});

describe('the OpenAPI pages have a Content-Security-Policy of their own', () => {
  it('/api/docs loads with scripts from the server only', async () => {
    const page = await get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-initializer.js');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // Every script the page names is served from beside it, under the same policy.
    for (const src of [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1])) {
      const script = await get(src);
      expect(script.statusCode, src).toBe(200);
      expect(script.headers['content-security-policy'], src).toBe(csp);
    }
  });

  it('/api/docs/static/index.html leads to the same page, under the same policy', async () => {
    const res = await get('/api/docs/static/index.html');
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.statusCode).toBe(302);
    const page = await get(String(res.headers.location));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
  });
});
