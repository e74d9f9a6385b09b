import type { ServiceScreens } from '../../contract/manifest';
import { SERVICES } from '../../contract/services';

/**
 * Every service's screens, in the order the sidebar lists them: the manifests of contract/services.ts. A new service
 * adds its pages under web/pages (their files are the routes) and its manifest there: the menus and its API client
 * read it (docs/decisions/0069).
 */
export const SERVICE_SCREENS: readonly (ServiceScreens & { id: string })[] = SERVICES;

export {
  AREA_ROOT,
  fillPath,
  listUrl,
  pageUrl,
  screenMenu,
  screenPatterns,
  screenUrl,
  type Area,
  type AreaScreens,
  type PageDecl,
  type PathParams,
  type ServiceScreens,
} from '../../contract/manifest';
