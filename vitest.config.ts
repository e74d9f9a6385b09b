import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { linguiCatalogues } from './web/i18n/vite-plugin';

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
      {
        plugins: [react(), linguiCatalogues()],
        test: {
          name: 'web',
          // Every file starts a fresh worker that loads its DOM anew: happy-dom loads and runs in about half the time
          // of jsdom. A file that needs jsdom's exactness says so in its first line (`@vitest-environment jsdom`).
          environment: 'happy-dom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
          testTimeout: 20_000,
          deps: {
            optimizer: {
              // Bundled once per run, so each file's fresh worker reads a few files instead of importing these
              // module by module (Mantine is ~600 modules, the icons ~6,300). react-dom and dayjs are here so the
              // bundles and our code share one copy of each.
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
      },
    ],
  },
});
