import { kycPathFor } from '../api/kyc';
import { REFRESH_TOKEN_KEY, TOKEN_KEY } from '../api/session';
import { apiRelative } from '../api/table';
import { SETUP_ITEMS } from '../../contract/setup-items';
import { BACKEND_ROLES, MERCHANT_ROLES } from '../../contract/roles';

/**
 * Issue 29 (decision 0082): the app shell draws a dashboard's first lines itself, before the app's ≈ 340 kB of script
 * has arrived: the heading with the name from the stored token at once, and on /merchant the KYC banner as soon as the
 * early KYC answer (web/api/early-answers.ts) is in. The markup is the app's own, drawn by the build in each language
 * (web/shell-frame/pieces.tsx) into `<template>` elements of the shell; this script only picks a piece, puts the
 * name in as text and the piece in the frame. On any other page of an area, the page's heading, which the server sent
 * with the shell for that address (decision 0083). The app then draws over the whole frame, as before.
 */

/** A piece's template: `<template data-frame-piece="merchant.heading.en">`. */
export const PIECE_ATTRIBUTE = 'data-frame-piece';
/** Where the pieces go, in the shell's placeholder. */
export const SLOT_ATTRIBUTE = 'data-frame-slot';
/** The frame's "Loading…", said in the reader's language. */
export const STATUS_ATTRIBUTE = 'data-frame-status';
/** Stands for the name in a heading's markup; the script puts the name in as text, never as markup. */
export const NAME_TOKEN = '__FRAME_NAME__';

/** Sent by the server with the shell for a page's own address (decision 0083, web/shell-frame/page-headings.tsx). */
export const PAGE_HEADING_PIECE = 'page.heading';

/** The dashboards the frame draws, by address: the piece names each may use. */
export const FRAME_AREAS = { '/merchant': 'merchant', '/backend': 'backend' } as const;
export type FrameArea = (typeof FRAME_AREAS)[keyof typeof FRAME_AREAS];

/** The KYC statuses a banner is drawn for (an approved account has none). */
export const BANNER_STATUSES = ['not_submitted', 'submitted', 'rejected'] as const;

export type ShellFrameConfig = {
  tokenKey: string;
  refreshKey: string;
  areas: Record<string, string>;
  /** Who may open each signed-in area (the first segment of an address), as the router's guard says. */
  areaRoles: Record<string, readonly string[]>;
  pageHeading: string;
  nameToken: string;
  pieceAttribute: string;
  slotAttribute: string;
  statusAttribute: string;
  statuses: readonly string[];
  /** The KYC page a banner links to: staff's, and everyone else's (web/api/kyc.ts). */
  kycPaths: { staff: string; other: string };
  /** Where the early answers are kept, and the KYC call's and the admin's checklist call's paths among them. */
  answers: string;
  kycCall: string;
  setupCall: string;
  /** The first-run checklist's items, in the order the list draws them (contract/setup-items.ts). */
  setupKeys: readonly string[];
};

export const SHELL_FRAME_CONFIG: ShellFrameConfig = {
  tokenKey: TOKEN_KEY,
  refreshKey: REFRESH_TOKEN_KEY,
  areas: FRAME_AREAS,
  areaRoles: { merchant: MERCHANT_ROLES, backend: BACKEND_ROLES },
  pageHeading: PAGE_HEADING_PIECE,
  nameToken: NAME_TOKEN,
  pieceAttribute: PIECE_ATTRIBUTE,
  slotAttribute: SLOT_ATTRIBUTE,
  statusAttribute: STATUS_ATTRIBUTE,
  statuses: BANNER_STATUSES,
  kycPaths: { staff: kycPathFor('staff'), other: kycPathFor(undefined) },
  answers: '__earlyAnswers',
  kycCall: apiRelative('/api/kyc/me'),
  setupCall: apiRelative('/api/backend/setup-checklist'),
  setupKeys: SETUP_ITEMS.map((item) => item.key),
};

/**
 * Runs in the page as an inline script, after #root and the templates (its text is this function's, so it must stay
 * self-contained and plain). Whatever it cannot read (no whole session, a token it cannot parse, an answer that is
 * not a 200) leaves the frame as it is: the app draws the page either way.
 */
