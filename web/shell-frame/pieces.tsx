import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { LOCALES, type Locale } from '../../contract/i18n';
import { PLACEHOLDER_ATTRIBUTE } from '../app-placeholder';
import { DashboardHeading } from '../components/dashboard/DashboardHeading';
import { KycBannerView } from '../components/kyc/KycBanner';
import { SetupChecklist } from '../components/SetupChecklist';
import { SETUP_ITEMS } from '../../contract/setup-items';
import { i18n } from '../i18n';
// The namespaces whose English the pieces say (each registers it as it loads).
import '../i18n/backend';
import '../i18n/merchant';
import { DEFAULT_COLOR_SCHEME, MANTINE_THEME_PROPS } from '../providers';
import { BACKEND_HEADER_HEIGHT, SIDEBAR_WIDTH } from '../theme';
import { BANNER_STATUSES, NAME_TOKEN, PIECE_ATTRIBUTE, SLOT_ATTRIBUTE, STATUS_ATTRIBUTE } from './script';

/**
 * The app shell's frame (in #root until the app draws over it; web/app-placeholder.ts): a header bar saying
 * "Loading…" and, where the signed-in shell puts a page (below its header, right of its sidebar on a laptop, AppShell's
 * `md` padding), a column with the dashboards' gap that holds the pieces web/shell-frame/script.ts draws. Styled inline:
 * its stylesheet loads beside the scripts, not before its first paint. Greys that read on either colour scheme, and the
 * theme's dimmed text for its status.
 */
export function shellPlaceholder(loading: string): string {
  const main = `padding:${BACKEND_HEADER_HEIGHT + 16}px 16px 16px`;
  return (
    `<div ${PLACEHOLDER_ATTRIBUTE} aria-busy="true" style="min-height:100dvh">` +
    `<style>@media (min-width:48em){[${SLOT_ATTRIBUTE}-main]{padding-left:${SIDEBAR_WIDTH + 16}px!important}}</style>` +
    `<div style="position:fixed;top:0;left:0;right:0;height:${BACKEND_HEADER_HEIGHT}px;box-sizing:border-box;` +
    'border-bottom:1px solid rgba(128,128,128,.25);display:flex;align-items:center;gap:12px;padding:0 16px">' +
    '<div style="width:36px;height:28px;border-radius:4px;background:rgba(128,128,128,.22)"></div>' +
    '<div style="width:180px;height:14px;border-radius:4px;background:rgba(128,128,128,.22)"></div>' +
    // In the header bar, which stays where it is: the pieces drawn under the heading later move nothing on screen.
    // The theme's dimmed text (in the shell's inline variables, per colour scheme): ≥ 4.5:1 on either background.
    `<p role="status" ${STATUS_ATTRIBUTE} style="margin:0 0 0 auto;font-size:14px;color:var(--mantine-color-dimmed)">${loading}</p></div>` +
    `<div ${SLOT_ATTRIBUTE}-main style="${main};display:flex;flex-direction:column;gap:var(--mantine-spacing-lg)">` +
    `<div ${SLOT_ATTRIBUTE} style="display:contents"></div></div></div>`
  );
}

/** A piece in the frame's markup: the app's own components, drawn with the app's theme, outside any page. */
export function drawPiece(node: ReactNode): string {
  return renderToStaticMarkup(
    <MantineProvider
      {...MANTINE_THEME_PROPS}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <MemoryRouter>{node}</MemoryRouter>
    </MantineProvider>,
  );
}

/**
 * Every piece the frame may draw, in every language, as `<template data-frame-piece="<area>.<piece>.<locale>">`:
 * the frame's status, each dashboard's heading (the name as NAME_TOKEN), the merchant's KYC banner for each status it
 * is shown for, and the admin's first-run checklist in parts.
 * Leaves the default language active.
 */
export function shellFramePieces(activate: (locale: Locale) => void): string {
  const out: string[] = [];
  for (const locale of LOCALES) {
    activate(locale);
    const t = i18n._.bind(i18n);
    const piece = (key: string, node: ReactNode) =>
      out.push(`<template ${PIECE_ATTRIBUTE}="${key}.${locale}">${drawPiece(node)}</template>`);
    const text = (key: string, said: string) =>
      out.push(`<template ${PIECE_ATTRIBUTE}="${key}.${locale}">${renderToStaticMarkup(<>{said}</>)}</template>`);
    text('shell.loading', t('common.loading.title'));
    piece(
      'merchant.heading',
      <DashboardHeading
        eyebrow={t('merchant.home.eyebrow')}
        title={t('merchant.home.welcome', { name: NAME_TOKEN })}
      />,
    );
    piece(
      'backend.heading',
      <DashboardHeading
        eyebrow={t('backend.home.dashboard')}
        title={t('backend.home.welcome', { name: NAME_TOKEN })}
      />,
    );
    for (const status of BANNER_STATUSES)
      piece(`merchant.kyc.${status}`, <KycBannerView status={status} kind="owner" />);
    // The admin's first-run checklist: the list with every item to do; each item's line once done (cut from a list
    // drawn with it done, as the list draws nothing when all are); what the progress says for each count done.
    const keys = SETUP_ITEMS.map((item) => item.key);
    const checklist = (done: (key: string) => boolean) => (
      <SetupChecklist data={{ items: keys.map((key) => ({ key, done: done(key) })) }} />
    );
    piece(
      'backend.setup',
      checklist(() => false),
    );
    keys.forEach((key, i) => {
      const html = drawPiece(checklist((k) => k !== keys[(i + 1) % keys.length]));
      const line = new RegExp(`<li [^>]*data-testid="setup-${key}"[\\s\\S]*?</li>`).exec(html);
      if (!line) throw new Error(`the checklist drew no line for ${key}`);
      out.push(`<template ${PIECE_ATTRIBUTE}="backend.setup.done.${key}.${locale}">${line[0]}</template>`);
    });
    keys.forEach((_, done) => {
      const values = { done, total: keys.length };
      text(`backend.setup.progress.${done}`, t('common.setup.progress', values));
      text(`backend.setup.label.${done}`, t('common.setup.progressLabel', values));
    });
  }
  activate(LOCALES[0]);
  return out.join('');
}
