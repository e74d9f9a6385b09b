import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { fillBusinessInfo } from '../../contract/site-text';
import type { BusinessInfo } from '../../contract/site';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Decision 0048: the pages the build prerendered (scripts/prerender.mjs writes <webDist>/prerendered/,
 * index.html for /, auth/login.html for /auth/login, index.hi.html for /?lang=hi), drawn with the business info's
 * tokens, and the hashes of their inline scripts for the page's CSP. A page is sent with the saved business info
 * filled in (filledBodies), in each encoding, made once for each info and kept until it changes.
 */
export type PrerenderedPage = {
  html: string;
  scriptHashes: string[];
  filled?: { key: string; bodies: Promise<PageBodies> };
};
export type PageBodies = { identity: Buffer; gzip: Buffer; br: Buffer };

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
    const html = fs.readFileSync(full, 'utf8');
    pages.set(prerenderedKey(name === 'index' ? '/' : `/${name}`, locale), {
      html,
      scriptHashes: inlineScriptHashes(html),
    });
  }
  return pages;
}

/**
 * The page with `info` filled in, as sent in each encoding. Compressed off the event loop once per page and info
 * (and year, for the copyright line): a save of the business info is seen by the next page sent, in every process.
 */
export function filledBodies(
  page: PrerenderedPage,
  info: BusinessInfo,
  year = new Date().getFullYear(),
): Promise<PageBodies> {
  const key = `${year}\n${JSON.stringify(info)}`;
  if (page.filled?.key !== key) {
    const bodies = compressedBodies(fillBusinessInfo(page.html, info, year));
    page.filled = { key, bodies };
    // A failed compression is not kept: the next request tries again.
    bodies.catch(() => {
      if (page.filled?.bodies === bodies) page.filled = undefined;
    });
  }
  return page.filled!.bodies;
}

/**
 * A page as sent in each encoding, compressed off the event loop. Brotli's best (quality 11) takes ≈ 50 ms for a
 * 60 kB page; a page compressed when first asked for may take a faster quality (5: ≈ 2 ms, ≈ 12 % larger).
 */
export function compressedBodies(html: string, brotliQuality = zlib.constants.BROTLI_MAX_QUALITY): Promise<PageBodies> {
  const identity = Buffer.from(html, 'utf8');
  const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality };
  return Promise.all([gzip(identity, { level: 9 }), brotli(identity, { params })]).then(([gz, br]) => ({
    identity,
    gzip: gz,
    br,
  }));
}

/** The smallest body the client accepts: brotli, then gzip, then plain. */
export function pickBody(
  bodies: PageBodies,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([coding]) => coding.trim().toLowerCase()),
  );
  if (accepted.has('br')) return { body: bodies.br, encoding: 'br' };
  if (accepted.has('gzip')) return { body: bodies.gzip, encoding: 'gzip' };
  return { body: bodies.identity };
}
