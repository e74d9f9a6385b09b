import fs from 'node:fs';
import path from 'node:path';
import { compressedBodies, type PageBodies } from './prerendered';

/** Written by the build beside index.html (scripts/prerender.mjs, routePreloads). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** Written by the build beside index.html (scripts/prerender.mjs, pageFrames; decision 0083). */
export const PAGE_FRAMES_FILE = 'page-frames.json';

/** A page's heading for the shell's frame, as the build writes it: one inert template per language, nothing else. */
const FRAME_TEMPLATES =
  /^(?:<template data-frame-piece="page\.heading\.[a-z]{2}">(?:(?!<\/?(?:template|script)\b)[\s\S])*<\/template>)+$/i;

/** The data block naming a page's own scripts, read by the shell's loader (scripts/prerender.mjs, afterFirstPaint). */
export const ROUTE_PRELOADS_ATTRIBUTE = 'data-route-preloads';

/**
 * Issue 29: per signed-in address, what the app shell carries for that page alone: the data block that names the
 * page's own scripts, and its heading for the frame (decision 0083). The app shell links only the
 * start and the shells; without these, a phone asks for the page's code only once the router has run, a second wave
 * of requests on a slow link. Decision 0082: the shell asks for its scripts once its frame has painted, these with
 * them (a `<link rel="modulepreload">` in the HTML would be fetched before the paint). An empty map when the build
 * has no such file.
 */
export function loadRoutePreloads(webDist: string): Map<string, string> {
  const out = new Map<string, string>();
  const add = (address: string, block: string) => out.set(address, (out.get(address) ?? '') + block);
  const file = path.join(webDist, ROUTE_PRELOADS_FILE);
  if (fs.existsSync(file)) {
    const byAddress = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
    for (const [address, scripts] of Object.entries(byAddress)) {
      // The build names only its own assets/ files; anything else would be a broken or foreign build.
      const safe = scripts.filter((f) => /^assets\/[\w.-]+\.js$/.test(f)).map((f) => `/${f}`);
      if (safe.length)
        add(address, `<script type="application/json" ${ROUTE_PRELOADS_ATTRIBUTE}>${JSON.stringify(safe)}</script>`);
    }
  }
  // Decision 0083: the page's heading for the frame, in <head> (a template is inert wherever it stands), where the
  // frame's script, which runs after #root, finds it.
  const frames = path.join(webDist, PAGE_FRAMES_FILE);
  if (fs.existsSync(frames)) {
    const byAddress = JSON.parse(fs.readFileSync(frames, 'utf8')) as Record<string, string>;
    for (const [address, templates] of Object.entries(byAddress))
      if (typeof templates === 'string' && FRAME_TEMPLATES.test(templates)) add(address, templates);
  }
  return out;
}

/** The app shell for a request's address, with that page's own scripts named in its <head> when it has some. */
export function appShellFor(html: string, preloads: Map<string, string>, url: string): string {
  const pathname = url.split('?', 1)[0].replace(/(.)\/+$/, '$1');
  const block = preloads.get(pathname);
  return block ? html.replace('</head>', () => `  ${block}\n  </head>`) : html;
}

const SHELL_BROTLI_QUALITY = 5;

/**
 * The app shell for an address in each encoding: ≈ 25 kB as built (the theme's variables, the critical CSS, the
 * frame), ≈ 7 kB gzip, so a slow line has it in one round trip instead of two. One copy per address that has
 * preloads and one for every other address (so the cache is bounded by the build, not by what is asked for),
 * compressed once, when first sent.
 */
export function appShellBodies(html: string, preloads: Map<string, string>): (url: string) => Promise<PageBodies> {
  const cache = new Map<string, Promise<PageBodies>>();
  return (url) => {
    const pathname = url.split('?', 1)[0].replace(/(.)\/+$/, '$1');
    const key = preloads.has(pathname) ? pathname : '';
    let bodies = cache.get(key);
    if (!bodies) {
      // Compressed as its address is first asked for: at brotli's quality 5, so that first request waits ≈ 2 ms.
      bodies = compressedBodies(appShellFor(html, preloads, url), SHELL_BROTLI_QUALITY);
      cache.set(key, bodies);
      // A failed compression is not kept: the next request tries again.
      bodies.catch(() => cache.delete(key));
    }
    return bodies;
  };
}
