import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { holdsPrerenderedPage } from './app-placeholder';
import { setSessionExpiredHandler } from './api/client';
import { getSession } from './api/session';
import { DocumentBranding } from './components/DocumentBranding';
import { AppProviders, createQueryClient } from './providers';
import { createAppRouter } from './router';
import { initialLocale } from './i18n/initial';
import { LOGIN_PATH } from './layouts/ProtectedLayout';

/**
 * The app itself (web/main.tsx loads it). Decision 0048: the public pages and the sign-in and registration
 * forms come prerendered, and React takes them over here; every other page is drawn here.
 */
const container = document.getElementById('root')!;
const prerendered = holdsPrerenderedPage(container);

/**
 * Hydration must draw what the prerender drew, so the router must have loaded the lazy layout and page of
 * this URL first (their files are already on the way: the page links them). A new router loads them itself;
 * this waits until it has.
 */
function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

async function start(): Promise<void> {
  const queryClient = createQueryClient();
  // Decision 0066: the merchant dashboard's data is asked for now, while the router loads the page's code, not
  // once the page is drawn. Its module is in the signed-in shells' file, which the app shell already loads.
  if (getSession() && /^\/merchant\/?$/.test(window.location.pathname)) {
    void import('./api/merchant-home').then((m) => m.prefetchMerchantHome(queryClient));
  }
  const router = createAppRouter();
  // Decision 0075: a page drawn from scratch waits for its language's files, so no English flashes. A
  // prerendered page was drawn in English and hydrates so whatever the language (web/i18n's server snapshot),
  // then redraws in it: it need not wait. English needs nothing, so Lingui stays off an English first visit.
  const locale = initialLocale();
  const language = locale === 'en' ? null : import('./i18n').then((m) => m.setLocale(locale, { remember: false }));
  if (prerendered) await routerReady(router);
  else await language;
  setSessionExpiredHandler(() => {
    queryClient.clear();
    void router.navigate(LOGIN_PATH, { replace: true });
  });
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <DocumentBranding />
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // In a transition, React draws (or takes over) the page in small slices and lets the browser breathe in
  // between, instead of in one task that blocks a phone for the whole page (React Router's own entry does so).
  startTransition(() => {
    if (prerendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start();
