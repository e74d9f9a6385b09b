import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { linguiCatalogues } from './web/i18n/vite-plugin';
import { devanagariFirstPaint } from './scripts/devanagari-fonts';
import { installableApp } from './scripts/pwa-plugin';
import { mantineIds } from './scripts/mantine-ids';

const root = path.dirname(fileURLToPath(import.meta.url));
/** Files of the app by their path; one that is not there (moved, renamed) fails the build, not the grouping. */
const at = (...files: string[]) =>
  files.map((f) => {
    const file = path.join(root, f);
    if (!fs.existsSync(file)) throw new Error(`vite.config.ts names ${f}, which does not exist`);
    return file;
  });

/**
 * Decision 0048: on HTTP/1.1 a phone fetches six files at a time, so a first visit pays for every file it
 * needs, not only for bytes. Code goes into a few files by when it is first needed: what the entry needs
 * (React, the router, React Query and the app's own start), what the public pages add (their Mantine parts
 * and their own code), what the sign-in and registration forms add, and the rest. A few large libraries that
 * only some signed-in screens use keep a file each; the signed-in screens stay one file per screen.
 */
const REGISTER_PAGE_FILE = 'web/pages/auth/register.tsx';
/** What web/main.tsx (the entry, in no group) shares with the start (issue 29). */
const APP_PLACEHOLDER = at('web/app-placeholder.ts')[0];
const sharedWithEntry = (id: string) => id === APP_PLACEHOLDER || /vite[\\/]preload-helper/.test(id);
const REGISTER_PAGE = at(REGISTER_PAGE_FILE)[0];
/** The page and its parts beside it (register-parts/): the page's own file. */
const isRegisterPage = (id: string) => id.startsWith(REGISTER_PAGE.replace(/\.tsx$/, ''));
const TIERS: [string, string[]][] = [
  ['initial', at('web/start.tsx')],
  [
    'public',
    at(
      'web/components/NotificationsHost.tsx',
      'web/layouts/PublicLayout.tsx',
      'web/pages/public/index.tsx',
      'web/pages/public/about.tsx',
      'web/pages/public/services.tsx',
      'web/pages/public/contact.tsx',
    ),
  ],
  // The live chat's button shares the forms' tooltip; the contact page draws it once it runs.
  ['forms', at('web/layouts/AuthLayout.tsx', 'web/pages/auth/login.tsx', 'web/components/LiveChat.tsx')],
  ['register', at(REGISTER_PAGE_FILE)],
  // With the shells: what web/start.tsx asks for a merchant's dashboard as the app starts (decision 0066), and the
  // second draw the dashboards and the phone's list cards share (issue 29: a file of its own for ten lines, else).
  [
    'shell',
    at(
      'web/layouts/MerchantShell.tsx',
      'web/layouts/BackendShell.tsx',
      'web/api/merchant-home.ts',
      'web/components/dashboard/AfterFirstDraw.tsx',
    ),
  ],
  // Issue 29: the signed-in pages an agent opens first. No group takes this tier as such (each page stays its own
  // file); it tells which of the registration form's libraries these pages need too (vendor-shared below).
  [
    'first-pages',
    at(
      'web/pages/merchant/index.tsx',
      'web/pages/backend/index.tsx',
      'web/pages/merchant/product/nsdl-pan/physical/list.tsx',
      'web/pages/backend/actions/payments.tsx',
    ),
  ],
  // Issue 29: what a cold /merchant or /backend runs before its first screen (the shells and the two dashboards).
  // Listed last, so it takes no module from another tier; it only tells what goes in vendor-shell, vendor-dashboard
  // and auth-shared below.
  [
    'dashboards',
    at(
      'web/layouts/MerchantShell.tsx',
      'web/layouts/BackendShell.tsx',
      'web/pages/merchant/index.tsx',
      'web/pages/backend/index.tsx',
    ),
  ],
];
const OWN_FILE: [string, RegExp][] = [
  ['zod', /[\\/]node_modules[\\/]zod[\\/]/],
  ['table', /[\\/]node_modules[\\/]@tanstack[\\/](react-table|table-core)[\\/]/],
  ['dates', /[\\/]node_modules[\\/](@mantine[\\/]dates|dayjs)[\\/]/],
  ['dropzone', /[\\/]node_modules[\\/](@mantine[\\/]dropzone|react-dropzone|file-selector|attr-accept)[\\/]/],
  // Decision 0079: loaded once the page is up; alone, so it never pulls in the catch-all vendor file.
  ['workbox', /[\\/]node_modules[\\/]workbox-window[\\/]/],
];
const isZod = (id: string) => OWN_FILE[0][1].test(id);
const SITE_CONTENT =
  /[\\/]web[\\/]components[\\/]site-content[\\/](AlertBanner|Carousel|NewsTicker|NewsPanel|ContentLink|HomeContentView|DashboardContent)\.tsx$|[\\/]contract[\\/]site-content[\\/]links\.ts$/;
