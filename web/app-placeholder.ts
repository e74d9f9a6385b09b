/**
 * The app shell's HTML (every page that is not prerendered: the signed-in areas) carries a placeholder in #root,
 * drawn by scripts/prerender.mjs, so a phone shows the portal's frame while the app's code arrives instead of a
 * blank page. It is replaced, never taken over: only a prerendered page is hydrated.
 */
export const PLACEHOLDER_ATTRIBUTE = 'data-app-placeholder';

/** Whether #root holds a prerendered page for React to take over (not empty, not the shell's placeholder). */
export function holdsPrerenderedPage(root: Element | null): boolean {
  const first = root?.firstElementChild;
  return first != null && !first.hasAttribute(PLACEHOLDER_ATTRIBUTE);
}
