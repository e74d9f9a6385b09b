import { Center, Loader } from '@mantine/core';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { BACKEND_ROLES, MERCHANT_ROLES } from '../../contract/roles';
import { GuestOnly } from '../layouts/GuestOnly';
import { ProtectedLayout } from '../layouts/ProtectedLayout';
import RouteErrorPage from '../pages/route-error';
import { useT } from '../i18n/site';
import { lazyPage, pageRoutes, type PageLoad, type PageModule } from './pages-tree';

/*
 * The web's routes come from the pages tree (docs/decisions/0065): web/pages/<area>/<address>.tsx is the
 * screen at /<area>/<address>. Lazy, so each page stays a chunk of its own. What is not a page is left out
 * here (tests, `parts` folders) and in pages-tree.ts's isPageFile.
 */
const FILES = import.meta.glob<PageModule>([
  '../pages/*/**/*.tsx',
  '!../pages/**/*.test.tsx',
  '!../pages/**/parts/**',
  '!../pages/**/*-parts/**',
]);

export const PAGES: Readonly<Record<string, PageLoad>> = FILES;

/** Old addresses that lead on to where their screen is now. */
const REDIRECTS: { area: string; path: string; to: string }[] = [
  { area: 'backend', path: 'backup', to: '/backend/settings/backup' },
];

/** An area's pages, its redirects, and (for the signed-in areas) a not-found page inside its shell. */
function area(folder: string, { notFound }: { notFound: boolean }): RouteObject[] {
  return [
    ...pageRoutes(PAGES, `../pages/${folder}/`),
    ...REDIRECTS.filter((r) => r.area === folder).map((r) => ({
      path: r.path,
      element: <Navigate to={r.to} replace />,
    })),
    ...(notFound ? [{ path: '*', lazy: lazyPage(() => import('../pages/not-found')) }] : []),
  ];
}

/** Shown while the first screen's chunk loads. */
function FirstScreenLoading() {
  const t = useT();
  return (
    <Center h="100dvh">
      <Loader aria-label={t('site.loading')} />
    </Center>
  );
}

/** A signed-in area at /<folder>: its guard, its shell, its pages and a not-found page inside the shell. */
function signedInArea(folder: string, allowed: readonly string[], shell: PageLoad): RouteObject {
  return {
    id: `area-${folder}`,
    path: folder,
    element: <ProtectedLayout allowed={allowed} />,
    children: [{ lazy: lazyPage(shell), children: area(folder, { notFound: true }) }],
  };
}

/** The root route's id: the areas are its children, and the router adds an area there on its first visit. */
export const ROOT_ROUTE_ID = 'root';

/**
 * The areas of the app, each a child of the root: an address's first segment picks its area's guard and
 * layout. pages/public is the site's root, pages/auth the sign-in forms (both for guests only), pages/backend
 * and pages/merchant the two portals. docs/product.md#public-site lists the KYC screens (pages/kyc) beside the
 * public ones, but they need a signed-in merchant account, so they sit in the merchant shell under the
 * merchant guard.
 */
export const AREA_ROUTES = {
  guest: {
    id: 'area-guest',
    element: <GuestOnly />,
    children: [
      {
        lazy: lazyPage(() => import('../layouts/PublicLayout')),
        children: area('public', { notFound: false }),
      },
      {
        path: 'auth',
        lazy: lazyPage(() => import('../layouts/AuthLayout')),
        children: area('auth', { notFound: false }),
      },
    ],
  },
  backend: signedInArea('backend', BACKEND_ROLES, () => import('../layouts/BackendShell')),
  merchant: signedInArea('merchant', MERCHANT_ROLES, () => import('../layouts/MerchantShell')),
  kyc: signedInArea('kyc', MERCHANT_ROLES, () => import('../layouts/MerchantShell')),
} satisfies Record<string, RouteObject>;

export type AreaKey = keyof typeof AREA_ROUTES;

/** The area an address is in: its first segment, or the guests' area (the public site and sign-in forms). */
export function areaOf(pathname: string): AreaKey {
  const first = pathname.split('/')[1];
  return first === 'backend' || first === 'merchant' || first === 'kyc' ? first : 'guest';
}

/** The root route with the given areas below it, and the not-found page for an address of none. */
export function rootRoute(areas: readonly AreaKey[], source: Record<AreaKey, RouteObject> = AREA_ROUTES): RouteObject {
  return {
    id: ROOT_ROUTE_ID,
    path: '/',
    errorElement: <RouteErrorPage />,
    // Shown while the first screen's chunk loads.
    hydrateFallbackElement: <FirstScreenLoading />,
    children: [
      ...areas.map((key) => source[key]),
      {
        path: '*',
        lazy: lazyPage(async () => ({ default: (await import('../pages/not-found')).StandaloneNotFoundPage })),
      },
    ],
  };
}

/** Every route of the app (tests, the prerender, screenExists); the browser's router starts with one area. */
export const routes: RouteObject[] = [rootRoute(Object.keys(AREA_ROUTES) as AreaKey[])];

/** The areas above, by their folder under web/pages: every page file is in one of them. */
export const AREAS = ['public', 'auth', 'backend', 'merchant', 'kyc'] as const;

const screenAt = new Map<string, boolean>();

/** True when the app has a screen at this address (not just a not-found catch-all). */
export function screenExists(path: string): boolean {
  // matchRoutes flattens and ranks all ≈ 160 routes on each call; a dashboard asks for each of its buttons.
  let known = screenAt.get(path);
  if (known === undefined) {
    const matches = matchRoutes(routes, path) ?? [];
    const last = matches[matches.length - 1];
    known = !!last && last.route.path !== '*';
    screenAt.set(path, known);
  }
  return known;
}