const WORKFLOWS = /[\\/]contract[\\/](request-workflow|[\w-]+[\\/]workflow)\.ts$/;
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core)|cookie|set-cookie-parser)[\\/]/;

type ModuleInfo = { code: string | null; importedIds: readonly string[]; importers?: readonly string[] };
type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };
const closures = new WeakMap<object, Map<string, Set<string>>>();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** `export { A, B as C } from './x.mjs'` lines of a package's index, as exported name → module id. */
function barrelExports(id: string, info: ModuleInfo): Map<string, string> | null {
  const lines = info.code?.match(/^export \{[^}]*\} from '[^']+';$/gm);
  if (!lines || lines.length < 20) return null;
  const out = new Map<string, string>();
  for (const line of lines) {
    const [, names, spec] = /^export \{([^}]*)\} from '([^']+)';$/.exec(line)!;
    const target = spec.startsWith('.')
      ? path.resolve(path.dirname(id), spec)
      : info.importedIds.find((d) => new RegExp(`[\\\\/]node_modules[\\\\/]${escape(spec)}[\\\\/]`).test(d));
    if (!target) continue;
    for (const n of names.split(','))
      out.set(
        n
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
        target,
      );
  }
  return out;
}

/** The package a module belongs to ('@mantine/core', 'react'), from its path. */
const packageOf = (id: string) => /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1].replace('\\', '/');

/**
 * What a module really needs: its imports, except that an import from a package's index (Mantine's, the
 * icons') stands for the few modules it names, not the hundreds the index re-exports.
 */
function usedImports(id: string, graph: ModuleGraph): string[] {
  const info = graph.getModuleInfo(id);
  if (!info) return [];
  const out: string[] = [];
  for (const dep of info.importedIds) {
    const depInfo = graph.getModuleInfo(dep);
    const exported = depInfo && barrelExports(dep, depInfo);
    const pkg = packageOf(dep);
    if (!exported || !pkg || !info.code) {
      out.push(dep);
      continue;
    }
    const imports = [
      ...info.code.matchAll(
        new RegExp(`import\\s*(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*["']${escape(pkg)}["']`, 'g'),
      ),
    ];
    const names = imports.flatMap((m) =>
      m[1]
        .split(',')
        .map((n) => n.trim().split(/\s+as\s+/)[0])
        .filter(Boolean),
    );
    const targets = names.map((n) => exported.get(n));
    // Anything not understood (a namespace import, an unknown name) keeps the whole index: never too little.
    if (!imports.length || targets.some((t) => !t)) out.push(dep);
    else out.push(...(targets as string[]));
  }
  return out;
}

/** The modules each tier's roots import statically (what loads with them, before any lazy import). */
function tierOf(id: string, graph: ModuleGraph): string | null {
  let byTier = closures.get(graph);
  if (!byTier) {
    byTier = new Map();
    for (const [tier, roots] of TIERS) {
      const seen = new Set<string>();
      const stack = [...roots];
      while (stack.length) {
        const m = stack.pop()!;
        if (seen.has(m)) continue;
        seen.add(m);
        stack.push(...usedImports(m, graph));
      }
      byTier.set(tier, seen);
    }
    closures.set(graph, byTier);
  }
  for (const [tier, seen] of byTier) if (seen.has(id)) return tier;
  return null;
}

const barrels = new Map<string, boolean>();
const isBarrel = (id: string, graph: ModuleGraph) => {
  if (!barrels.has(id)) {
    const info = graph.getModuleInfo(id);
    barrels.set(id, !!info && !!barrelExports(id, info));
  }
  return barrels.get(id)!;
};

/**
 * True when the module is needed beyond the registration form: by the signed-in shells or their first pages, or
 * by a library module no tier holds (the catch-all vendor file the shells load: Mantine's other inputs share the
 * Select's option helpers). A package's index, which names everything, does not count as needing it.
 */
