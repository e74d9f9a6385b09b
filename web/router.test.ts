/**
 * @vitest-environment happy-dom
 * (A page of its own: a browser router moves the real window's address and keeps its history, which the next file in
 * a shared worker would inherit; the app shell's early-answers tests read that address.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { routePatterns } from './routes/pages-tree';
import type { AreaKey } from './routes';
import { createAppRouter } from './router';

/*
 * Areas shaped like the app's (web/routes/index.tsx) whose pages are plain components: the test is about which
 * routes the router holds and when, and loading the real pages' modules in a busy test worker took longer than a
 * test may (the real tree's addresses are held by routes.test.ts, the real navigation by the browser tests).
 */
/** A page that loads nothing; its name is its route's handle, so a test can say which page the router shows. */
const page = (name: string) => ({ Component: () => null, handle: name });
const AREAS: Record<AreaKey, RouteObject> = {
  guest: { id: 'area-guest', children: [{ path: 'auth/login', ...page('login') }] },
  backend: {
    id: 'area-backend',
    path: 'backend',
    children: [
      { index: true, ...page('backend home') },
      { path: 'actions/payments', ...page('payments') },
      { path: '*', ...page('backend not found') },
    ],
  },
  merchant: {
    id: 'area-merchant',
    path: 'merchant',
    children: [
      { index: true, ...page('merchant home') },
      { path: 'misc/courier/edit/:id', ...page('courier') },
      { path: '*', ...page('merchant not found') },
    ],
  },
  kyc: { id: 'area-kyc', path: 'kyc', children: [{ index: true, ...page('kyc') }] },
};

/** Resolves once the router has loaded its first address. */
const initialized = (router: ReturnType<typeof createAppRouter>) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

/** Every address pattern the router holds now (its data routes, as it has patched them). */
const held = (router: ReturnType<typeof createAppRouter>) => new Set(routePatterns(router.routes));
const shown = (router: ReturnType<typeof createAppRouter>) => router.state.matches.at(-1)!.route.handle as string;

describe('the browser router', () => {
  let router: ReturnType<typeof createAppRouter> | undefined;
  afterEach(() => {
    router?.dispose();
    router = undefined;
    window.history.replaceState(null, '', '/');
  });

  it("starts with the routes of the address's area only, and adds another area's on the first visit there", async () => {
    window.history.replaceState(null, '', '/merchant');
    router = createAppRouter('/merchant', AREAS);
    await initialized(router);
    expect(shown(router)).toBe('merchant home');
    expect(held(router)).toContain('/merchant/misc/courier/edit/:id');
    expect(held(router)).not.toContain('/backend/actions/payments');
    expect(held(router)).not.toContain('/auth/login');

    await router.navigate('/backend/actions/payments');
    expect(held(router)).toContain('/backend/actions/payments');
    // The page shown is the back office's own, not the catch-all of an address no area has.
    expect(shown(router)).toBe('payments');

    // Going back into an area the router already holds adds nothing twice.
    const before = routePatterns(router.routes).length;
    await router.navigate('/merchant/misc/courier/edit/7');
    expect(shown(router)).toBe('courier');
    await router.navigate('/backend');
    expect(shown(router)).toBe('backend home');
    expect(routePatterns(router.routes).length).toBe(before);
  });

  it('adds the guests’ area for a sign-in address, and still ends at the root’s not-found for an address of none', async () => {
    window.history.replaceState(null, '', '/backend');
    router = createAppRouter('/backend', AREAS);
    await initialized(router);
    await router.navigate('/auth/login');
    expect(shown(router)).toBe('login');
    await router.navigate('/no-such-page');
    expect(router.state.matches.at(-1)!.route.path).toBe('*');
    expect(router.state.matches.map((m) => m.route.id)).not.toContain('area-backend');
  });
});
