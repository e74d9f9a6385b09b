import fs from 'node:fs';
import path from 'node:path';

/** Written by the build beside index.html (scripts/prerender.mjs, routePreloads). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * Issue 29: per signed-in address, the `<link rel="modulepreload">` lines of that page's own scripts. The app
 * shell links only the start and the shells; without these, a phone asks for the page's code only once the
 * router has run, a second wave of requests on a slow link. An empty map when the build has no such file.
 */
export function loadRoutePreloads(webDist: string): Map<string, string> {
  const file = path.join(webDist, ROUTE_PRELOADS_FILE);
  const out = new Map<string, string>();
  if (!fs.existsSync(file)) return out;
  const byAddress = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
  for (const [address, scripts] of Object.entries(byAddress)) {
    // The build names only its own assets/ files; anything else would be a broken or foreign build.
    const safe = scripts.filter((f) => /^assets\/[\w.-]+\.js$/.test(f));
    out.set(address, safe.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    '));
  }
  return out;
}

/** The app shell for a request's address, with that page's preloads in its <head> when it has some. */
export function appShellFor(html: string, preloads: Map<string, string>, url: string): string {
  const pathname = url.split('?', 1)[0].replace(/(.)\/+$/, '$1');
  const links = preloads.get(pathname);
  return links ? html.replace('</head>', () => `  ${links}\n  </head>`) : html;
}
