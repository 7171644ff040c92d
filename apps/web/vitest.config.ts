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
    // Dates are stored in UTC and shown in local time; a fixed zone keeps expectations stable.
    env: { TZ: 'UTC' },
  },
});
