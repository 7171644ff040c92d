import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Run as the root workspace's "web" project, or alone with --config apps/web/vitest.config.ts.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Vitest's default is one worker fewer than the cores: one, on the 2-core machines CI runs on.
    maxWorkers: 2,
    // The files of a worker share one module graph and one jsdom: setting up jsdom and importing
    // React, the router and the pages once per worker instead of once per file took 103 s of the
    // unit run's 104 s wall clock to 42 s. test/setup.ts clears what a file leaves behind (the
    // rendered tree, toasts, localStorage); a file that mocks a module loads its modules afresh
    // around itself (lib/api-client.test.ts).
    isolate: false,
    // Dates are stored in UTC and shown in local time; a fixed zone keeps expectations stable.
    env: { TZ: 'UTC' },
  },
});
