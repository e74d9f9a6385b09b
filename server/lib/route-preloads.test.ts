import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { pageAddress, routePreloads } from '../../scripts/prerender.mjs';
import { PAGE_FRAMES_FILE, ROUTE_PRELOADS_FILE } from './route-preloads';
import { inlineScriptHashes } from './prerendered';

const EARLY_SCRIPT = 'window.early=1';
const SHELL =
  `<!doctype html><html><head><script>${EARLY_SCRIPT}</script><title>portal</title>` +
  '<script type="module" crossorigin src="/assets/index-a.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/shell-s.js"></head><body><div id="root"></div></body></html>';

describe("the build's list of each signed-in page's scripts (issue 29)", () => {
  // A client build's module map and manifest: the dashboard's page imports the shell's file and two of its own.
  const moduleMap = {
    'web/pages/merchant/index.tsx': 'assets/merchant-m.js',
    'web/pages/merchant/index.test.tsx': 'assets/merchant-m.js',
    'web/pages/backend/actions/payments.tsx': 'assets/payments-p.js',
    'web/pages/merchant/user-management/staff/parts/StaffForm.tsx': 'assets/staff-form.js',
    'web/pages/backend/user/[id].tsx': 'assets/user-u.js',
    'web/pages/public/index.tsx': 'assets/public-x.js',
    'web/layouts/MerchantShell.tsx': 'assets/shell-s.js',
  };
  const manifest = {
    'web/pages/merchant/index.tsx': { file: 'assets/merchant-m.js', imports: ['_shell', '_figures'] },
    _shell: { file: 'assets/shell-s.js' },
    _figures: { file: 'assets/figures-f.js', imports: ['_shell'] },
    'web/pages/backend/actions/payments.tsx': { file: 'assets/payments-p.js' },
    'web/pages/merchant/user-management/staff/parts/StaffForm.tsx': { file: 'assets/staff-form.js' },
    'web/pages/backend/user/[id].tsx': { file: 'assets/user-u.js' },
    'web/pages/public/index.tsx': { file: 'assets/public-x.js' },
  };

  it("names each page's own files by its address, leaving out what the app shell already links", () => {
    expect(routePreloads(moduleMap, manifest, SHELL)).toEqual({
      '/merchant': ['assets/merchant-m.js', 'assets/figures-f.js'],
      '/backend/actions/payments': ['assets/payments-p.js'],
    });
  });

  it('gives a page file its address as the router does', () => {
    expect(pageAddress('web/pages/merchant/index.tsx')).toBe('/merchant');
    expect(pageAddress('web/pages/merchant/product/nsdl-pan/physical/list.tsx')).toBe(
      '/merchant/product/nsdl-pan/physical/list',
    );
  });
});

const LIST_HEADING =
  '<template data-frame-piece="page.heading.en"><div><h1>All applications</h1></div></template>' +
  '<template data-frame-piece="page.heading.hi"><div><h1>सभी आवेदन</h1></div></template>';

describe('the app shell sent for a signed-in address (issue 29)', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pan-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
    fs.writeFileSync(
      path.join(dist, ROUTE_PRELOADS_FILE),
      JSON.stringify({
        '/merchant': ['assets/merchant-m.js', 'assets/figures-f.js'],
        // Not one of the build's own files: never linked.
        '/backend': ['https://elsewhere.example/x.js'],
      }),
    );
    fs.writeFileSync(
      path.join(dist, PAGE_FRAMES_FILE),
      JSON.stringify({
        '/merchant/product/nsdl-pan/physical/list': LIST_HEADING,
        // Not templates of a heading alone: a broken or foreign build, never sent.
        '/backend/actions/payments': `${LIST_HEADING}<script>alert(1)</script>`,
        '/backend/wallet': '<template data-frame-piece="page.heading.en"><script>alert(1)</script></template>',
        '/backend/reports': '<img src=x onerror=alert(1)>',
      }),
    );
    t = await createTestApp({ WEB_DIST: dist }, { serveWeb: true });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  /** The page's own scripts, as the shell's loader reads them (the data block's JSON). */
  const preloads = (html: string) => {
    const block = /<script type="application\/json" data-route-preloads>([^<]*)<\/script>/.exec(html);
    return block ? (JSON.parse(block[1]) as string[]) : [];
  };

  it("names the dashboard's own scripts for the shell's loader, with or without a trailing slash or query", async () => {
    for (const url of ['/merchant', '/merchant/', '/merchant?tab=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(preloads(res.body)).toEqual(['/assets/merchant-m.js', '/assets/figures-f.js']);
      // In <head>, and not as links: the browser would fetch those before the frame's first paint (decision 0082).
      expect(res.body.indexOf('/assets/figures-f.js')).toBeLessThan(res.body.indexOf('</head>'));
      expect(res.body).not.toContain('href="/assets/figures-f.js"');
    }
  });

  it("allows the shell's own inline script (a dashboard's early calls) by its hash, and no other", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/merchant' });
    const scriptSrc = /script-src ([^;]+)/.exec(String(res.headers['content-security-policy']))![1].split(' ');
    const hash = createHash('sha256').update(EARLY_SCRIPT).digest('base64');
    expect(scriptSrc).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(inlineScriptHashes(SHELL)).toEqual([`'sha256-${hash}'`]);
  });

  it('answers a build file that is not there with 404, not with the app shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/chunk-gone.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html');
  });

  it("compresses the shell as the browser accepts, each address's own preloads included", async () => {
    const br = await t.app.inject({ method: 'GET', url: '/merchant', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    const shell = zlib.brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(preloads(shell)).toEqual(['/assets/merchant-m.js', '/assets/figures-f.js']);
    const gz = await t.app.inject({ method: 'GET', url: '/merchant/wallet', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toBe(SHELL);
    // The CSP travels with the compressed page as with the plain one.
    expect(String(gz.headers['content-security-policy'])).toContain("'sha256-");
  });

  it("carries the page's heading for the frame in its address's shell alone (decision 0083)", async () => {
    for (const url of [
      '/merchant/product/nsdl-pan/physical/list',
      '/merchant/product/nsdl-pan/physical/list/?page=2',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      const shell = zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
      expect(shell).toBe(SHELL.replace('</head>', () => `  ${LIST_HEADING}\n  </head>`));
    }
    const other = await t.app.inject({ method: 'GET', url: '/merchant/product/nsdl-pan/physical/ack/list' });
    expect(other.body).toBe(SHELL);
  });

  it('sends the app shell as built for an address without a list, and links nothing from elsewhere', async () => {
    for (const url of [
      '/merchant/wallet',
      '/backend',
      '/backend/actions/payments',
      '/backend/wallet',
      '/backend/reports',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(SHELL);
    }
  });
});
