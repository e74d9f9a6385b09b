import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ICON_NAMES } from '../../../contract/installable';
import { WebAppManifest } from '../../../contract/installable-manifest';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { createSiteService } from '../site/service';

let t: TestApp;
let dist: string;
const SW = "self.addEventListener('fetch', () => {});";

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pan-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'sw.js'), SW);
  t = await createTestApp({ WEB_DIST: dist }, { serveWeb: true });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** Width, height and format of an answer's body, read from the picture itself. */
async function picture(body: Buffer) {
  const meta = await sharp(body).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

describe('the web app manifest', () => {
  it('names the business, opens at the sign-in page standalone, and lists icons a phone can fetch', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const manifest = WebAppManifest.parse(JSON.parse(res.body));
    const { businessName } = await createSiteService(t.database.db).businessInfo();
    expect(manifest).toMatchObject({
      name: businessName,
      start_url: '/auth/login',
      scope: '/',
      display: 'standalone',
      theme_color: '#2c5299',
      lang: 'en-IN',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.icons.map((i) => [i.sizes, i.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    for (const icon of manifest.icons) {
      const png = await get(icon.src);
      expect(png.statusCode, icon.src).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      const [side] = icon.sizes.split('x').map(Number);
      expect(await picture(png.rawPayload)).toEqual({ format: 'png', width: side, height: side });
    }
  });

  it('follows the business info and the logo the admin saves, without a new build', async () => {
    const admin = await signedIn(t, 'admin');
    const before = await get('/api/app-icon/icon-512.png');
    const {
      hasLogo: _l,
      hasFavicon: _f,
      updatedAt: _u,
      ...info
    } = (await get('/api/backend/settings/site-configuration', admin.headers)).json() as Record<string, unknown>;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/backend/settings/site-configuration',
      headers: admin.headers,
      payload: { ...info, businessName: 'Shree Ganesh PAN Kendra' },
    });
    expect(saved.statusCode).toBe(200);
    // A red square logo: the icon drawn from it is red in the middle.
    const logo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#d01010' } })
      .png()
      .toBuffer();
    await createSiteService(t.database.db).saveAsset('logo', logo, admin.id);

    const manifest = WebAppManifest.parse((await get('/manifest.webmanifest')).json());
    expect(manifest.name).toBe('Shree Ganesh PAN Kendra');
    expect(manifest.short_name).toBe('Shree Ganesh');
    const after = await get('/api/app-icon/icon-512.png');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const { data } = await sharp(after.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const middle = (256 * 512 + 256) * 4;
    expect([data[middle], data[middle + 1], data[middle + 2]]).toEqual([208, 16, 16]);
    expect(
      (await get('/api/app-icon/icon-512.png', { 'if-none-match': after.headers.etag as string })).statusCode,
    ).toBe(304);
  });

  it('speaks Hindi to a Hindi phone', async () => {
    const manifest = WebAppManifest.parse((await get('/manifest.webmanifest', { 'accept-language': 'hi' })).json());
    expect(manifest.lang).toBe('hi-IN');
    expect(manifest.description).toBe('पंजीकृत एजेंटों के लिए पैन कार्ड आवेदन और रोज़मर्रा की वित्तीय सेवाएँ।');
  });

  it('draws only the icons it lists', async () => {
    expect(APP_ICON_NAMES).toHaveLength(3);
    expect((await get('/api/app-icon/icon-9999.png')).statusCode).toBe(400);
  });
});

describe('the service worker', () => {
  it('is served from the root as JavaScript the browser re-checks on every visit', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(SW);
  });

  it('is allowed by the pages it runs under: scripts, workers and its fetches from this origin', async () => {
    for (const url of ['/merchant', '/auth/login']) {
      const csp = (await get(url)).headers['content-security-policy'] as string;
      const directives = new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
      // No worker-src: workers fall back to script-src, which allows this origin.
      expect(directives.get('worker-src') ?? directives.get('script-src')).toContain("'self'");
      expect(directives.get('connect-src')).toContain("'self'");
      expect(directives.get('img-src')).toContain("'self'");
      expect(directives.has('manifest-src') ? directives.get('manifest-src') : directives.get('default-src')).toContain(
        "'self'",
      );
    }
  });
});
