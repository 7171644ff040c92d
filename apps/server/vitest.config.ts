import { defineConfig } from 'vitest/config';

/**
 * Files that use no test database (the build, the container recipe, `npm start` in production on
 * its own embedded database, the operator's command line, password hashing, the import rules and
 * texts): the same on PGlite and on PostgreSQL. When scripts/test.mjs runs the API suite on both, it
 * sets API_SUITE_TWICE on the PGlite run, and these run once, in the PostgreSQL run.
 */
const DATABASE_INDEPENDENT = [
  'test/container.test.ts',
  'test/production-start.test.ts',
  'test/build.test.ts',
  'test/admin-command.test.ts',
  'test/import-rules.test.ts',
  'test/texts-home.test.ts',
  'test/money-writes.test.ts',
  'src/plugins/route-access.test.ts',
  'src/lib/passwords.test.ts',
  'src/lib/log-masking.test.ts',
];
const onceElsewhere = process.env.API_SUITE_TWICE === '1' && process.env.TEST_DB !== 'postgres';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...(onceElsewhere ? DATABASE_INDEPENDENT : [])],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    // A file's set-up may build a fresh embedded database and migrate it from nothing (the migration
    // tests): about 15 s alone, past a minute while the browser tests share the two cores.
    hookTimeout: 180_000,
    // Files share nothing but the template; two workers match the machine's two cores.
    maxWorkers: 2,
    // The files of a worker share one module graph: importing the app (fastify, drizzle, zod
    // schemas, pdfkit, exceljs) once per worker instead of once per file took about a quarter of
    // the suite's time. Each file still builds its own app on its own database (test/helper.ts);
    // a file that replaces modules with vi.mock resets the graph around itself
    // (verify-otp-same-work.test.ts).
    isolate: false,
    env: { TZ: 'UTC' },
  },
});
