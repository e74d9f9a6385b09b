import { defineConfig } from 'vitest/config';

/**
 * Browser specs (npm run test:e2e, via scripts/e2e.mjs, which builds the app, starts the server and passes
 * E2E_BASE_URL and the demo credentials). One file at a time: the specs share one server and one database,
 * and on 2 cores a second Chromium only makes both slower.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.spec.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // expect.poll waits for the screen to catch up; vitest's default second is too short on a loaded CI
    // machine, so it gets what a Playwright locator gets (browser.ts sets 15 s there).
    expect: { poll: { timeout: 15_000, interval: 100 } },
    // A flaky browser step would be hidden by retries; a failure here should be looked at.
    retry: 0,
  },
});
