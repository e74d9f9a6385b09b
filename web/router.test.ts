import { afterEach, describe, expect, it } from 'vitest';
import { routePatterns } from './routes/pages-tree';
import { createAppRouter } from './router';

/** Resolves once the router has loaded its first address (its lazy layout and page). */
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

describe('the browser router', () => {
  let router: ReturnType<typeof createAppRouter> | undefined;
  afterEach(() => {
    router?.dispose();
    router = undefined;
    window.history.replaceState(null, '', '/');
  });

  it("starts with the routes of the address's area only, and adds another area's on the first visit there", async () => {
    window.history.replaceState(null, '', '/merchant');
    router = createAppRouter('/merchant');
    await initialized(router);
    expect(held(router)).toContain('/merchant/misc/courier/edit/:id');
    expect(held(router)).not.toContain('/backend');
    expect(held(router)).not.toContain('/auth/login');

    await router.navigate('/backend/actions/payments');
    expect(held(router)).toContain('/backend/actions/payments');
    // The page matched is the backend's own, not the catch-all of an address no area has.
    expect(router.state.matches.at(-1)!.pathname).toBe('/backend/actions/payments');
    expect(router.state.matches.at(-1)!.route.path).not.toBe('*');
    expect(router.state.matches.map((m) => m.route.id)).toContain('area-backend');

    // Going back into an area the router already holds adds nothing twice.
    const before = routePatterns(router.routes).length;
    await router.navigate('/merchant/misc/courier/edit/7');
    await router.navigate('/backend');
    expect(routePatterns(router.routes).length).toBe(before);
  });

  it('still shows the not-found page for an address of no area', async () => {
    window.history.replaceState(null, '', '/backend');
    router = createAppRouter('/backend');
    await initialized(router);
    await router.navigate('/no-such-page');
    expect(router.state.matches.at(-1)!.route.path).toBe('*');
    expect(router.state.matches.map((m) => m.route.id)).not.toContain('area-backend');
    // …and the public pages' area was added on the way, since the address is in it.
    expect(held(router)).toContain('/auth/login');
  });
});
