import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium';

/**
 * Browser tests: Debian's Chromium against the built app. Two workers, each with a demo server of
 * its own on a fresh embedded database (ports E2E_PORT, default 3100, and the next one), started
 * for the run by e2e/support/servers.ts: while one worker's page waits on the splash or a server,
 * the other's runs.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: '../.tmp/e2e-output',
  globalSetup: './support/servers.ts',
  fullyParallel: false,
  workers: 2,
  // One retry in CI: a browser test that passes only on its second try is reported as flaky in
  // the summary (scripts/test.mjs), not hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'off',
    // Without the service worker, unless a file asks for it (resident-phone.e2e.ts tests it: install,
    // precache, offline). In every new context it would otherwise install and precache the app's
    // files while the test runs: about 2.5 s of CPU a test, measured by hand, for nothing the test checks.
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
});
