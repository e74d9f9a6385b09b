import { createBrowserRouter, type RouteObject } from 'react-router';
import { areaOf, ROOT_ROUTE_ID, rootRoute, routes, AREA_ROUTES, type AreaKey } from './routes';

/** The routes, made from the pages tree (routes/index.tsx); tests render them in a memory router. */
export { routes };

/**
 * The browser's router starts with the routes of the area the address is in, and adds another area's on the
 * first navigation into it (React Router's patchRoutesOnNavigation, which it calls for any address only the
 * not-found catch-all matches). Ranking and compiling all ≈ 160 routes at start cost a budget phone ≈ 140 ms in
 * the app file's first task (docs/benchmarks.md, issue 29); one area is about half of them or fewer.
 */
export function createAppRouter(
  pathname = window.location.pathname,
  // The tests give areas of their own, whose pages load nothing.
  areas: Record<AreaKey, RouteObject> = AREA_ROUTES,
) {
  const first = areaOf(pathname);
  const added = new Set<AreaKey>([first]);
  return createBrowserRouter([rootRoute([first], areas)], {
    patchRoutesOnNavigation({ path, patch }) {
      const area = areaOf(path);
      if (added.has(area)) return;
      added.add(area);
      patch(ROOT_ROUTE_ID, [areas[area]]);
    },
  });
}
