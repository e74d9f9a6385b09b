import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from './api/client';
import { OfflineBanner, UpdateBanner } from './components/AppStatus';
import { cssVariablesResolver, theme } from './theme';

// Out of the first chunk: the public home must stay within its JavaScript budget.
const NotificationsHost = lazy(() => import('./components/NotificationsHost'));

/**
 * Issue 29: the theme's CSS variables (≈ 16 kB of CSS, worked out from the theme by Mantine at every start: ≈ 70 ms of a
 * phone's CPU in one piece of the first draw) are the same for every page and visitor, so the build writes them into
 * each page (scripts/prerender.mjs, `themeVariablesStyle` in web/prerender.tsx) and the app does not draw them.
 * The development server has no such page, and tests draw components alone: there Mantine draws them as before.
 */
export const THEME_VARIABLES_IN_PAGE = !import.meta.env.DEV;

/** The provider's settings that decide the theme's variables, shared with the build that writes them. */
export const MANTINE_THEME_PROPS = { theme, cssVariablesResolver } as const;

/** Also what the prerendered pages assume before the saved choice is read (web/prerender.tsx). */
export const DEFAULT_COLOR_SCHEME = 'light' as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; a network blip or 5xx might.
        retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider
      {...MANTINE_THEME_PROPS}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
      withCssVariables={!THEME_VARIABLES_IN_PAGE}
    >
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <NotificationsHost />
        </Suspense>
        <OfflineBanner />
        {children}
        <UpdateBanner />
      </QueryClientProvider>
    </MantineProvider>
  );
}
