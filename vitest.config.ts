import { defineConfig } from 'vitest/config';

/** One Vitest run over every workspace; each has its own config with a project name. */
export default defineConfig({
  test: {
    projects: ['packages/shared/vitest.config.ts', 'apps/server/vitest.config.ts', 'apps/web/vitest.config.ts'],
  },
});
