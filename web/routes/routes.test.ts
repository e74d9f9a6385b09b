import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { SERVICE_SCREENS, screenPatterns } from '../services';
import { AREAS, PAGES, routes } from './index';
import { isPageFile, lazyPage, pageRoutes, routePatterns, routeSegment, type PageLoad } from './pages-tree';

const page = (): PageLoad => async () => ({ default: () => null });

/** The address patterns a set of files gives, as the router would serve them below /area. */
const patternsOf = (files: string[]) =>
  routePatterns([
    { path: '/area', children: pageRoutes(Object.fromEntries(files.map((f) => [f, page()])), '../pages/area/') },
  ]).sort();

describe('routes from the pages tree', () => {
  it('make a file its address: [x] a parameter, [[x]] an optional one, index.tsx the folder', () => {
    expect(routeSegment('[id]')).toBe(':id');
    expect(routeSegment('[[id]]')).toBe(':id?');
    expect(routeSegment('staff-list')).toBe('staff-list');
    expect(
      patternsOf([
        '../pages/area/index.tsx',
        '../pages/area/misc/courier/list.tsx',
        '../pages/area/misc/courier/[id].tsx',
        '../pages/area/misc/courier/edit/[id].tsx',
        '../pages/area/misc/reports/index.tsx',
        '../pages/area/product/gst/filling/new/[[id]].tsx',
        '../pages/area/product/nsdl-pan/paperless/[id]/confirm.tsx',
      ]),
    ).toEqual(
      [
        '/area',
        '/area/misc/courier/list',
        '/area/misc/courier/:id',
        '/area/misc/courier/edit/:id',
        '/area/misc/reports',
        '/area/product/gst/filling/new/:id?',
        '/area/product/nsdl-pan/paperless/:id/confirm',
      ].sort(),
    );
  });

  it("make '..' in a page lead to its folder's parent, a folder holding one page below it being no level", () => {
    const pages = [
      '../pages/area/um/all-users.tsx',
      '../pages/area/um/user/[id].tsx',
      '../pages/area/um/registration-action/[id].tsx',
      '../pages/area/courier/list.tsx',
      '../pages/area/courier/edit/[id].tsx',
      '../pages/area/courier/[id].tsx',
    ];
    const tree = [
      { path: '/area', children: pageRoutes(Object.fromEntries(pages.map((f) => [f, page()])), '../pages/area/') },
    ];
    const parent = (url: string) => matchRoutes(tree, url)!.at(-2)!.pathname;
    expect(parent('/area/um/user/7')).toBe('/area/um');
    expect(parent('/area/um/registration-action/7')).toBe('/area/um');
    expect(parent('/area/courier/edit/7')).toBe('/area/courier');
    expect(parent('/area/courier/7')).toBe('/area/courier');
  });

  it('take a file named like a folder beside it as the folder page, and refuse two pages for one address', () => {
    expect(
      patternsOf(['../pages/area/physical/tin-rejection.tsx', '../pages/area/physical/tin-rejection/list.tsx']),
    ).toEqual(['/area/physical/tin-rejection', '/area/physical/tin-rejection/list']);
    expect(() => patternsOf(['../pages/area/a.tsx', '../pages/area/a/index.tsx'])).toThrow(
      'two files are the page of one address',
    );
  });

  it('leave out tests, parts folders and what is not a .tsx file', () => {
    expect(isPageFile('../pages/area/misc/reports.tsx')).toBe(true);
    expect(isPageFile('../pages/area/misc/reports.test.tsx')).toBe(false);
    expect(isPageFile('../pages/area/user-management/staff/parts/StaffForm.tsx')).toBe(false);
    expect(isPageFile('../pages/area/settings/site-configuration-parts/AssetUpload.tsx')).toBe(false);
    expect(isPageFile('../pages/public/services-data.ts')).toBe(false);
    expect(patternsOf(['../pages/area/staff/parts/StaffForm.tsx', '../pages/area/a.test.tsx'])).toEqual([]);
  });

  it("hand a page's loader to the router with its screen", async () => {
    const loader = () => null;
    const Screen = () => null;
    expect(await lazyPage(async () => ({ default: Screen, loader }))()).toEqual({ Component: Screen, loader });
    expect(await lazyPage(async () => ({ default: Screen }))()).toEqual({ Component: Screen });
  });

  it('find every page of web/pages in one of the areas', () => {
    const files = Object.keys(PAGES);
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((f) => !AREAS.some((a) => f.startsWith(`../pages/${a}/`)))).toEqual([]);
    expect(files.filter((f) => !isPageFile(f))).toEqual([]);
  });

  it(
    'find a screen in every page file (a part of a page belongs in a parts folder)',
    { timeout: 120_000 },
    async () => {
      const loaded = await Promise.all(
        Object.entries(PAGES).map(async ([file, load]) => [file, await load()] as const),
      );
      expect(loaded.filter(([, m]) => typeof m.default !== 'function').map(([file]) => file)).toEqual([]);
    },
  );

  it('serve every page file at its address', () => {
    const served = new Set(routePatterns(routes));
    expect(served).toContain('/');
    expect(served).toContain('/backend');
    expect(served).toContain('/merchant/misc/courier/edit/:id');
    expect(served).toContain('/backend/actions/nsdl-pan/physical/tin-rejection');
    expect(served).toContain('/backend/actions/nsdl-pan/physical/tin-rejection/list');
    expect(routePatterns(routes).filter((p) => !p.endsWith('*')).length).toBe(Object.keys(PAGES).length + 1);
  });

  it("serve each service's declared addresses from the pages tree, so the menus and API clients name real pages", () => {
    const served = new Set(routePatterns(routes));
    const declared = (['merchant', 'backend'] as const).flatMap((a) => screenPatterns(SERVICE_SCREENS, a));
    expect(declared.length).toBeGreaterThan(50);
    expect(declared.filter((p) => !served.has(p))).toEqual([]);
  });

  it('lead old addresses on and catch unknown ones', () => {
    const last = (url: string) => matchRoutes(routes, url)!.at(-1)!.route;
    expect(last('/backend/backup').element).toBeTruthy();
    expect(last('/backend/no-such-screen').path).toBe('*');
    expect(last('/no-such-page').path).toBe('*');
  });
});
