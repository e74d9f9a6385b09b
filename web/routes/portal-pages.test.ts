import { describe, expect, it } from 'vitest';
import { screenUrl, type Area, type AreaScreens, type PageDecl } from '../../contract/manifest';
import { PORTAL_PAGES } from '../../contract/portal-pages';
import { SERVICES } from '../../contract/services';
import { routePatterns } from './pages-tree';
import { routes, screenExists } from './index';

/*
 * Every address the server may link to (the bell's links, mails, the gateway's return) is a page of web/pages: the
 * manifests' pages, filled as the server fills them, and the other pages it names (contract/portal-pages.ts).
 */

/** A value for each part of a pattern, so the filled address is what a link would hold. */
const sample = (path: string) =>
  Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name]) => [name, name === 'cat' ? 'huf' : '12']));

describe('the pages the server links to', () => {
  it("are pages of the tree: every manifest's page with its parts filled", () => {
    const urls = SERVICES.flatMap((s) =>
      (['merchant', 'backend'] as const satisfies readonly Area[]).flatMap((area) =>
        Object.values<PageDecl>(s[area].pages).map((page) =>
          screenUrl(area, s[area] as AreaScreens, page, sample(page.path)),
        ),
      ),
    );
    expect(urls.length).toBeGreaterThan(40);
    expect(urls).toContain('/merchant/product/uti-pan/psa-registration/12');
    expect(urls.filter((u) => !screenExists(u))).toEqual([]);
  });

  it('are pages of the tree: every portal page outside the services', () => {
    const served = new Set(routePatterns(routes));
    const addresses = Object.values(PORTAL_PAGES).flatMap((area) => Object.values<string>(area));
    expect(addresses).toContain('/merchant/paymentgateway/payment-status');
    expect(addresses.filter((a) => !served.has(a))).toEqual([]);
  });
});
