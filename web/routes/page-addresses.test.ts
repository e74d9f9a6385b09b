import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePatterns } from './pages-tree';
import { routes } from './index';

/*
 * Every page address the web's own code writes ('/merchant/…', '/backend/…': a link, a redirect, a menu entry) is a
 * page of web/pages, so a misspelt one fails here rather than landing a user on the not-found page. A part filled
 * at run time (`${id}`, the SPEC's `{id}`) stands for any one segment, as a page file's [id] does.
 */

/** Stands for a part of an address filled at run time. */
const ANY = '\u0000';

/** The page addresses written in a source file: quoted strings and template literals starting /merchant or /backend. */
export function addressesIn(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/(['"])(\/(?:merchant|backend)(?:[/?#][^'"\n]*)?)\1/g)) {
    found.push(m[2].replace(/\{\w+\??\}/g, ANY));
  }
  for (const m of source.matchAll(/`\/(?:merchant|backend)(?=[`/?#$])/g)) found.push(template(source, m.index + 1));
  return found;
}

/** A template literal's text from `start`, each ${…} (nested ones too) as one filled part. */
function template(source: string, start: number): string {
  let out = '';
  for (let i = start; i < source.length && source[i] !== '`'; i++) {
    if (source[i] !== '$' || source[i + 1] !== '{') {
      out += source[i];
      continue;
    }
    let depth = 0;
    for (i += 1; i < source.length; i++) {
      if (source[i] === '{') depth++;
      else if (source[i] === '}' && --depth === 0) break;
    }
    out += ANY;
  }
  return out;
}

/**
 * Whether an address (its query and fragment aside) is a page of the tree's patterns, or the folder of some (a base
 * the code puts page names under, a menu entry's `also`).
 */
export function isPage(address: string, patterns: readonly string[]): boolean {
  const want = address
    .split(/[?#]/)[0]
    .replace(/(.)\/$/, '$1')
    .split('/')
    .filter(Boolean);
  return patterns.some((pattern) => fits(want, pattern.split('/').filter(Boolean)));
}

function fits(want: string[], have: string[]): boolean {
  if (!want.length) return true;
  if (!have.length) return false;
  const [h, ...restH] = have;
  if (h === '*') return true;
  if (h.startsWith(':') && h.endsWith('?') && fits(want, restH)) return true;
  const [w, ...restW] = want;
  const segment = w.includes(ANY) || h.startsWith(':') || w === h;
  return segment && fits(restW, restH);
}

/** Every source file of the web: its tests and test helpers are not the app. */
function webSources(dir = path.resolve('web')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' || e.name === 'node_modules' ? [] : webSources(file);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [file] : [];
  });
}

// The catch-all page ('*') would take any address: only the real pages count.
const patterns = routePatterns(routes).filter((p) => !p.endsWith('*'));

describe('the page addresses the web writes', () => {
  it('finds quoted, templated and SPEC-style addresses, and tells a made-up one from a page', () => {
    const source = [
      "navigate('/merchant/no-such-page');",
      "const base = '/backend/user-management';",
      'const a = `/backend/user-management/merchant/${row.id}?tab=${encodeURIComponent(`x${y}`)}`;',
      "const b = '/merchant/user-management/staff/edit/{id}';",
      "const api = '/api/merchant/wallet';",
    ].join('\n');
    const found = addressesIn(source);
    expect(found.map((a) => a.replaceAll(ANY, '…'))).toEqual([
      '/merchant/no-such-page',
      '/backend/user-management',
      '/merchant/user-management/staff/edit/…',
      '/backend/user-management/merchant/…?tab=…',
    ]);
    expect(found.filter((a) => !isPage(a, patterns)).map((a) => a.replace(ANY, '…'))).toEqual([
      '/merchant/no-such-page',
    ]);
  });

  it('are pages of web/pages, in every source file (the SPEC route table too)', () => {
    const files = webSources();
    expect(files.map((f) => path.relative('web', f))).toContain('spec-routes.ts');
    const found = files.map((file) => [file, addressesIn(fs.readFileSync(file, 'utf8'))] as const);
    expect(found.flatMap(([, a]) => a).length).toBeGreaterThan(100);
    const wrong = found.flatMap(([file, addresses]) =>
      addresses
        .filter((a) => !isPage(a, patterns))
        .map((a) => `${path.relative('.', file)}: ${a.replaceAll(ANY, '${…}')}`),
    );
    expect(wrong).toEqual([]);
  });
});
