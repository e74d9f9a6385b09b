import type { FastifyInstance } from 'fastify';
import type { ServiceId } from '../../contract/services';
import type { AppContext } from '../context';
import type { Downloads } from '../lib/downloads';
import type { JobRunner } from '../lib/jobs';
import { cardRoutes } from './cards/routes';
import { gstRoutes } from './gst/routes';
import { paperlessRoutes } from './nsdl-paperless/routes';
import { paperlessSandboxRoutes } from './nsdl-paperless/sandbox-routes';
import { nsdlPanRoutes } from './nsdl-pan/routes';
import { utiRoutes } from './uti/routes';

export type ServiceModule = (
  scope: FastifyInstance,
  ctx: AppContext,
  downloads: Downloads,
  jobs: JobRunner,
) => Promise<void>;

/**
 * Each service's server module by its manifest's id (contract/services.ts), registered by buildApp in the registry's
 * order. Keyed by ServiceId, so a manifest without a module here, or a module without a manifest, is a type error.
 */
export const SERVICE_MODULES: Record<ServiceId, ServiceModule> = {
  'nsdl-pan': nsdlPanRoutes,
  'nsdl-paperless': async (scope, ctx, downloads, jobs) => {
    await paperlessRoutes(scope, ctx, downloads, jobs);
    await paperlessSandboxRoutes(scope, ctx);
  },
  uti: utiRoutes,
  gst: gstRoutes,
  cards: cardRoutes,
};
