/** A static route of the Service Worker Static Routing API (`InstallEvent.addRoutes`). */
export type StaticRoute = {
  condition: { urlPattern: string; requestMethod?: string };
  source: 'cache' | 'network' | 'fetch-event' | 'race-network-and-fetch-handler';
};
/** The worker's static routes: the build's hashed files from the cache. */
export const STATIC_ROUTES: StaticRoute[];
/** The install listener that declares the routes, as plain script for the top of sw.js. */
export function staticRoutesScript(routes?: StaticRoute[]): string;
/** Puts the listener at the top of <outDir>/sw.js, once. */
export function addStaticRoutes(outDir: string): void;
