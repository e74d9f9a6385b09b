/*
 * A service declared once (docs/decisions/0069): its id and label, the staff tick it needs, its API bases, its screens
 * and its request kinds. contract/services.ts lists the manifests; the price codes, staff ticks, report names, the
 * web's screens and menus, the server's links to screens and its route registration are all drawn from that list.
 *
 * Import-light on purpose: the web's first load reads every manifest (the menus), so this file and the manifests
 * import types only, never zod or a workflow (a workflow takes its key and noun from its manifest, not the reverse).
 */

export type Area = 'merchant' | 'backend';

/** Where each area's screens live. */
export const AREA_ROOT: Record<Area, string> = { merchant: '/merchant', backend: '/backend' };

export type PageDecl = {
  /** Below the service's base, in router syntax: ':id' a part, ':id?' one that may be left out; '' the base itself. */
  readonly path: string;
  /** The sidebar entry that leads here, in the order the pages are declared. */
  readonly menu?: { readonly label: string };
};

/*
 * The route itself is the page's file (web/pages/<area>/<base>/<path>.tsx, docs/decisions/0065); a declaration gives
 * the address a name, so the menus, the API clients and the server's notification links ask for a page by name and
 * none spells an address itself. web/routes/routes.test.ts checks that each declared address is a page of the tree.
 */
export type AreaScreens<P extends string = string, L extends string = string> = {
  /** The service's part of the area's addresses, e.g. 'product/nsdl-pan'. */
  readonly base: string;
  readonly pages: Readonly<Record<P, PageDecl>>;
  /** The workflow's lists with an address of their own, by their contract name (Workflow.lists). */
  readonly lists: Readonly<Record<L, PageDecl>>;
};

/** What the screen helpers need of a service: its screens per area, its API bases and its staff tick. */
export type ServiceScreens = {
  /** The tick a merchant's staff account needs for the service: without it, its menu leaves the service out. */
  readonly staff?: StaffTick;
  /** The service's API bases per area ('/api/…'). */
  readonly api: Readonly<Record<Area, string>>;
  readonly merchant: AreaScreens;
  readonly backend: AreaScreens;
};

/** A tick a merchant owner gives a staff account. label: beside the tick; short: in lists. */
export type StaffTick = { readonly value: string; readonly label: string; readonly short: string };

/**
 * A price a package holds; the code is stored in packages, so it never changes once in use. `start`: the price in
 * rupees of the three packages a fresh database is seeded with (Basic, Silver, Gold; server/seed.ts), so a new
 * service is sold at once and priced by the admin on the package screen, never refused for a price no package holds.
 */
export type PriceCode = {
  readonly code: string;
  readonly label: string;
  readonly start: readonly [basic: number, silver: number, gold: number];
  /** The government's fee in rupees inside what the customer pays (a shop's receipt shows it apart); none: 0. */
  readonly govFee?: number;
};

/** One kind of request a service takes, as the engine, the ledger and the reports name it. */
export type RequestKind = {
  /** The workflow's key: the `service` column of shared requests, the reports' type, the web's cache key. */
  readonly key: string;
  /** What one request is called in messages ("GST filing request"). */
  readonly noun: string;
  /** The start of a shared request's reference number (GR0000100001); a kind with its own table has none. */
  readonly prefix?: string;
  /** The ledger's reference type of a kind with its own table; a shared request's entries are typed by its key. */
  readonly ledgerType?: string;
  /** Its name in the statements and summaries. */
  readonly report: string;
  /** The package prices a request of this kind is charged at. */
  readonly prices: readonly PriceCode[];
  /**
   * false: the kind's form collects no one's personal data, so it shows no privacy notice and asks no consent (UTI's
   * coupon orders, submitted by a route of their own). Every other kind's charging submit needs the applicant's
   * consent, and its words in contract/privacy/notice.ts: a type error until they are written.
   */
  readonly notice?: false;
};

export type ServiceManifest = ServiceScreens & {
  /** The service's id: its folder under contract/, web/pages and server/modules, and its server module's name. */
  readonly id: string;
  /** The service as a whole in words ("UTI PAN"). */
  readonly label: string;
  /** Its kinds of requests on the request engine, by a short name; none for a service with its own tables only. */
  readonly requests: Readonly<Record<string, RequestKind>>;
};

/** Declares a service with every literal kept, so its page names, keys and codes are types. */
export function defineService<const M extends ServiceManifest>(m: M): M {
  return m;
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

type PageOf<S extends ServiceScreens, A extends Area> = keyof S[A]['pages'] & string;
type ListOf<S extends ServiceScreens, A extends Area> = keyof S[A]['lists'] & string;

/** A service's page by its name, e.g. pageUrl(NSDL_PAN, 'merchant', 'info', { id: 5 }). */
export function pageUrl<S extends ServiceScreens, A extends Area>(
  s: S,
  area: A,
  page: PageOf<S, A>,
  params?: PathParams,
): string {
  const screens: AreaScreens = s[area];
  return screenUrl(area, screens, screens.pages[page], params);
}

/** A service's list screen by the workflow's list name. */
export function listUrl<S extends ServiceScreens, A extends Area>(s: S, area: A, list: ListOf<S, A>): string {
  const screens: AreaScreens = s[area];
  return screenUrl(area, screens, screens.lists[list]);
}

const declared = (screens: AreaScreens) => [
  ...Object.values<PageDecl>(screens.pages),
  ...Object.values<PageDecl>(screens.lists),
];

/** Every page and list of the services in an area, as address patterns ('/merchant/product/gst/filling/view/:id'). */
export function screenPatterns(services: readonly ServiceScreens[], area: Area): string[] {
  return services.flatMap((s) =>
    declared(s[area]).map((p) => [AREA_ROOT[area], s[area].base, p.path].filter(Boolean).join('/')),
  );
}

/** The sidebar entries the services declare for an area, in the services' order and then the pages'. */
export function screenMenu(
  services: readonly ServiceScreens[],
  area: Area,
): { label: string; to: string; staffService?: string }[] {
  return services.flatMap((s) =>
    declared(s[area]).flatMap((p) =>
      p.menu
        ? [
            {
              label: p.menu.label,
              to: screenUrl(area, s[area], p),
              ...(s.staff ? { staffService: s.staff.value } : {}),
            },
          ]
        : [],
    ),
  );
}
