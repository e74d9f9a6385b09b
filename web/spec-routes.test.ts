import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from './routes';
import { SPEC_ROUTES } from './spec-routes';

/**
 * SPEC routes with no screen yet, each with why; the coverage test fails on any other missing route, and
 * also once one of these is served, so the list can only shrink. None today.
 */
const NOT_YET_SERVED: readonly string[] = [];

/** A value for each SPEC parameter, unlike any fixed segment, so it can only be taken by a router parameter. */
const SAMPLES: Record<string, string> = { id: '7', ackNo: '881010200000071', cat: 'huf' };

/** The addresses a SPEC route stands for: `{x}` filled in, `{x?}` both with and without. */
function addresses(specRoute: string): { url: string; values: string[] }[] {
  let out = [{ url: '', values: [] as string[] }];
  for (const segment of specRoute.split('/').slice(1)) {
    const param = /^\{(\w+)(\?)?\}$/.exec(segment);
    if (!param) {
      out = out.map((a) => ({ ...a, url: `${a.url}/${segment}` }));
      continue;
    }
    const value = SAMPLES[param[1]!] ?? 'x7';
    const filled = out.map((a) => ({ url: `${a.url}/${value}`, values: [...a.values, value] }));
    out = param[2] ? [...out, ...filled] : filled;
  }
  return out.map((a) => ({ ...a, url: a.url || '/' }));
}

/**
 * Whether the router shows a screen at this address, matching as it does (its own case rule: react-router
 * ignores case unless a route says caseSensitive), with each SPEC parameter taken by a router parameter
 * rather than only by a not-found catch-all.
 */
function served(url: string, values: string[]): boolean {
  const matches = matchRoutes(routes, url) ?? [];
  const last = matches[matches.length - 1];
  if (!last || last.route.path === '*') return false;
  const taken = Object.values(last.params);
  return values.every((v) => taken.includes(v));
}

describe('docs/product.md#public-site–2.4 route coverage', () => {
  it('lists each route once, as an absolute path', () => {
    expect(new Set(SPEC_ROUTES).size).toBe(SPEC_ROUTES.length);
    expect(SPEC_ROUTES.filter((r) => !r.startsWith('/'))).toEqual([]);
  });

  it('every SPEC route has a screen in the web router, but for the known gaps', () => {
    const missing = SPEC_ROUTES.flatMap((r) =>
      addresses(r)
        .filter((a) => !served(a.url, a.values))
        .map((a) => (a.url === r ? r : `${r} (as ${a.url})`)),
    );
    expect(missing).toEqual(NOT_YET_SERVED);
  });

  it('notices an address with no screen', () => {
    expect(served('/merchant/product/no-such-screen', [])).toBe(false);
    expect(served('/no-such-page', [])).toBe(false);
    expect(served('/backend/misc/courier/7', ['7'])).toBe(true);
  });

  it('fills the SPEC parameters, optional ones both ways', () => {
    expect(addresses('/backend/actions/nsdl-pan/physical/verify/{id?}').map((a) => a.url)).toEqual([
      '/backend/actions/nsdl-pan/physical/verify',
      '/backend/actions/nsdl-pan/physical/verify/7',
    ]);
    expect(addresses('/')).toEqual([{ url: '/', values: [] }]);
  });
});
