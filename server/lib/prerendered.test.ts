import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { inlineScriptHashes, pickBody, type PrerenderedPage } from './prerendered';

const COLOR_SCHEME_SCRIPT = 'document.documentElement.setAttribute("data-mantine-color-scheme", "light");';
const sha256 = (s: string) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`;
const prerenderedPage = (title: string) =>
  `<!doctype html><html data-mantine-color-scheme="light"><head><script>${COLOR_SCHEME_SCRIPT}</script>` +
  `<script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"><h1>${title}</h1></div></body></html>`;

describe('inline script hashes', () => {
  it('hashes the body of each inline script, not scripts loaded from a file', () => {
    expect(inlineScriptHashes(prerenderedPage('Home'))).toEqual([sha256(COLOR_SCHEME_SCRIPT)]);
  });
});

describe('choosing the encoding', () => {
  const page: PrerenderedPage = {
    bodies: { identity: Buffer.from('plain'), gzip: Buffer.from('gz'), br: Buffer.from('br') },
    scriptHashes: [],
  };

  it('sends brotli, else gzip, else the plain page, as the browser accepts', () => {
    expect(pickBody(page, 'gzip, deflate, br')).toEqual({ body: page.bodies.br, encoding: 'br' });
    expect(pickBody(page, 'gzip, br;q=0')).toEqual({ body: page.bodies.gzip, encoding: 'gzip' });
    expect(pickBody(page, undefined)).toEqual({ body: page.bodies.identity });
    expect(pickBody({ ...page, bodies: { identity: page.bodies.identity } }, 'br, gzip')).toEqual({
      body: page.bodies.identity,
    });
  });
});

describe('serving the prerendered pages (decision 0048)', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pan-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.mkdirSync(path.join(dist, 'prerendered', 'auth'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'prerendered', 'index.html'), prerenderedPage('Home'));
    const login = prerenderedPage('Sign in');
    fs.writeFileSync(path.join(dist, 'prerendered', 'auth', 'login.html'), login);
    fs.writeFileSync(path.join(dist, 'prerendered', 'auth', 'login.html.gz'), zlib.gzipSync(login));
    // Decision 0075: Hindi beside English, sent for ?lang=hi.
    fs.writeFileSync(path.join(dist, 'prerendered', 'index.hi.html'), prerenderedPage('होम'));
    t = await createTestApp({ WEB_DIST: dist }, { serveWeb: true });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers a prerendered path with its page, and allows its inline script by hash only', async () => {
    for (const [url, title] of [
      ['/', 'Home'],
      ['/auth/login', 'Sign in'],
      ['/auth/login?next=1', 'Sign in'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain(`<div id="root"><h1>${title}</h1></div>`);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain(`script-src 'self' ${sha256(COLOR_SCHEME_SCRIPT)};`);
    }
  });

  it('sends the gzip copy the build wrote to a browser that takes it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/auth/login',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toContain('<h1>Sign in</h1>');
  });

  it('answers every other client route with the empty app shell and no inline script allowed', async () => {
    for (const url of ['/merchant', '/auth/reset-password', '/about/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toBe('<!doctype html><title>portal</title><div id="root"></div>');
      expect(String(res.headers['content-security-policy']), url).toContain("script-src 'self';");
    }
  });

  it('sends the Hindi page for ?lang=hi, and English for no, another or an unknown language', async () => {
    for (const [url, title] of [
      ['/?lang=hi', 'होम'],
      ['/?utm_source=x&lang=hi', 'होम'],
      ['/', 'Home'],
      ['/?lang=en', 'Home'],
      ['/?lang=xx', 'Home'],
      // No Hindi sign-in page in this build: English's, not the app shell.
      ['/auth/login?lang=hi', 'Sign in'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain(`<div id="root"><h1>${title}</h1></div>`);
    }
  });
});
