import type { Plugin } from 'vite';

/** The file of @mantine/hooks whose useId the build replaces. */
export const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/** What Mantine's useId does after a component mounts: swap React's id for a random one. */
const SWAP = /useIsomorphicEffect\(\(\) => \{\s*setUuid\(randomId\(\)\);\s*\}, \[\]\);/;

/**
 * Mantine's useId starts with React's id and, in a layout effect, swaps it for a random one: a state change in
 * every commit that draws an Alert, a Tooltip, a Menu, a Modal or an input, and so a second, synchronous draw
 * of each inside that commit's task (on /merchant the shell's first commit and its second draw were one task of
 * ≈ 260 ms at Lighthouse's 4× slowdown; docs/benchmarks.md, issue 29). With React 18 and later React's own id is
 * already unique, stable across the prerender and hydration, and a valid CSS name, so the swap is dropped and
 * the id kept. The build fails if a Mantine release changes the file, rather than silently keeping the swap.
 */
export function mantineStableIds(code: string): string {
  if (!SWAP.test(code)) throw new Error('@mantine/hooks use-id.mjs changed: review scripts/mantine-ids.ts');
  return code.replace(SWAP, '');
}

export function mantineIds(): Plugin {
  return {
    name: 'pan:mantine-stable-ids',
    enforce: 'pre',
    transform(code, id) {
      if (!MANTINE_USE_ID.test(id.split('?')[0])) return null;
      return { code: mantineStableIds(code), map: null };
    },
  };
}
