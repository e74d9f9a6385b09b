import type { StaffService } from '../../contract/staff-permissions';

/*
 * A service's screens by name: each page's address, whether the sidebar names it, and the service's API
 * bases. The route itself is the page's file (web/pages/<area>/<base>/<path>.tsx, docs/decisions/0065);
 * the declaration gives the address a name, so the menus (layouts/menus.ts) and the service's API client
 * ask for a page by name and none spells an address itself. routes/services.test.ts checks that each
 * declared address is a page of the tree.
 */

export type Area = 'merchant' | 'backend';

/** Where each area's screens live. */
export const AREA_ROOT: Record<Area, string> = { merchant: '/merchant', backend: '/backend' };

export type PageDecl = {
  /** Below the service's base, in router syntax: ':id' a part, ':id?' one that may be left out; '' the base itself. */
  path: string;
  /** The sidebar entry that leads here, in the order the pages are declared. */
  menu?: { label: string };
};

export type AreaScreens<P extends string = string, L extends string = string> = {
  /** The service's part of the area's addresses, e.g. 'product/nsdl-pan'. */
  base: string;
  pages: Record<P, PageDecl>;
  /** The workflow's lists, by their contract name (Workflow.lists). */
  lists: Record<L, PageDecl>;
};

export type ServiceScreens<
  MP extends string = string,
  ML extends string = string,
  BP extends string = string,
  BL extends string = string,
> = {
  key: string;
  /** The tick a merchant's staff account needs for the service: without it, its menu leaves the service out. */
  staffService?: StaffService;
  /** The service's API bases per area, as the contract declares them ('/api/…'). */
  api: Readonly<Record<Area, string>>;
  merchant: AreaScreens<MP, ML>;
  backend: AreaScreens<BP, BL>;
};

/** Declares a service's screens with its page and list names kept, so addresses are asked for by name. */
export function defineScreens<
  const MP extends string,
  const ML extends string,
  const BP extends string,
  const BL extends string,
>(s: ServiceScreens<MP, ML, BP, BL>): ServiceScreens<MP, ML, BP, BL> {
  return s;
}

export type PathParams = Readonly<Record<string, string | number | null | undefined>>;

/** A router pattern with its parts filled in; an optional part without a value is left out. */
export function fillPath(pattern: string, params: PathParams = {}): string {
  return pattern
    .split('/')
    .flatMap((seg) => {
      const m = /^:(\w+)(\?)?$/.exec(seg);
      if (!m) return [seg];
      const v = params[m[1]];
      if (v == null || v === '') {
        if (m[2]) return [];
        throw new Error(`${pattern} needs ${m[1]}`);
      }
      return [encodeURIComponent(String(v))];
    })
    .join('/');
}

const join = (...parts: string[]) => parts.filter(Boolean).join('/');

/** The address of a declared page, e.g. '/merchant/product/nsdl-pan/physical/info/5'. */
export function screenUrl(area: Area, screens: AreaScreens, page: PageDecl, params?: PathParams): string {
  return `${AREA_ROOT[area]}/${fillPath(join(screens.base, page.path), params)}`;
}

/** A service's page by its name, e.g. pageUrl(NSDL_PAN_SCREENS, 'merchant', 'info', { id: 5 }). */
export function pageUrl<MP extends string, ML extends string, BP extends string, BL extends string, A extends Area>(
  s: ServiceScreens<MP, ML, BP, BL>,
  area: A,
  page: A extends 'merchant' ? MP : BP,
  params?: PathParams,
): string {
  const screens = s[area] as AreaScreens;
  return screenUrl(area, screens, screens.pages[page], params);
}

/** A service's list screen by the workflow's list name. */
export function listUrl<MP extends string, ML extends string, BP extends string, BL extends string, A extends Area>(
  s: ServiceScreens<MP, ML, BP, BL>,
  area: A,
  list: A extends 'merchant' ? ML : BL,
): string {
  const screens = s[area] as AreaScreens;
  return screenUrl(area, screens, screens.lists[list]);
}

/** Every page and list of the services in an area, as address patterns ('/merchant/product/gst/filling/view/:id'). */
export function screenPatterns(services: readonly ServiceScreens[], area: Area): string[] {
  return services.flatMap((s) =>
    [...Object.values<PageDecl>(s[area].pages), ...Object.values<PageDecl>(s[area].lists)].map((p) =>
      [AREA_ROOT[area], s[area].base, p.path].filter(Boolean).join('/'),
    ),
  );
}

/** The sidebar entries the services declare for an area, in the services' order and then the pages'. */
export function screenMenu(
  services: readonly ServiceScreens[],
  area: Area,
): { label: string; to: string; staffService?: StaffService }[] {
  return services.flatMap((s) =>
    [...Object.values<PageDecl>(s[area].pages), ...Object.values<PageDecl>(s[area].lists)].flatMap((p) =>
      p.menu
        ? [
            {
              label: p.menu.label,
              to: screenUrl(area, s[area], p),
              ...(s.staffService ? { staffService: s.staffService } : {}),
            },
          ]
        : [],
    ),
  );
}
