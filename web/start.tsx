import { startTransition, StrictMode } from 'react';
import type { Messages } from '@lingui/core';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { holdsPrerenderedPage } from './app-placeholder';
import { setSessionExpiredHandler } from './api/client';
import { getSession } from './api/session';
import { siteKeys } from './api/site';
import { BUSINESS_INFO_BLOCK_ID } from '../contract/site-text';
import type { BusinessInfo } from '../contract/site';
import { DocumentBranding } from './components/DocumentBranding';
import { AppProviders, createQueryClient } from './providers';
import { createAppRouter } from './router';
import { documentLocale, initialLocale } from './i18n/initial';
import { LOGIN_PATH } from './layouts/ProtectedLayout';

/**
 * The app itself (web/main.tsx loads it). Decision 0048: the public pages and the sign-in and registration
 * forms come prerendered, and React takes them over here; every other page is drawn here.
 */
const container = document.getElementById('root')!;
const prerendered = holdsPrerenderedPage(container);

/** The id of the JSON a prerendered page in another language than English carries its messages in (prerender.mjs). */
const PAGE_MESSAGES = 'page-messages';

/** Another language's compiled catalogues, one lazy file each (the same files web/i18n's setLocale loads). */
const CATALOGUES = import.meta.glob<Messages>(
  ['../contract/i18n/catalogues/*/*.json', '!../contract/i18n/catalogues/en/*.json'],
  { import: 'default' },
);
/** What the pages a visitor opens from a public page (sign-in, registration) speak, beside the `site` namespace. */
const NEXT_NAMESPACES = ['common', 'auth'];

/** The compiled messages a prerendered page carries for what it drew (decision 0075), or none. */
function pageMessages(): Messages {
  const text = document.getElementById(PAGE_MESSAGES)?.textContent;
  return text ? (JSON.parse(text) as Messages) : {};
}

/** Runs `task` once the page's load event has passed and the browser has a moment. */
function whenIdleAfterLoad(task: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

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

/** The business info the server filled a prerendered page with, for the app to draw the same (decision 0048). */
function pageBusinessInfo(): BusinessInfo | null {
  const text = document.getElementById(BUSINESS_INFO_BLOCK_ID)?.textContent;
  return text ? (JSON.parse(text) as BusinessInfo) : null;
}

async function start(): Promise<void> {
  const queryClient = createQueryClient();
  const info = prerendered ? pageBusinessInfo() : null;
  if (info) queryClient.setQueryData(siteKeys.businessInfo, info);
  // Decision 0066: the merchant dashboard's data is asked for now, while the router loads the page's code, not
  // once the page is drawn. Its module is in the signed-in shells' file, which the app shell already loads.
  if (getSession() && /^\/merchant\/?$/.test(window.location.pathname)) {
    void import('./api/merchant-home').then((m) => m.prefetchMerchantHome(queryClient));
  }
  const router = createAppRouter();
  // Decision 0075: a page drawn from scratch waits for its language's files, so no English flashes. A prerendered
  // page was drawn in its address's language (its <html lang>), and hydration must draw the same: a Hindi page
  // carries the Hindi of what it drew (PAGE_MESSAGES), loaded before hydrating; the sign-in pages' Hindi once the
  // page has loaded and the browser is idle, and the rest of Hindi when the visitor goes on to another page. English
  // needs nothing more, so no catalogue file is on an English first visit.
  const locale = initialLocale();
  const drawnIn = prerendered ? (documentLocale() ?? 'en') : null;
  if (drawnIn && drawnIn !== 'en') {
    const { i18n, setLocale } = await import('./i18n');
    i18n.load(drawnIn, pageMessages());
    i18n.activate(drawnIn);
    const stop = router.subscribe((state) => {
      if (state.navigation.state === 'idle') return;
      stop();
      void setLocale(drawnIn, { remember: false });
    });
    // What the sign-in and registration pages, the public pages' next step, say: ready before they are opened.
    whenIdleAfterLoad(() => {
      for (const ns of NEXT_NAMESPACES)
        void CATALOGUES[`../contract/i18n/catalogues/${drawnIn}/${ns}.json`]?.().then((m) => i18n.load(drawnIn, m));
    });
  }
  const language =
    locale === (drawnIn ?? 'en') ? null : import('./i18n').then((m) => m.setLocale(locale, { remember: false }));
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
  // Decision 0079: the service worker once the page is up, so its downloads never compete with the first visit's.
  if (import.meta.env.PROD)
    whenIdleAfterLoad(() => void import('./pwa/register').then((m) => m.registerServiceWorker()));
}

void start();