export function drawShellFrame(c: ShellFrameConfig): void {
  try {
    const language = document.documentElement.lang.toLowerCase().split('-')[0];
    const template = (key: string) =>
      document.querySelector(
        'template[' + c.pieceAttribute + '="' + key + '.' + language + '"]',
      ) as HTMLTemplateElement | null;
    // The frame's status in the reader's language, on every signed-in page.
    const status = document.querySelector('[' + c.statusAttribute + ']');
    const loading = template('shell.loading');
    if (status && loading) status.textContent = loading.content.textContent;
    const store = sessionStorage;
    const token = store.getItem(c.tokenKey);
    if (!token || !store.getItem(c.refreshKey)) return;
    const pathname = location.pathname.replace(/(.)\/+$/, '$1');
    const slot = document.querySelector('[' + c.slotAttribute + ']');
    if (!slot) return;
    // The claims as web/api/jwt.ts reads them: UTF-8, so a name in Devanagari reads right.
    const part = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(part + '==='.slice((part.length + 3) % 4)), (ch) => ch.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    if (typeof claims.sub !== 'string' || typeof claims.role !== 'string') return;
    const role = String(claims.role).toLowerCase();
    // Only in the reader's own area: elsewhere the router sends them to theirs.
    const allowed = c.areaRoles[pathname.split('/')[1]];
    if (!allowed || allowed.indexOf(role) < 0) return;
    const area = c.areas[pathname];
    if (!area) {
      // Any other page of the area whose heading the server sent with the shell (decision 0083).
      const page = template(c.pageHeading);
      if (page) slot.appendChild(page.content.cloneNode(true));
      return;
    }
    const name = typeof claims.name === 'string' ? claims.name : claims.sub;
    const piece = (key: string): DocumentFragment | null => {
      const found = template(area + '.' + key);
      return found ? (found.content.cloneNode(true) as DocumentFragment) : null;
    };
    const heading = piece('heading');
    if (!heading) return;
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.nodeValue && node.nodeValue.indexOf(c.nameToken) >= 0)
        node.nodeValue = node.nodeValue.split(c.nameToken).join(name);
    slot.appendChild(heading);
    const early = (window as unknown as Record<string, { r: Record<string, Promise<Response>> } | undefined>)[
      c.answers
    ];
    // A copy of an early answer, when it is a 200: the app's client reads the answer itself when it takes it.
    const read = (path: string): Promise<Record<string, unknown> | null> | null => {
      const answer = early && early.r[path];
      return answer ? answer.then((res) => (res.ok ? res.clone().json() : null)) : null;
    };
    if (area === 'backend') {
      // The admin's first-run checklist, under the heading as on the page: the list with every item to do, each
      // item done swapped for its done line, and the progress said for the count done.
      const setup = role === 'admin' ? read(c.setupCall) : null;
      if (!setup) return;
      setup
        .then((answer) => {
          const items = answer ? answer.items : null;
          if (!Array.isArray(items) || !slot.isConnected) return;
          const done: string[] = [];
          for (const item of items as { key?: unknown; done?: unknown }[]) {
            const key = item ? String(item.key) : '';
            if (item && item.done === true && c.setupKeys.indexOf(key) >= 0 && done.indexOf(key) < 0) done.push(key);
          }
          const list = done.length < c.setupKeys.length ? piece('setup') : null;
          if (!list) return;
          for (const key of done) {
            const undone = list.querySelector('[data-testid="setup-' + key + '"]');
            const line = piece('setup.done.' + key);
            if (undone && undone.parentNode && line) undone.parentNode.replaceChild(line, undone);
          }
          const said = template(area + '.setup.progress.' + done.length);
          const label = template(area + '.setup.label.' + done.length);
          const progress = list.querySelector('[data-testid="setup-progress"]');
          if (progress && said) progress.textContent = said.content.textContent;
          const bar = list.querySelector('[role="progressbar"]') as HTMLElement | null;
          if (bar) {
            const value = (done.length / c.setupKeys.length) * 100;
            bar.setAttribute('aria-valuenow', String(value));
            if (label) bar.setAttribute('aria-label', label.content.textContent || '');
            bar.style.setProperty('--progress-section-width', value + '%');
          }
          slot.appendChild(list);
        })
        .catch(() => undefined);
      return;
    }
    const kycAnswer = role === 'merchant' ? read(c.kycCall) : null;
    if (!kycAnswer) return;
    kycAnswer
      .then((kyc) => {
        const status = kyc ? kyc.status : null;
        // Drawn only while the app has not drawn over the frame.
        if (typeof status !== 'string' || c.statuses.indexOf(status) < 0 || !slot.isConnected) return;
        const banner = piece('kyc.' + status);
        if (!banner) return;
        const link = banner.querySelector('a[href]');
        if (link) link.setAttribute('href', claims.kind === 'staff' ? c.kycPaths.staff : c.kycPaths.other);
        slot.appendChild(banner);
      })
      .catch(() => undefined);
  } catch {
    // The frame stays as it is.
  }
}

/** The inline script's text (allowed by its hash, as the shell's other inline scripts). */
export function shellFrameScript(config: ShellFrameConfig = SHELL_FRAME_CONFIG): string {
  return `(${drawShellFrame.toString()})(${JSON.stringify(config)})`;
}
