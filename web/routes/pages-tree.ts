import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';

/** What a page file exports: the screen, and optionally a loader the router runs with it. */
export type PageModule = { default: ComponentType; loader?: LoaderFunction };
export type PageLoad = () => Promise<PageModule>;

/**
 * The rule that makes a file a page: a .tsx file under web/pages/<area>/, not a test, not under a `parts`
 * or `*-parts` folder (a page's own components live there). `.ts` data files and styles are never pages.
 * The glob in routes/index.tsx says the same, so that nothing else becomes a chunk of its own.
 */
export function isPageFile(file: string): boolean {
  const segments = file.split('/');
  return (
    file.endsWith('.tsx') &&
    !file.endsWith('.test.tsx') &&
    !segments.slice(0, -1).some((s) => s === 'parts' || s.endsWith('-parts'))
  );
}

/** A file or folder name as a route segment: `[id]` is `:id`, `[[id]]` the optional `:id?`. */
export function routeSegment(name: string): string {
  const optional = /^\[\[(\w+)\]\]$/.exec(name);
  if (optional) return `:${optional[1]}?`;
  const param = /^\[(\w+)\]$/.exec(name);
  return param ? `:${param[1]}` : name;
}

type Node = { page?: PageLoad; children: Map<string, Node> };

/** Each page is its own chunk, fetched when its route is first visited; a page's `loader` runs with it. */
export const lazyPage = (load: PageLoad) => async () => {
  const page = await load();
  return { Component: page.default, ...(page.loader ? { loader: page.loader } : {}) };
};

// The children in a steady order by code unit: the router ranks routes by how specific they are, so any fixed
// order does, and localeCompare over the app's page names cost a budget phone ≈ 40 ms before its first screen.
function toRoutes(node: Node): RouteObject[] {
  return [...node.children.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, first]): RouteObject => {
      // A folder is a route of its own, so a page's relative link '..' leads to its folder's parent; but a
      // folder with one page below it and none of its own is no level: `user/[id].tsx` is one route
      // 'user/:id', whose '..' is the folder holding the users' list.
      const segments = [routeSegment(name)];
      let child = first;
      while (!child.page && child.children.size === 1) {
        const [[next, below]] = child.children;
        segments.push(routeSegment(next));
        child = below;
      }
      const path = segments.join('/');
      if (!child.children.size) return { path, lazy: lazyPage(child.page!) };
      return {
        path,
        children: [...(child.page ? [{ index: true, lazy: lazyPage(child.page) }] : []), ...toRoutes(child)],
      };
    });
}

/**
 * The routes of the pages below `folder` (e.g. '../pages/backend/'), relative to the area's own route:
 * a file's path is its address, `index.tsx` (or a file named like a folder beside it) is the folder's own
 * page.
 */
export function pageRoutes(pages: Readonly<Record<string, PageLoad>>, folder: string): RouteObject[] {
  const root: Node = { children: new Map() };
  for (const [file, load] of Object.entries(pages)) {
    if (!file.startsWith(folder) || !isPageFile(file)) continue;
    const names = file.slice(folder.length, -'.tsx'.length).split('/');
    const last = names.pop()!;
    let node = root;
    for (const name of last === 'index' ? names : [...names, last]) {
      let next = node.children.get(name);
      if (!next) node.children.set(name, (next = { children: new Map() }));
      node = next;
    }
    if (node.page) throw new Error(`${file}: two files are the page of one address`);
    node.page = load;
  }
  return [...(root.page ? [{ index: true, lazy: lazyPage(root.page) }] : []), ...toRoutes(root)];
}

/** Every address pattern a route tree serves (`/backend/misc/courier/:id`), with a trailing '*' for catch-alls. */
export function routePatterns(routes: readonly RouteObject[], base = ''): string[] {
  return routes.flatMap((r) => {
    const here = r.path ? `${base.replace(/\/$/, '')}/${r.path}`.replace(/\/+/g, '/') : base;
    const own = r.index || (r.path && !r.children) ? [here || '/'] : [];
    return [...own, ...routePatterns(r.children ?? [], here)];
  });
}
