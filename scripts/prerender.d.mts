/** Where the build writes the prerendered pages under its output folder. */
export const PRERENDERED_DIR: string;
/** <outDir>/prerendered/… for a path and language. */
export function prerenderedFile(outDir: string, pathname: string, locale?: string): string;
/** Issue 29: the file beside index.html naming each signed-in address's own scripts. */
export const ROUTE_PRELOADS_FILE: string;
/** A page file's address as the router gives it ('/merchant' for web/pages/merchant/index.tsx). */
export function pageAddress(file: string): string;
/** Per signed-in address with a fixed path, the page's scripts the app shell does not link yet. */
export function routePreloads(
  moduleMap: Record<string, string>,
  manifest: Record<string, { file: string; imports?: string[]; css?: string[] }>,
  shellHtml: string,
): Record<string, string[]>;
/** The build's prerender step. */
export function prerender(outDir: string): Promise<void>;