const alsoInShell = (id: string, graph: ModuleGraph) =>
  tierOf(id, graph) !== null &&
  (['shell', 'first-pages'].some((t) => closures.get(graph)?.get(t)?.has(id)) ||
    (graph.getModuleInfo(id)?.importers ?? []).some(
      (by) => isVendor(by) && tierOf(by, graph) === null && !isBarrel(by, graph),
    ));

/** True when a cold /merchant or /backend runs the module before its first screen (the 'dashboards' tier's roots). */
function inDashboards(id: string, graph: ModuleGraph): boolean {
  tierOf(id, graph); // the tiers' closures are worked out on first use
  return closures.get(graph)?.get('dashboards')?.has(id) ?? false;
}

const PAGE_HEADING = /[\\/]web[\\/]components[\\/]PageHeading\.tsx$/;
const isVendor = (id: string) => /[\\/]node_modules[\\/]/.test(id);
const ownFile = (id: string) => OWN_FILE.some(([, test]) => test.test(id));
const inTiers =
  (chunk: string, vendor: boolean, ...tiers: string[]) =>
  (id: string, graph: ModuleGraph) =>
    isVendor(id) === vendor && tiers.includes(tierOf(id, graph) ?? '') ? chunk : null;

/**
 * Higher priority first. A group also takes the modules its modules import (rolldown's default), so the
 * library groups come first and an app group never pulls in a library a later group would have split off.
 */
const GROUPS = [
  // Issue 29: what the entry (web/main.tsx, in no group) shares with the start, in a small file of its own: were it in
  // the start's file, the entry would import that file, and its whole graph would be evaluated in one task before
  // web/main.tsx could start it in stages.
  { name: 'entry-shared', test: sharedWithEntry, priority: 100 },
  { name: 'react', test: FRAMEWORK, priority: 90 },
  { name: inTiers('vendor-public', true, 'initial', 'public'), debugName: 'vendor-public', priority: 80 },
  // Issue 29: the library modules a cold dashboard runs (but the framework's and the public pages'), in two files:
  // what the sign-in page uses too (Mantine's tooltip, menu, inputs' parts), and the rest. Before, a dashboard
  // loaded the whole sign-in form's and registration form's library files and the catch-all one for a few modules of
  // each. Zod keeps its file: the forms load it without these. Two groups, not one naming two files: a group takes
  // what its modules import, so the sign-in page's part must be taken first or it ends up in the dashboards' file.
  {
    name: (id: string, graph: ModuleGraph) =>
      isVendor(id) && !isZod(id) && inDashboards(id, graph) ? inTiers('vendor-shell', true, 'forms')(id, graph) : null,
    debugName: 'vendor-shell',
    priority: 76,
  },
  {
    name: (id: string, graph: ModuleGraph) =>
      isVendor(id) && !isZod(id) && inDashboards(id, graph) ? 'vendor-dashboard' : null,
    debugName: 'vendor-dashboard',
    priority: 75,
  },
  { name: inTiers('vendor-forms', true, 'forms'), debugName: 'vendor-forms', priority: 70 },
  // Issue 29: what the registration form and the signed-in shells both use (Mantine's inputs, the modals) is a file
  // of its own, so the dashboard no longer loads the registration form's vendor code to get it.
  {
    name: (id: string, graph: ModuleGraph) =>
      alsoInShell(id, graph) ? inTiers('vendor-shared', true, 'register')(id, graph) : null,
    debugName: 'vendor-shared',
    priority: 66,
  },
  { name: inTiers('vendor-register', true, 'register'), debugName: 'vendor-register', priority: 65 },
  // Not the stylesheets' empty modules (Mantine's styles.css, imported by the entry): the entry would load this file.
  { name: 'vendor', test: (id: string) => isVendor(id) && !ownFile(id) && !id.endsWith('.css'), priority: 60 },
  ...OWN_FILE.map(([name, test]) => ({ name, test, priority: 50 })),
  { name: inTiers('app', false, 'initial'), debugName: 'app', priority: 40 },
  { name: inTiers('public', false, 'public'), debugName: 'public', priority: 30 },
  // The alerts, ticker, slides and news panel, off the public pages' file (HomeContent loads them when there are
  // some), in one file the home and the dashboards share, with the links they draw (decision 0075's budget). Not the
  // contract's schemas (contract/site-content/index.ts, contract/site.ts): they would bring zod along (issue 29).
  { name: 'site-content', test: SITE_CONTENT, priority: 25 },
  // Issue 29: what the sign-in page shares with the shells (the live chat, the language menu, the account's API
  // and the KYC banner's texts) is a small file of its own, so a dashboard does not load the sign-in page's code.
  {
    name: (id: string, graph: ModuleGraph) =>
      inDashboards(id, graph) ? inTiers('auth-shared', false, 'forms')(id, graph) : null,
    debugName: 'auth-shared',
    priority: 21,
  },
  { name: inTiers('auth', false, 'forms'), debugName: 'auth', priority: 20 },
  // What the registration form shares with signed-in screens (formatters, the states of India, API hooks).
  {
    name: (id: string, graph: ModuleGraph) =>
      !isRegisterPage(id) ? inTiers('shared', false, 'register')(id, graph) : null,
    debugName: 'shared',
    priority: 18,
  },
  // The registration page and its parts: one file (after 'shared', which takes what they share).
  {
    name: (id: string, graph: ModuleGraph) =>
      isRegisterPage(id) ? inTiers('register', false, 'register')(id, graph) : null,
    debugName: 'register',
    priority: 17,
  },
  {
    // Issue 29: every signed-in page's heading (decision 0083) is the shells' too, not a file of its own on each page.
    name: (id: string, graph: ModuleGraph) =>
      PAGE_HEADING.test(id) ? 'shell' : inTiers('shell', false, 'shell')(id, graph),
    debugName: 'shell',
    priority: 15,
  },
  // Issue 29: the services' workflows (states, moves, lists: zod-free data a dashboard reads all of, a list or a request
  // page its own) in one small file, not one file each. After the shells' group: it must not take the services'
  // manifests, which the shells import (a group takes what its modules import).
  { name: 'workflows', test: WORKFLOWS, priority: 14 },
];

