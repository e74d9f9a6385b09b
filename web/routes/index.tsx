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

/**
 * An address's first segment picks its area's guard and layout: pages/public is the site's root, pages/auth
 * the sign-in forms (both for guests only), pages/backend and pages/merchant the two portals. docs/product.md#public-site lists
 * the KYC screens (pages/kyc) beside the public ones, but they need a signed-in merchant account, so they sit
 * in the merchant shell under the merchant guard.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteErrorPage />,
    // Shown while the first screen's chunk loads.
    hydrateFallbackElement: <FirstScreenLoading />,
    children: [
      {
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
      {
        path: 'backend',
        element: <ProtectedLayout allowed={BACKEND_ROLES} />,
        children: [
          { lazy: lazyPage(() => import('../layouts/BackendShell')), children: area('backend', { notFound: true }) },
        ],
      },
      {
        path: 'merchant',
        element: <ProtectedLayout allowed={MERCHANT_ROLES} />,
        children: [
          { lazy: lazyPage(() => import('../layouts/MerchantShell')), children: area('merchant', { notFound: true }) },
        ],
      },
      {
        path: 'kyc',
        element: <ProtectedLayout allowed={MERCHANT_ROLES} />,
        children: [
          { lazy: lazyPage(() => import('../layouts/MerchantShell')), children: area('kyc', { notFound: true }) },
        ],
      },
      {
        path: '*',
        lazy: lazyPage(async () => ({ default: (await import('../pages/not-found')).StandaloneNotFoundPage })),
      },
    ],
  },
];

/** The areas above, by their folder under web/pages: every page file is in one of them. */
export const AREAS = ['public', 'auth', 'backend', 'merchant', 'kyc'] as const;

/** True when the app has a screen at this address (not just a not-found catch-all). */
export function screenExists(path: string): boolean {
  const matches = matchRoutes(routes, path) ?? [];
  const last = matches[matches.length - 1];
  return !!last && last.route.path !== '*';
}
