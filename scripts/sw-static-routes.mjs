import fs from 'node:fs';
import path from 'node:path';

/**
 * Issue 29 §2 (decision 0079, "Static routes"): the build's files have hashed names and the worker precaches them
 * all, so answering them needs no code of the worker's. Declared as static routes at install (Chromium's Service
 * Worker Static Routing API), the browser reads them from Cache Storage itself: a repeat visit's ≈ 30 script requests
 * no longer wait for the worker's thread to start and run Workbox's router, one fetch event each. A file the caches do
 * not hold (a newer build's, linked by a page the server sent) goes to the network, as the API's rules say of a miss.
 * A browser without the API ignores the listener and keeps the worker's own route to the same precache.
 */
export const STATIC_ROUTES = [{ condition: { urlPattern: '/assets/*', requestMethod: 'get' }, source: 'cache' }];

/** The install listener that declares STATIC_ROUTES, put before Workbox's code. */
export function staticRoutesScript(routes = STATIC_ROUTES) {
  // A route the browser refuses must not fail the install: the worker then serves the files as before.
  return (
    'self.addEventListener("install",function(e){if(typeof e.addRoutes==="function")' +
    `e.waitUntil(Promise.resolve().then(function(){return e.addRoutes(${JSON.stringify(routes)})}).catch(function(){}))});\n`
  );
}

/** Puts the listener at the top of the built worker (<outDir>/sw.js); once, however often it is run. */
export function addStaticRoutes(outDir) {
  const file = path.join(outDir, 'sw.js');
  const worker = fs.readFileSync(file, 'utf8');
  const script = staticRoutesScript();
  if (!worker.startsWith(script)) fs.writeFileSync(file, script + worker);
}
