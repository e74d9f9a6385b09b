import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { LOCALES, type Locale } from '../../contract/i18n';
import { PageHeading, PageHeadingCapture, type PageHeadingProps } from '../components/PageHeading';
import { createQueryClient, DEFAULT_COLOR_SCHEME, MANTINE_THEME_PROPS } from '../providers';
import { isPageFile } from '../routes/pages-tree';
import { drawPiece } from './pieces';
import { PAGE_HEADING_PIECE, PIECE_ATTRIBUTE } from './script';

/** The signed-in areas whose pages the frame may head (the KYC pages have a shell of their own). */
const AREAS = ['merchant', 'backend'];

/**
 * A page file's address when the frame may head it: '/backend/actions/payments' for
 * '../pages/backend/actions/payments.tsx'. Null for a page with a parameter (the router's alone) or outside the
 * signed-in areas, and for the dashboards, whose frame is their own (web/shell-frame/pieces.tsx).
 */
export function headedAddress(file: string): string | null {
  const match = /^(?:\.\.\/)+pages(\/([^/]+)\/.*)\.tsx$/.exec(file);
  if (!match || !AREAS.includes(match[2]) || file.includes('[') || !isPageFile(file)) return null;
  const address = match[1].replace(/\/index$/, '');
  return AREAS.some((area) => address === `/${area}`) ? null : address;
}

/**
 * The page's heading as the page draws it in a language, or null when it draws none: the page is drawn once, with no
 * data (its queries wait, none is sent) and no session, and the first PageHeading it draws is kept. A page that
 * cannot be drawn so (it needs the signed-in shell's context, or the browser) has no frame heading; it is drawn by
 * the app as before.
 */
function headingOf(Page: ComponentType, address: string): PageHeadingProps | null {
  let heading: PageHeadingProps | null = null;
  try {
    renderToStaticMarkup(
      <MantineProvider {...MANTINE_THEME_PROPS} defaultColorScheme={DEFAULT_COLOR_SCHEME} withCssVariables={false}>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={[address]}>
            <PageHeadingCapture.Provider value={(h) => void (heading ??= h)}>
              <Page />
            </PageHeadingCapture.Provider>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
  } catch {
    // Drawn as far as it could be: a heading drawn before the part that failed is the page's all the same.
  }
  return heading;
}

/**
 * Issue 29 (decision 0083): for each signed-in page that draws a PageHeading, its heading in every language as
 * `<template data-frame-piece="page.heading.<locale>">`, by address. The server sends a page's own with the app
 * shell for that address (server/lib/route-preloads.ts); the frame's script draws it (web/shell-frame/script.ts).
 * Leaves the default language active.
 */
export async function pageHeadingPieces(
  pages: Readonly<Record<string, () => Promise<{ default: ComponentType }>>>,
  activate: (locale: Locale) => void,
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  // A page drawn with no data may say so on the console (a query's missing client, a test id): not the build's news.
  const quiet = { error: console.error, warn: console.warn };
  console.error = console.warn = () => undefined;
  try {
    for (const file of Object.keys(pages).sort()) {
      const address = headedAddress(file);
      if (!address) continue;
      const { default: Page } = await pages[file]();
      const templates: string[] = [];
      for (const locale of LOCALES) {
        activate(locale);
        const heading = headingOf(Page, address);
        if (!heading) break;
        templates.push(
          `<template ${PIECE_ATTRIBUTE}="${PAGE_HEADING_PIECE}.${locale}">${drawPiece(<PageHeading {...heading} />)}</template>`,
        );
      }
      // A heading in every language or none: the frame draws the reader's or nothing.
      if (templates.length === LOCALES.length) out[address] = templates.join('');
    }
  } finally {
    Object.assign(console, quiet);
    activate(LOCALES[0]);
  }
  return out;
}
