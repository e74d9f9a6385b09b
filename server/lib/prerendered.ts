import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Decision 0048: the pages the build prerendered (scripts/prerender.mjs writes <webDist>/prerendered/,
 * index.html for /, auth/login.html for /auth/login, index.hi.html for /?lang=hi), as they are sent: the HTML in each encoding the
 * build wrote beside it, and the hashes of its inline scripts for the page's CSP.
 */
export type PrerenderedPage = {
  bodies: { identity: Buffer; gzip?: Buffer; br?: Buffer };
  scriptHashes: string[];
};

export const PRERENDERED_DIR = 'prerendered';

/** CSP source expressions ('sha256-…') of the inline <script> elements of a page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) => `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
}

/**
 * Decision 0075: a page in another language than English is `<name>.<locale>.html` beside English's (index.hi.html)
 * and is sent for the same path with `?lang=<locale>`; this is its key in the map ('/about?lang=hi').
 */
export const prerenderedKey = (pathname: string, locale?: string) =>
  locale && locale !== 'en' ? `${pathname}?lang=${locale}` : pathname;

/**
 * The page for a request's address: its path, in the language its `lang` parameter names when the build drew the
 * page in it, else English's (other parameters, `?lang=en` and an unknown language leave the English page).
 */
export function prerenderedFor(pages: Map<string, PrerenderedPage>, url: string): PrerenderedPage | undefined {
  const [pathname, query = ''] = url.split('?', 2);
  const locale = new URLSearchParams(query).get('lang');
  return (locale ? pages.get(prerenderedKey(pathname, locale)) : undefined) ?? pages.get(pathname);
}

/** Read once at start-up, like the app shell; an empty map when the build has none. */
export function loadPrerendered(webDist: string): Map<string, PrerenderedPage> {
  const dir = path.join(webDist, PRERENDERED_DIR);
  const pages = new Map<string, PrerenderedPage>();
  if (!fs.existsSync(dir)) return pages;
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const full = path.join(dir, file);
    const [, name, locale] = /^(.*?)(?:\.([a-z]{2}))?$/.exec(file.slice(0, -'.html'.length).split(path.sep).join('/'))!;
    const identity = fs.readFileSync(full);
    const beside = (ext: string) => (fs.existsSync(`${full}.${ext}`) ? fs.readFileSync(`${full}.${ext}`) : undefined);
    pages.set(prerenderedKey(name === 'index' ? '/' : `/${name}`, locale), {
      bodies: { identity, gzip: beside('gz'), br: beside('br') },
      scriptHashes: inlineScriptHashes(identity.toString('utf8')),
    });
  }
  return pages;
}

/** The smallest body the client accepts: brotli, then gzip, then plain. */
export function pickBody(
  page: PrerenderedPage,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([coding]) => coding.trim().toLowerCase()),
  );
  if (page.bodies.br && accepted.has('br')) return { body: page.bodies.br, encoding: 'br' };
  if (page.bodies.gzip && accepted.has('gzip')) return { body: page.bodies.gzip, encoding: 'gzip' };
  return { body: page.bodies.identity };
}