/** Where the client build says which file holds each of the app's modules (read by scripts/prerender.mjs). */
const MODULE_MAP = '.vite/modules.json';

/**
 * Decision 0048: what scripts/prerender.mjs needs from the two builds to link each prerendered page to its
 * own chunks and styles.
 *
 * - Client build: writes MODULE_MAP, each source module of the app (relative to the root) → its chunk. Vite's
 *   manifest names only the chunks a module starts, and the grouped chunks (vite.config.ts) start none.
 * - SSR build: every dynamic import() in web/ also adds the module it loads to globalThis.__prerenderImports,
 *   so rendering a page tells which lazy routes and components it drew (and so must be in place to hydrate).
 */
function prerenderPlugin(root: string): Plugin {
  const web = path.join(root, 'web') + path.sep;
  return {
    name: 'pan:prerender',
    // After Vite's own transforms: the pages come from an import.meta.glob (web/routes/index.tsx), which only
    // then is a list of import() calls.
    enforce: 'post',
    async transform(code, id, options) {
      if (!options?.ssr || !id.startsWith(web) || !code.includes('import(')) return null;
      let out = code;
      for (const [call, , spec] of code.matchAll(/\bimport\((['"])([^'"]+)\1\)/g)) {
        const resolved = await this.resolve(spec, id);
        if (!resolved) continue;
        const rel = path.relative(root, resolved.id).split(path.sep).join('/');
        out = out.replace(call, `(globalThis.__prerenderImports?.add(${JSON.stringify(rel)}), ${call})`);
      }
      return { code: out, map: null };
    },
    generateBundle(_options, bundle) {
      if (this.environment?.config.consumer === 'server') return;
      const modules: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of Object.keys(chunk.modules)) {
          if (id.startsWith(root + path.sep) && !id.includes(`${path.sep}node_modules${path.sep}`)) {
            modules[path.relative(root, id).split(path.sep).join('/')] = chunk.fileName;
          }
        }
      }
      this.emitFile({ type: 'asset', fileName: MODULE_MAP, source: JSON.stringify(modules) });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    linguiCatalogues(),
    mantineIds(),
    devanagariFirstPaint(root),
    prerenderPlugin(root),
    // Decision 0079: the service worker, for the browser's build only.
    ...(isSsrBuild ? [] : [installableApp()]),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The budget that matters is the first visit to / (checked in the browser tests); this only warns.
    chunkSizeWarningLimit: 600,
    // One stylesheet for the whole app (≈ 33 kB gzip, mostly Mantine's): a prerendered page is styled after
    // one request, not after one per chunk it draws.
    cssCodeSplit: false,
    // scripts/prerender.mjs reads it to link each prerendered page's chunks and styles.
    manifest: !isSsrBuild,
    rolldownOptions: {
      output: {
        // The prerender's bundle is one file, so each page can load a fresh copy (and its lazy components anew).
        codeSplitting: isSsrBuild ? false : { groups: GROUPS },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
}));
