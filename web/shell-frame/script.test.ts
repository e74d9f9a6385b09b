/**
 * @vitest-environment happy-dom
 * (A page of its own: the script reads the window's address, session, language and early answers as the shell's
 * inline script would.)
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../test/render-app';
import { makeToken } from '../test/tokens';
import { shellFrameScript, SHELL_FRAME_CONFIG } from './script';

// The shell's frame and pieces as the build lays them out, with plain markup standing for the app's (pieces.test.tsx
// holds the real ones): what matters here is which piece is drawn, where, and with what name.
const SETUP_KEYS = ['bank', 'prices', 'smtp', 'business', 'logo'];
const piece = (key: string, html: string) => `<template data-frame-piece="${key}">${html}</template>`;
const SHELL =
  '<div id="root"><div data-app-placeholder><div><p role="status" data-frame-status>Loading...</p></div>' +
  '<div data-frame-slot-main><div data-frame-slot></div></div></div></div>' +
  piece('shell.loading.en', 'Loading...') +
  piece('shell.loading.hi', 'लोड हो रहा है...') +
  piece('merchant.heading.en', '<div><p>Dashboard</p><h1>Welcome, __FRAME_NAME__</h1></div>') +
  piece('merchant.heading.hi', '<div><p>डैशबोर्ड</p><h1>नमस्ते, __FRAME_NAME__</h1></div>') +
  piece('backend.heading.en', '<div><p>Dashboard</p><h1>Welcome, __FRAME_NAME__</h1></div>') +
  ['not_submitted', 'submitted', 'rejected']
    .map((s) =>
      piece(`merchant.kyc.${s}.en`, `<div data-testid="kyc-banner">KYC ${s} <a href="/kyc/merchant">Go</a></div>`),
    )
    .join('') +
  piece(
    'merchant.kyc.submitted.hi',
    '<div data-testid="kyc-banner">केवाईसी जाँच में <a href="/kyc/merchant">देखें</a></div>',
  ) +
  piece(
    'backend.setup.en',
    '<div data-testid="setup-checklist"><p data-testid="setup-progress">0 of 5 done.</p>' +
      '<div role="progressbar" aria-valuenow="0" aria-label="0 of 5 setup steps done" style="--progress-section-width:0%"></div><ul>' +
      SETUP_KEYS.map((k) => `<li data-testid="setup-${k}" data-done="false">to do ${k}</li>`).join('') +
      '</ul></div>',
  ) +
  SETUP_KEYS.map((k) =>
    piece(`backend.setup.done.${k}.en`, `<li data-testid="setup-${k}" data-done="true">done ${k}</li>`),
  ).join('') +
  [0, 1, 2, 3, 4]
    .map(
      (n) =>
        piece(`backend.setup.progress.${n}.en`, `${n} of 5 done.`) +
        piece(`backend.setup.label.${n}.en`, `${n} of 5 setup steps done`),
    )
    .join('');

type Answers = { r: Record<string, Promise<Response>> };

/**
 * The shell at `address`, its early KYC or checklist answer (when given), then the frame's script run as the page
 * runs it.
 */
function openShell(
  address: string,
  {
    kyc,
    setup,
    lang = 'en-IN',
    head = '',
  }: { kyc?: Promise<Response>; setup?: Promise<Response>; lang?: string; head?: string } = {},
) {
  window.history.replaceState(null, '', address);
  document.documentElement.lang = lang;
  // What the server adds to <head> for this address alone (server/lib/route-preloads.ts).
  document.head.innerHTML = head;
  document.body.innerHTML = SHELL;
  const r: Record<string, Promise<Response>> = {};
  if (kyc) r['/kyc/me'] = kyc;
  if (setup) r['/backend/setup-checklist'] = setup;
  (window as unknown as { __earlyAnswers?: Answers }).__earlyAnswers = { r };
  new Function(shellFrameScript())();
}

