import type { ServiceScreens } from './declare';
import { CARD_SCREENS } from './cards';
import { GST_SCREENS } from './gst';
import { NSDL_PAN_SCREENS } from './nsdl-pan';
import { NSDL_PAPERLESS_SCREENS } from './nsdl-paperless';
import { UTI_SCREENS } from './uti';

/**
 * Every service's screens, in the order the sidebar lists them. A new service adds its pages under
 * web/pages (their files are the routes) and its declaration here: the menus and its API client read it.
 */
export const SERVICE_SCREENS: readonly ServiceScreens[] = [
  NSDL_PAN_SCREENS,
  NSDL_PAPERLESS_SCREENS,
  UTI_SCREENS,
  GST_SCREENS,
  CARD_SCREENS,
];

export {
  AREA_ROOT,
  defineScreens,
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
} from './declare';
