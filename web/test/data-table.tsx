import type { ReactNode } from 'react';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';

// Inputs reach the request only after a 400 ms pause, so the default 1 s wait is too tight on a busy
// CI machine.
configure({ asyncUtilTimeout: 4000 });

/**
 * Renders a list screen the way the app does (Mantine, react-query, router) at `url`, and reports the
 * router's location so tests can read what the URL keeps.
 */
export function renderAt(ui: ReactNode, url: string, path = '*') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const seen: { location: Location | null } = { location: null };
  function LocationSpy() {
    seen.location = useLocation();
    return null;
  }
  const tree = (
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path={path}
              element={
                <>
                  {ui}
                  <LocationSpy />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
  const result = render(tree);
  return {
    ...result,
    queryClient,
    /** The current URL's search params. */
    params: () => new URLSearchParams(seen.location?.search ?? ''),
    location: () => seen.location,
  };
}

/** A promise the test settles by hand, for holding a request in flight. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Ticks columns a list keeps in its columns menu (docs/decisions/0072), as a user would, and closes the menu. */
export async function pickColumns(...labels: string[]) {
  await userEvent.click(screen.getByRole('button', { name: 'Choose columns' }));
  // Under the app's own providers jsdom, which lays nothing out, leaves the open menu display:none (Mantine hides
  // a popover whose target it cannot place), so its boxes are found among hidden elements.
  for (const label of labels) await userEvent.click(await screen.findByRole('checkbox', { name: label, hidden: true }));
  await userEvent.keyboard('{Escape}');
}
