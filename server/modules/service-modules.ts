import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Downloads } from '../lib/downloads';
import type { JobRunner } from '../lib/jobs';

export type ServiceModule = (
  scope: FastifyInstance,
  ctx: AppContext,
  downloads: Downloads,
  jobs: JobRunner,
) => Promise<void>;

/** Where a service's server module lives: the manifest's id names its folder, so no second list names it. */
export const serviceModulePath = (id: string) => `server/modules/${id}/module.ts`;

/**
 * A service's server module (docs/decisions/0069), found by its manifest's id: the default export (or `serviceModule`)
 * of server/modules/<id>/module.ts. A registered manifest without one stops the server's start, naming what is missing,
 * rather than leaving its screens to answer 404.
 */
export async function loadServiceModule(id: string): Promise<ServiceModule> {
  const expected = serviceModulePath(id);
  if (!/^[a-z0-9-]+$/.test(id) || !fs.existsSync(fileURLToPath(new URL(`./${id}/module.ts`, import.meta.url)))) {
    throw new Error(
      `The service ${id} is registered in contract/services.ts but has no server module: expected ${expected}`,
    );
  }
  const loaded = (await import(`./${id}/module.ts`)) as { default?: unknown; serviceModule?: unknown };
  const module = loaded.default ?? loaded.serviceModule;
  if (typeof module !== 'function') {
    throw new Error(`The service ${id}'s ${expected} exports no ServiceModule (a default export or \`serviceModule\`)`);
  }
  return module as ServiceModule;
}

/** Every registered service's module, in the registry's order (the order buildApp registers them in). */
export const loadServiceModules = (ids: readonly string[]) => Promise.all(ids.map(loadServiceModule));