const signIn = (claims: Record<string, unknown>) => {
  sessionStorage.setItem('token', makeToken({ sub: 'M00042', role: 'merchant', kind: 'owner', ...claims }));
  sessionStorage.setItem('refreshToken', 'refresh-1');
};
const slot = () => document.querySelector('[data-frame-slot]')!;
const banner = () => slot().querySelector('[data-testid="kyc-banner"]');
/** Lets the answer's promise chain run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  window.history.replaceState(null, '', '/');
  delete (window as unknown as { __earlyAnswers?: Answers }).__earlyAnswers;
});

describe('the app shell’s frame of a dashboard (decision 0082)', () => {
  it('draws the heading with the name from the token, as text, before any answer', () => {
    signIn({ name: 'Asha <img src=x onerror="alert(1)"> Verma' });
    openShell('/merchant/');
    const heading = slot().querySelector('h1')!;
    expect(heading.textContent).toBe('Welcome, Asha <img src=x onerror="alert(1)"> Verma');
    expect(slot().querySelector('img')).toBeNull();
    expect(slot().firstElementChild?.textContent).toBe('DashboardWelcome, Asha <img src=x onerror="alert(1)"> Verma');
  });

  it('reads a name in Devanagari, falls back to the code without one, and speaks the page’s language', () => {
    signIn({ name: 'आशा वर्मा' });
    openShell('/merchant', { lang: 'hi-IN' });
    expect(slot().querySelector('h1')!.textContent).toBe('नमस्ते, आशा वर्मा');
    expect(document.querySelector('[role="status"]')!.textContent).toBe('लोड हो रहा है...');
    signIn({ name: undefined, role: 'admin', kind: undefined, sub: 'AD1001' });
    openShell('/backend');
    expect(slot().querySelector('h1')!.textContent).toBe('Welcome, AD1001');
    expect(document.querySelector('[role="status"]')!.textContent).toBe('Loading...');
  });

  it('adds the KYC banner for the status the early answer gives, linking staff to their own page', async () => {
    for (const status of ['not_submitted', 'submitted', 'rejected']) {
      signIn({});
      openShell('/merchant', { kyc: Promise.resolve(jsonResponse({ status })) });
      expect(banner()).toBeNull();
      await settle();
      expect(banner()!.textContent).toBe(`KYC ${status} Go`);
      expect(banner()!.querySelector('a')!.getAttribute('href')).toBe('/kyc/merchant');
      // Under the heading, as on the page.
      expect(slot().lastElementChild).toBe(banner());
    }
    signIn({ kind: 'staff' });
    openShell('/merchant', { kyc: Promise.resolve(jsonResponse({ status: 'submitted' })), lang: 'hi-IN' });
    await settle();
    expect(banner()!.textContent).toBe('केवाईसी जाँच में देखें');
    expect(banner()!.querySelector('a')!.getAttribute('href')).toBe(SHELL_FRAME_CONFIG.kycPaths.staff);
  });

  it('leaves the answer whole for the app, which reads it after the frame did', async () => {
    signIn({});
    const answer = Promise.resolve(jsonResponse({ status: 'submitted', note: 'kept' }));
    openShell('/merchant', { kyc: answer });
    await settle();
    expect(banner()).not.toBeNull();
    await expect((await answer).json()).resolves.toEqual({ status: 'submitted', note: 'kept' });
  });

  it('draws no banner when approved, refused, failed, for the back office, or once the app has drawn over it', async () => {
    const cases: { address: string; claims?: Record<string, unknown>; kyc: () => Promise<Response> }[] = [
      { address: '/merchant', kyc: () => Promise.resolve(jsonResponse({ status: 'approved' })) },
      { address: '/merchant', kyc: () => Promise.resolve(jsonResponse({ message: 'expired' }, 401)) },
      { address: '/merchant', kyc: () => Promise.resolve(jsonResponse({ status: '<b>x</b>' })) },
      { address: '/merchant', kyc: () => Promise.reject(new TypeError('network')) },
      { address: '/backend', claims: { role: 'admin', kind: undefined }, kyc: () => Promise.resolve(jsonResponse({})) },
    ];
    for (const { address, claims, kyc } of cases) {
      signIn(claims ?? {});
      openShell(address, { kyc: kyc() });
      await settle();
      expect(banner(), address).toBeNull();
      expect(slot().querySelector('h1'), address).not.toBeNull();
    }
    signIn({});
    let answer!: (res: Response) => void;
    openShell('/merchant', { kyc: new Promise((resolve) => (answer = resolve)) });
    const frame = slot();
    document.getElementById('root')!.innerHTML = '<main>the app</main>';
    answer(jsonResponse({ status: 'submitted' }));
    await settle();
    expect(frame.querySelector('[data-testid="kyc-banner"]')).toBeNull();
    expect(document.getElementById('root')!.innerHTML).toBe('<main>the app</main>');
  });

  it('draws nothing without a whole session, with a token it cannot read, or at another address', () => {
    openShell('/merchant');
    sessionStorage.setItem('token', makeToken({ sub: 'M1', role: 'merchant' }));
    openShell('/merchant');
    expect(slot().innerHTML).toBe('');
    sessionStorage.setItem('refreshToken', 'r');
    sessionStorage.setItem('token', 'not-a-jwt');
    openShell('/merchant');
    expect(slot().innerHTML).toBe('');
    signIn({});
    openShell('/merchant/product/nsdl-pan/physical/list');
    expect(slot().innerHTML).toBe('');
    openShell('/merchant');
    expect(slot().innerHTML).not.toBe('');
  });

  it('draws the admin’s first-run checklist from the early answer: the items done, the count, the bar', async () => {
    const admin = { role: 'admin', kind: undefined, sub: 'AD1001', name: 'Admin' };
    signIn(admin);
    const answer = (done: string[]) =>
      Promise.resolve(jsonResponse({ items: SETUP_KEYS.map((key) => ({ key, done: done.includes(key) })) }));
    openShell('/backend', { setup: answer(['prices', 'logo']) });
    await settle();
    const list = slot().querySelector('[data-testid="setup-checklist"]')!;
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'to do bank',
      'done prices',
      'to do smtp',
      'to do business',
      'done logo',
    ]);
    expect(list.querySelector('[data-testid="setup-progress"]')!.textContent).toBe('2 of 5 done.');
    const bar = list.querySelector('[role="progressbar"]') as HTMLElement;
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-label')).toBe('2 of 5 setup steps done');
    expect(bar.style.getPropertyValue('--progress-section-width')).toBe('40%');
    // Under the heading, as on the page.
    expect(slot().firstElementChild!.querySelector('h1')!.textContent).toBe('Welcome, Admin');
    expect(slot().lastElementChild).toBe(list);

    // Nothing once every item is done (the page shows none), for staff, for an answer not understood, or a refusal.
    const none: { claims: Record<string, unknown>; setup: Promise<Response> }[] = [
      { claims: admin, setup: answer(SETUP_KEYS) },
      { claims: { ...admin, role: 'staff' }, setup: answer([]) },
      { claims: admin, setup: Promise.resolve(jsonResponse({ items: 'all' })) },
      { claims: admin, setup: Promise.resolve(jsonResponse({ message: 'no' }, 403)) },
    ];
    for (const { claims, setup } of none) {
      signIn(claims);
      openShell('/backend', { setup });
      await settle();
      expect(slot().querySelector('[data-testid="setup-checklist"]')).toBeNull();
      expect(slot().querySelector('h1')).not.toBeNull();
    }
    // An unknown or repeated key counts for nothing.
    signIn(admin);
    openShell('/backend', {
      setup: Promise.resolve(
        jsonResponse({
          items: [
            { key: 'bank', done: true },
            { key: 'bank', done: true },
            { key: 'x', done: true },
          ],
        }),
      ),
    });
    await settle();
    expect(slot().querySelector('[data-testid="setup-progress"]')!.textContent).toBe('1 of 5 done.');
  });
});

describe('the app shell’s frame of any other page of an area (decision 0083)', () => {
  // As the server sends them with the shell for the page's own address.
  const LIST_HEAD =
    piece('page.heading.en', '<div><h1>All applications</h1><p>Every application you have submitted.</p></div>') +
    piece('page.heading.hi', '<div><h1>सभी आवेदन</h1><p>आपके सबमिट किए सारे आवेदन।</p></div>');

  it('draws the heading the server sent for the address, in the page’s language, at once', () => {
    signIn({});
    openShell('/merchant/product/nsdl-pan/physical/list/', { head: LIST_HEAD });
    expect(slot().innerHTML).toBe('<div><h1>All applications</h1><p>Every application you have submitted.</p></div>');
    openShell('/merchant/product/nsdl-pan/physical/list', { head: LIST_HEAD, lang: 'hi-IN' });
    expect(slot().querySelector('h1')!.textContent).toBe('सभी आवेदन');
    expect(document.querySelector('[role="status"]')!.textContent).toBe('लोड हो रहा है...');
    // The template stays for another draw; the frame has a copy.
    expect(document.head.querySelectorAll('template')).toHaveLength(2);
  });

  it('draws nothing for a reader of the other area, without a whole session, or with no heading sent', () => {
    signIn({ role: 'admin', kind: undefined, sub: 'AD1001' });
    openShell('/merchant/product/nsdl-pan/physical/list', { head: LIST_HEAD });
    expect(slot().innerHTML).toBe('');
    signIn({});
    openShell('/backend/actions/payments', { head: LIST_HEAD });
    expect(slot().innerHTML).toBe('');
    // Nor a dashboard's: the router sends them to their own area.
    openShell('/backend');
    expect(slot().innerHTML).toBe('');
    sessionStorage.removeItem('refreshToken');
    openShell('/merchant/product/nsdl-pan/physical/list', { head: LIST_HEAD });
    expect(slot().innerHTML).toBe('');
    signIn({});
    openShell('/merchant/product/nsdl-pan/physical/list');
    expect(slot().innerHTML).toBe('');
    openShell('/merchant/product/nsdl-pan/physical/list', { head: LIST_HEAD });
    expect(slot().innerHTML).not.toBe('');
  });
});
