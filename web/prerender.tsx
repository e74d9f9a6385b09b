/**
 * The build's prerender (decision 0048, scripts/prerender.mjs): the public pages and the sign-in and
 * registration forms as HTML, drawn by the same tree main.tsx hydrates. Nothing here reaches the server: queries
 * stay pending, but for the business info, drawn from tokens the server fills with the saved info as it sends the
 * page (contract/site-text.ts), and which the app's query cache holds before it hydrates (web/start.tsx), so
 * hydration finds the same markup.
 */
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { ColorSchemeScript, MantineProvider } from '@mantine/core';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Messages } from '@lingui/core';
import { DEFAULT_LOCALE, HTML_LANG, LOCALES, type Locale } from '../contract/i18n';
import { BUSINESS_INFO_TOKENS, businessInfoBlock, unknownTokens } from '../contract/site-text';
import { siteKeys } from './api/site';
import { API_BASE } from './api/client';
import { earlyAnswersScript } from './api/early-answers';
import { shellFramePieces, shellPlaceholder } from './shell-frame/pieces';
import { shellFrameScript } from './shell-frame/script';
import { pageHeadingPieces } from './shell-frame/page-headings';
import { PAGES } from './routes';
import { DocumentBranding } from './components/DocumentBranding';
import { i18n } from './i18n';
import { AppProviders, createQueryClient, DEFAULT_COLOR_SCHEME, MANTINE_THEME_PROPS } from './providers';
import { routes } from './router';

export { DEFAULT_COLOR_SCHEME, DEFAULT_LOCALE, HTML_LANG, LOCALES };
// For scripts/prerender.mjs: the business info's data block each page carries, and the check of its tokens.
export { businessInfoBlock, unknownTokens };
/** Issue 29: the app shell's inline script that asks for a dashboard's first answers while its script loads. */
export const earlyAnswers = earlyAnswersScript(API_BASE);

// Decision 0075: every page in every language; each language's compiled catalogues (web/i18n/vite-plugin.ts).
const CATALOGUES = import.meta.glob<Messages>('../contract/i18n/catalogues/*/*.json', {
  eager: true,
  import: 'default',
});
const catalogue = (locale: Locale, namespace: string): Messages =>
  CATALOGUES[`../contract/i18n/catalogues/${locale}/${namespace}.json`] ?? {};

/** The language's every catalogue loaded into the one instance, and made the active language. */
function activate(locale: Locale): void {
  for (const file of Object.keys(CATALOGUES).filter((f) => f.includes(`/${locale}/`)))
    i18n.load(locale, CATALOGUES[file]);
  i18n.activate(locale);
}

/**
 * Issue 29 (decision 0082): the app shell's frame, its pieces in every language and the script that draws them
 * (web/shell-frame), for scripts/prerender.mjs to put in the shell. The placeholder's own status is English's until
 * the script says it in the reader's language.
 */
export function shellFrame(): { placeholder: string; pieces: string; script: string } {
  const pieces = shellFramePieces(activate);
  return { placeholder: shellPlaceholder(i18n._('common.loading.title')), pieces, script: shellFrameScript() };
}

/**
 * Issue 29 (decision 0083): each signed-in page's heading, drawn by the page itself, in every language, by address,
 * for the server to send with the app shell for that address.
 */
export function pageHeadings(): Promise<Record<string, string>> {
  return pageHeadingPieces(PAGES, activate);
}

/** docs/product.md#public-site's public pages and the two forms a new visitor opens. */
export const PRERENDERED_PATHS = ['/', '/about', '/services', '/contact', '/track', '/auth/login', '/auth/register'];

/** Sets the saved light/dark choice on <html> before the first paint (the server allows it by its hash). */
export const colorSchemeScript = renderToStaticMarkup(<ColorSchemeScript defaultColorScheme={DEFAULT_COLOR_SCHEME} />);

/**
 * The theme's CSS variables as Mantine's provider draws them (`<style data-mantine-styles="true">`), for
 * scripts/prerender.mjs to put in every page once instead of the app working them out at each start (providers.tsx).
 */
export const themeVariablesStyle = renderToStaticMarkup(
  <MantineProvider {...MANTINE_THEME_PROPS} withCssVariables withGlobalClasses={false}>
    {null}
  </MantineProvider>,
);

/**
 * The page's markup in a language, and the messages of that language the page needs to hydrate: every message of
 * each namespace it drew a text of (scripts/prerender.mjs puts them in the page; web/start.tsx loads them).
 */
export async function renderPage(
  pathname: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ html: string; messages: Messages; description: string }> {
  // This copy of the bundle is this page's alone (prerender.mjs loads a fresh one per page and language).
  const used = new Set<string>();
  const translate = i18n._.bind(i18n);
  i18n._ = ((...args: Parameters<typeof i18n._>) => {
    if (typeof args[0] === 'string') used.add(args[0]);
    return translate(...args);
  }) as typeof i18n._;
  activate(locale);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status} instead of a page`);
  if (context.errors) throw new Error(`${pathname} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  queryClient.setQueryData(siteKeys.businessInfo, BUSINESS_INFO_TOKENS);
  // Waits for every lazy component, so the HTML is the whole page and not a fallback.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
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
  // The page's <meta name="description"> in its language: what a search result shows under its title.
  const description = i18n._('site.meta.description');
  const namespaces = new Set([...used].map((id) => id.split('.')[0]));
  const messages =
    locale === DEFAULT_LOCALE ? {} : Object.assign({}, ...[...namespaces].sort().map((ns) => catalogue(locale, ns)));
  return { html: Buffer.concat(parts).toString('utf8'), messages, description };
}
