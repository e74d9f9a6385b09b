/**
 * The build's prerender (decision 0048, scripts/prerender.mjs): the public pages and the sign-in and
 * registration forms as HTML, drawn by the same tree main.tsx hydrates. Nothing here reaches the server:
 * queries stay pending, so what depends on business info is drawn as it is before the data arrives, which
 * is also what the browser draws first, so hydration finds the same markup.
 */
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { ColorSchemeScript } from '@mantine/core';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { DocumentBranding } from './components/DocumentBranding';
import { AppProviders, createQueryClient, DEFAULT_COLOR_SCHEME } from './providers';
import { routes } from './router';

export { DEFAULT_COLOR_SCHEME };

/** docs/product.md#public-site's public pages and the two forms a new visitor opens. */
export const PRERENDERED_PATHS = ['/', '/about', '/services', '/contact', '/auth/login', '/auth/register'];

/** Sets the saved light/dark choice on <html> before the first paint (the server allows it by its hash). */
export const colorSchemeScript = renderToStaticMarkup(<ColorSchemeScript defaultColorScheme={DEFAULT_COLOR_SCHEME} />);

export async function renderPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status} instead of a page`);
  if (context.errors) throw new Error(`${pathname} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Waits for every lazy component, so the HTML is the whole page and not a fallback.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <DocumentBranding />
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    {
      // One document: React would otherwise move large parts to the end with inline scripts to put them back.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        throw error;
      },
    },
  );
  const parts: Buffer[] = [];
  for await (const part of prelude) parts.push(Buffer.from(part));
  return Buffer.concat(parts).toString('utf8');
}
