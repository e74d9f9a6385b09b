import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { addStaticRoutes, STATIC_ROUTES, staticRoutesScript } from './sw-static-routes.mjs';

/** Runs the listener as a worker would, with an install event whose addRoutes answers as given. */
async function install(addRoutes?: (routes: unknown) => Promise<void>) {
  const listeners: Record<string, (e: unknown) => void> = {};
  const waited: Promise<unknown>[] = [];
  const self = { addEventListener: (type: string, fn: (e: unknown) => void) => (listeners[type] = fn) };
  vm.runInNewContext(staticRoutesScript(), { self, Promise });
  listeners.install({ addRoutes, waitUntil: (p: Promise<unknown>) => waited.push(p) });
  return Promise.all(waited);
}

describe("the worker's static routes (issue 29 §2)", () => {
  it('declares the hashed build files as read from the cache, GET only, at install', async () => {
    const declared: unknown[] = [];
    await install(async (routes) => void declared.push(routes));
    expect(declared).toEqual([[{ condition: { urlPattern: '/assets/*', requestMethod: 'get' }, source: 'cache' }]]);
    // Nothing else: pages and the API never get a static route (decision 0079: /api/ is never the worker's).
    expect(STATIC_ROUTES).toHaveLength(1);
  });

  it('lets the install go on when the browser refuses the routes, and does nothing where there is no API', async () => {
    await expect(install(() => Promise.reject(new TypeError('unsupported')))).resolves.toEqual([undefined]);
    await expect(install(undefined)).resolves.toEqual([]);
  });

  it('is put at the top of the built worker once, however often the build step runs', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-routes-'));
    try {
      fs.writeFileSync(path.join(dir, 'sw.js'), 'workbox();');
      addStaticRoutes(dir);
      addStaticRoutes(dir);
      const worker = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
      expect(worker).toBe(`${staticRoutesScript()}workbox();`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
