import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, createTestApp, signedIn, type TestApp } from './test/app';
import { createMastersService } from './modules/masters/service';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pan-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST: dist }, { serveWeb: true });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers every client route with the app shell and a CSP that allows the configured chat frame', async () => {
    const admin = await signedIn(t, 'admin');
    await t.app.inject({
      method: 'PUT',
      url: '/api/backend/settings/site-configuration',
      headers: admin.headers,
      payload: {
        ...((await t.app.inject({ method: 'GET', url: '/api/business-info' })).json() as object),
        chatUrl: 'https://tawk.to/chat/x/y',
      },
    });
    for (const url of ['/', '/backend/user-management/registration', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['content-security-policy']).toContain("frame-src 'self' blob: https://tawk.to");
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('lets the paperless confirm page post to Protean as soon as its address is saved in API credentials', async () => {
    const page = '/merchant/product/nsdl-pan/paperless/7/confirm';
    const formAction = async () =>
      ((await t.app.inject({ method: 'GET', url: page })).headers['content-security-policy'] as string)
        .split('; ')
        .find((d) => d.startsWith('form-action'));
    expect(await formAction()).toBe("form-action 'self'");
    const admin = await addUser(t, 'admin');
    await createMastersService(t.database.db, t.secrets.encryptionKey).saveCredential(
      { provider: 'protean_ekyc', keyName: 'api_url', value: 'https://ekyc.protean.example/paperless' },
      admin.id,
    );
    expect(await formAction()).toBe("form-action 'self' https://ekyc.protean.example");
  });

  it('still serves pages when the saved Protean address cannot be decrypted (ENCRYPTION_KEY changed)', async () => {
    const admin = await addUser(t, 'admin');
    // Saved under another key, as after a key rotation without re-entering the credentials.
    await createMastersService(t.database.db, 'f'.repeat(64)).saveCredential(
      { provider: 'protean_ekyc', keyName: 'api_url', value: 'https://ekyc.protean.example/paperless' },
      admin.id,
    );
    const res = await t.app.inject({ method: 'GET', url: '/merchant/product/nsdl-pan/paperless/7/confirm' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect((res.headers['content-security-policy'] as string).split('; ')).toContain("form-action 'self'");
  });

  it('serves hashed assets as immutable, and unknown API paths as JSON 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No route GET /api/nope' });
  });

  it('sets the usual security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
