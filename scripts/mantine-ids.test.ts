import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MANTINE_USE_ID, mantineIds, mantineStableIds } from './mantine-ids';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const installed = path.join(root, 'node_modules/@mantine/hooks/esm/use-id/use-id.mjs');

describe("the build's Mantine ids", () => {
  it("keep React's id instead of swapping it for a random one after the first draw", () => {
    const code = fs.readFileSync(installed, 'utf8');
    expect(code).toContain('setUuid(randomId())');
    const built = mantineStableIds(code);
    expect(built).not.toContain('randomId()');
    expect(built).not.toContain('useIsomorphicEffect(');
    // What the hook still returns: a static id when given one, else React's.
    expect(built).toMatch(/if \(typeof staticId === "string"\) \{\s*return staticId;/);
    expect(built).toContain('return uuid;');
  });

  it('change only that file, and fail the build when a Mantine release has changed it', () => {
    expect(MANTINE_USE_ID.test(installed)).toBe(true);
    const plugin = mantineIds() as { transform: (code: string, id: string) => unknown };
    expect(plugin.transform('export const x = 1;', '/x/node_modules/@mantine/hooks/esm/use-id/use-react-id.mjs')).toBe(
      null,
    );
    expect(() => mantineStableIds('export function useId() { return "x"; }')).toThrow('use-id.mjs changed');
  });
});
