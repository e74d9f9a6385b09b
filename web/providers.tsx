import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from './api/client';
import { OfflineBanner, UpdateBanner } from './components/AppStatus';
import { cssVariablesResolver, theme } from './theme';

// Out of the first chunk: the public home must stay within its JavaScript budget.
const NotificationsHost = lazy(() => import('./components/NotificationsHost'));

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
      theme={theme}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
      cssVariablesResolver={cssVariablesResolver}
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
