import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/app';
import { siteSettings } from '../db/schema';
import { BUSINESS_INFO_TOKENS, businessInfoBlock } from '../../contract/site-text';
import { inlineScriptHashes, pickBody, type PageBodies } from './prerendered';

const COLOR_SCHEME_SCRIPT = 'document.documentElement.setAttribute("data-mantine-color-scheme", "light");';
const sha256 = (s: string) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`;
const prerenderedPage = (title: string, footer = '') =>
  `<!doctype html><html data-mantine-color-scheme="light"><head><script>${COLOR_SCHEME_SCRIPT}</script>` +
  `<script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"><h1>${title}</h1>${footer}</div></body></html>`;
/** A footer as the build draws it from the business info's tokens (web/layouts/PublicFooter.tsx's parts). */
const { businessName, contactNo, emailId } = BUSINESS_INFO_TOKENS;
const tokenFooter =
  `<footer><h2>${businessName}</h2><address><span>\uE000address\uE001<br/></span></address>` +
  `<a href="tel:\uE000tel\uE001">${contactNo}</a><a href="mailto:${emailId}">${emailId}</a>` +
  `<p>© \uE000year\uE001 ${businessName} (IND) PVT LTD</p></footer>` +
  businessInfoBlock();

describe('inline script hashes', () => {
  it('hashes the body of each inline script, not scripts loaded from a file', () => {
    expect(inlineScriptHashes(prerenderedPage('Home'))).toEqual([sha256(COLOR_SCHEME_SCRIPT)]);
  });
});

describe('choosing the encoding', () => {
  const bodies: PageBodies = { identity: Buffer.from('plain'), gzip: Buffer.from('gz'), br: Buffer.from('br') };

  it('sends brotli, else gzip, else the plain page, as the browser accepts', () => {
    expect(pickBody(bodies, 'gzip, deflate, br')).toEqual({ body: bodies.br, encoding: 'br' });
    expect(pickBody(bodies, 'gzip, br;q=0')).toEqual({ body: bodies.gzip, encoding: 'gzip' });
    expect(pickBody(bodies, undefined)).toEqual({ body: bodies.identity });
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
    fs.writeFileSync(path.join(dist, 'prerendered', 'auth', 'login.html'), prerenderedPage('Sign in'));
    fs.writeFileSync(path.join(dist, 'prerendered', 'contact.html'), prerenderedPage('Contact', tokenFooter));
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

  it('compresses the page for a browser that takes it', async () => {
    for (const [accept, encoding, unzip] of [
      ['gzip, deflate', 'gzip', zlib.gunzipSync],
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/auth/login', headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(unzip(res.rawPayload).toString()).toContain('<h1>Sign in</h1>');
    }
  });

  it('fills in the business info as saved, escaped, and the same info for the app in its data block', async () => {
    const info = {
      businessName: 'Shree <Ganesh> & "Sons"',
      add1: '12, Station Road',
      add2: '',
      add3: ' ',
      district: 'Nashik',
      pin: '422001',
      state: 'Maharashtra',
      contactNo: '+91 (253) 250-1234',
      emailId: 'office@ganesh.example',
    };
    await t.database.db.update(siteSettings).set(info).where(eq(siteSettings.id, 1));
    const res = await t.app.inject({ method: 'GET', url: '/contact' });
    const year = new Date().getFullYear();
    expect(res.body).toContain(
      '<footer><h2>Shree &lt;Ganesh&gt; &amp; &quot;Sons&quot;</h2><address><span>12, Station Road<br/></span>' +
        '<span>Nashik - 422001<br/></span><span>Maharashtra<br/></span></address>' +
        '<a href="tel:+912532501234">+91 (253) 250-1234</a><a href="mailto:office@ganesh.example">office@ganesh.example</a>' +
        `<p>© ${year} Shree &lt;Ganesh&gt; &amp; &quot;Sons&quot; (IND) PVT LTD</p></footer>`,
    );
    expect(res.body).not.toMatch(/[\uE000\uE001]/);
    const block = /<script type="application\/json" id="business-info">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(block).not.toContain('<');
    expect(JSON.parse(block!)).toEqual(info);
    // A later save is in the next page sent.
    await t.database.db.update(siteSettings).set({ businessName: 'Ganesh Seva Kendra' }).where(eq(siteSettings.id, 1));
    const again = await t.app.inject({ method: 'GET', url: '/contact', headers: { 'accept-encoding': 'br' } });
    expect(zlib.brotliDecompressSync(again.rawPayload).toString()).toContain('<h2>Ganesh Seva Kendra</h2>');
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
