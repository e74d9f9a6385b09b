import type { ServiceModule } from '../service-modules';
import { paperlessRoutes } from './routes';
import { paperlessSandboxRoutes } from './sandbox-routes';

/**
 * Paperless NSDL PAN's server module, found by buildApp at this path from the manifest's id (docs/decisions/0069):
 * its routes and the e-KYC sandbox's pages, registered always so the route list stays the same.
 */
export default (async (scope, ctx, downloads, jobs) => {
  await paperlessRoutes(scope, ctx, downloads, jobs);
  await paperlessSandboxRoutes(scope, ctx);
}) satisfies ServiceModule;
