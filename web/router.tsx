import type { ComponentType } from 'react';
import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { BACKEND_ROLES, MERCHANT_ROLES } from '../contract/roles';
import { GuestOnly } from './layouts/GuestOnly';
import { ProtectedLayout } from './layouts/ProtectedLayout';
import RouteErrorPage from './pages/route-error';
import { SERVICE_SCREENS, screenRoutes, type Area } from './services';

type Loader = () => Promise<{ default: ComponentType }>;

/** Each screen is its own chunk, fetched when its route is first visited. */
const lazyPage = (load: Loader) => async () => ({ Component: (await load()).default });

/** The routes of every service's declared screens in an area. */
const serviceRoutes = (area: Area): RouteObject[] =>
  screenRoutes(SERVICE_SCREENS, area).map((r) => ({ path: r.path, lazy: lazyPage(r.load) }));

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteErrorPage />,
    // Shown while the first screen's chunk loads.
    hydrateFallbackElement: (
      <Center h="100dvh">
        <Loader aria-label="Loading" />
      </Center>
    ),
    children: [
      {
        element: <GuestOnly />,
        children: [
          {
            lazy: lazyPage(() => import('./layouts/PublicLayout')),
            children: [
              { index: true, lazy: lazyPage(() => import('./pages/public/home')) },
              { path: 'about', lazy: lazyPage(() => import('./pages/public/about')) },
              { path: 'services', lazy: lazyPage(() => import('./pages/public/services')) },
              { path: 'contact', lazy: lazyPage(() => import('./pages/public/contact')) },
              { path: 'payment-status', lazy: lazyPage(() => import('./pages/public/payment-status')) },
            ],
          },
          {
            path: 'auth',
            lazy: lazyPage(() => import('./layouts/AuthLayout')),
            children: [
              { path: 'login', lazy: lazyPage(() => import('./pages/auth/login')) },
              { path: 'register', lazy: lazyPage(() => import('./pages/auth/register')) },
              { path: 'forgot-username', lazy: lazyPage(() => import('./pages/auth/forgot-username')) },
              { path: 'reset-password', lazy: lazyPage(() => import('./pages/auth/reset-password')) },
            ],
          },
        ],
      },
      {
        path: 'backend',
        element: <ProtectedLayout allowed={BACKEND_ROLES} />,
        children: [
          {
            lazy: lazyPage(() => import('./layouts/BackendShell')),
            children: [
              { index: true, lazy: lazyPage(() => import('./pages/backend/index')) },
              { path: 'download-software', lazy: lazyPage(() => import('./pages/backend/download-software')) },
              { path: 'my-profile', lazy: lazyPage(() => import('./pages/backend/my-profile/index')) },
              { path: 'my-profile/setting', lazy: lazyPage(() => import('./pages/backend/my-profile/setting')) },
              {
                path: 'settings/site-configuration',
                lazy: lazyPage(() => import('./pages/backend/settings/site-configuration')),
              },
              { path: 'settings/smtp-setup', lazy: lazyPage(() => import('./pages/backend/settings/smtp-setup')) },
              { path: 'settings/carousel', lazy: lazyPage(() => import('./pages/backend/settings/carousel')) },
              {
                path: 'settings/news-n-updates',
                lazy: lazyPage(() => import('./pages/backend/settings/news-n-updates')),
              },
              { path: 'settings/backup', lazy: lazyPage(() => import('./pages/backend/settings/backup')) },
              { path: 'backup', element: <Navigate to="/backend/settings/backup" replace /> },
              // Issue 5: masters, payment approvals, reports.
              { path: 'masters/package', lazy: lazyPage(() => import('./pages/backend/masters/package/index')) },
              {
                path: 'masters/package/setup/:id',
                lazy: lazyPage(() => import('./pages/backend/masters/package/setup')),
              },
              { path: 'masters/bank', lazy: lazyPage(() => import('./pages/backend/masters/bank')) },
              { path: 'masters/id-list', lazy: lazyPage(() => import('./pages/backend/masters/id-list')) },
              {
                path: 'masters/api-credentials',
                lazy: lazyPage(() => import('./pages/backend/masters/api-credentials')),
              },
              { path: 'actions/payments', lazy: lazyPage(() => import('./pages/backend/actions/payments')) },
              // The services' screens (NSDL PAN, …), declared in services/.
              ...serviceRoutes('backend'),
              { path: 'misc/reports', lazy: lazyPage(() => import('./pages/backend/misc/reports/index')) },
              { path: 'misc/courier/list', lazy: lazyPage(() => import('./pages/backend/misc/courier/list')) },
              { path: 'misc/courier/add', lazy: lazyPage(() => import('./pages/backend/misc/courier/add')) },
              { path: 'misc/courier/:id', lazy: lazyPage(() => import('./pages/backend/misc/courier/view')) },
              {
                path: 'misc/reports/daily-collection',
                lazy: lazyPage(() => import('./pages/backend/misc/reports/daily-collection')),
              },
              {
                // One parent, so SPEC §2.7's relative '../registration' leads from a review back to the list.
                path: 'user-management',
                children: [
                  {
                    path: 'registration',
                    lazy: lazyPage(() => import('./pages/backend/user-management/registration')),
                  },
                  {
                    path: 'registration-action/:id',
                    lazy: lazyPage(() => import('./pages/backend/user-management/registration-action')),
                  },
                  { path: 'kyc', lazy: lazyPage(() => import('./pages/backend/user-management/kyc')) },
                  {
                    path: 'merchant-kyc/:id',
                    lazy: lazyPage(() => import('./pages/backend/user-management/merchant-kyc')),
                  },
                  { path: 'staff-kyc/:id', lazy: lazyPage(() => import('./pages/backend/user-management/staff-kyc')) },
                  { path: 'all-users', lazy: lazyPage(() => import('./pages/backend/user-management/all-users')) },
                  { path: 'user/:id', lazy: lazyPage(() => import('./pages/backend/user-management/user')) },
                  {
                    path: 'merchant-list',
                    lazy: lazyPage(() => import('./pages/backend/user-management/merchant-list')),
                  },
                  { path: 'merchant/:id', lazy: lazyPage(() => import('./pages/backend/user-management/merchant')) },
                  { path: 'staff-list', lazy: lazyPage(() => import('./pages/backend/user-management/staff-list')) },
                  {
                    path: 'id-sale-list',
                    lazy: lazyPage(() => import('./pages/backend/user-management/id-sale-list')),
                  },
                ],
              },
              { path: '*', lazy: lazyPage(() => import('./pages/not-found')) },
            ],
          },
        ],
      },
      {
        path: 'merchant',
        element: <ProtectedLayout allowed={MERCHANT_ROLES} />,
        children: [
          {
            lazy: lazyPage(() => import('./layouts/MerchantShell')),
            children: [
              { index: true, lazy: lazyPage(() => import('./pages/merchant/index')) },
              { path: 'download-software', lazy: lazyPage(() => import('./pages/merchant/download-software')) },
              { path: 'account/my-profile', lazy: lazyPage(() => import('./pages/merchant/account/my-profile')) },
              { path: 'account/my-setting', lazy: lazyPage(() => import('./pages/merchant/account/my-setting')) },
              // Issue 5: payment requests, the UPI gateway, reports.
              { path: 'accounting/payment', lazy: lazyPage(() => import('./pages/merchant/accounting/payment/index')) },
              // The services' screens (NSDL PAN, …), declared in services/.
              ...serviceRoutes('merchant'),
              {
                path: 'accounting/payment/list',
                lazy: lazyPage(() => import('./pages/merchant/accounting/payment/list')),
              },
              {
                path: 'paymentgateway/pg-gateway',
                lazy: lazyPage(() => import('./pages/merchant/paymentgateway/pg-gateway')),
              },
              {
                path: 'paymentgateway/payment-status',
                lazy: lazyPage(() => import('./pages/merchant/paymentgateway/payment-status')),
              },
              { path: 'misc/reports', lazy: lazyPage(() => import('./pages/merchant/misc/reports')) },
              { path: 'misc/courier/list', lazy: lazyPage(() => import('./pages/merchant/misc/courier/list')) },
              { path: 'misc/courier/add', lazy: lazyPage(() => import('./pages/merchant/misc/courier/add')) },
              { path: 'misc/courier/edit/:id', lazy: lazyPage(() => import('./pages/merchant/misc/courier/edit')) },
              { path: 'misc/courier/:id', lazy: lazyPage(() => import('./pages/merchant/misc/courier/view')) },
              // SPEC §2.3 user-management: the owner's staff accounts.
              {
                path: 'user-management/staff/new',
                lazy: lazyPage(() => import('./pages/merchant/user-management/staff/new')),
              },
              {
                path: 'user-management/staff-list',
                lazy: lazyPage(() => import('./pages/merchant/user-management/staff-list')),
              },
              {
                path: 'user-management/staff/edit/:id',
                lazy: lazyPage(() => import('./pages/merchant/user-management/staff/edit')),
              },
              {
                path: 'user-management/staff/:id',
                lazy: lazyPage(() => import('./pages/merchant/user-management/staff/view')),
              },
              // SPEC §2.3 user-management: the owner's franchise members.
              {
                path: 'user-management/add-frenchies',
                lazy: lazyPage(() => import('./pages/merchant/user-management/add-frenchies')),
              },
              {
                path: 'user-management/frenchies-list',
                lazy: lazyPage(() => import('./pages/merchant/user-management/frenchies-list')),
              },
              {
                path: 'user-management/view-frenchies/:id',
                lazy: lazyPage(() => import('./pages/merchant/user-management/view-frenchies')),
              },
              { path: '*', lazy: lazyPage(() => import('./pages/not-found')) },
            ],
          },
        ],
      },
      {
        // SPEC §2.1 lists the KYC screens beside the public ones; they need a signed-in merchant account,
        // so they sit in the merchant shell (menu, profile, logout) under the merchant guard.
        path: 'kyc',
        element: <ProtectedLayout allowed={MERCHANT_ROLES} />,
        children: [
          {
            lazy: lazyPage(() => import('./layouts/MerchantShell')),
            children: [
              { path: 'merchant', lazy: lazyPage(() => import('./pages/kyc/merchant')) },
              { path: 'staff', lazy: lazyPage(() => import('./pages/kyc/staff')) },
              { path: '*', lazy: lazyPage(() => import('./pages/not-found')) },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: lazyPage(async () => ({ default: (await import('./pages/not-found')).StandaloneNotFoundPage })),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
