import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { linguiCatalogues } from './web/i18n/vite-plugin';

const root = path.dirname(fileURLToPath(import.meta.url));
const webTests = fs
  .readdirSync(path.join(root, 'web'), { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.tsx?$/.test(f))
  .map((f) => `web/${f.split(path.sep).join('/')}`);
// A file that replaces a module (vi.mock) or asks for its own DOM needs modules and a page of its own: a module an
// earlier file imported would keep its real import, and the page is the worker's.
const ownsItsModules = (file: string) =>
  /\bvi\.(mock|doMock)\(|@vitest-environment/.test(fs.readFileSync(path.join(root, file), 'utf8'));
const isolatedWebTests = new Set(webTests.filter(ownsItsModules));

export default defineConfig({
  test: {
    // vitest leaves a core free by default (cores − 1): on CI's two cores that is one test file at a time
    // and an idle core. Every file has its own database (server/test/db.ts), so files run side by side.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Every file builds its own app and database and no server test mocks a module, so a worker keeps the
          // modules it has imported for the next file: importing the server again for each file was half the run.
          isolate: false,
          // …and what a file might change for the process is put back after it.
          restoreMocks: true,
          unstubEnvs: true,
          unstubGlobals: true,
        },
      },
      webProject({
        name: 'web',
        include: webTests.filter((f) => !isolatedWebTests.has(f)),
        // A worker keeps the modules (Mantine, React, the app) and the page it has for the next file, as the server
        // project does: loading them again for each file was half the project's time. What a file leaves in the
        // page, the storage, the language or the notifications is put back before the next (shared-worker.ts).
        isolate: false,
        setupFiles: ['web/test/setup.ts', 'web/test/shared-worker.ts'],
      }),
      webProject({
        name: 'web-isolated',
        include: [...isolatedWebTests],
        setupFiles: ['web/test/setup.ts'],
      }),
    ],
  },
});

/** A project of the web's tests: the React plugin, the catalogues, happy-dom and the bundled libraries. */
function webProject(variant: { name: string; include: string[]; isolate?: boolean; setupFiles: string[] }) {
  return {
    plugins: [react(), linguiCatalogues()],
    test: {
      // happy-dom loads and runs in about half the time of jsdom. A file that needs jsdom's exactness says so in
      // its first line (`@vitest-environment jsdom`).
      environment: 'happy-dom',
      ...variant,
      testTimeout: 20_000,
      deps: {
        optimizer: {
          // Bundled once per run, so a worker reads a few files instead of importing these module by module
          // (Mantine is ~600 modules, the icons ~6,300). react-dom and dayjs are here so the bundles and our code
          // share one copy of each.
          client: {
            enabled: true,
            include: [
              '@mantine/core',
              '@mantine/hooks',
              '@mantine/notifications',
              '@mantine/dates',
              '@mantine/form',
              '@mantine/modals',
              '@mantine/dropzone',
              '@tabler/icons-react',
              'react-router',
              '@tanstack/react-query',
              '@tanstack/react-table',
              '@testing-library/react',
              '@testing-library/user-event',
              '@testing-library/jest-dom/vitest',
              'react-dom',
              'react-dom/client',
              'dayjs',
            ],
          },
        },
      },
    },
  };
}
