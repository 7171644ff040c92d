// The browser tests' `test`: Playwright's, pointed at the demo server of the worker it runs in.
// Two workers run the files side by side (e2e/playwright.config.ts), each against a server of its
// own on a fresh embedded database (started by e2e/support/servers.ts), so that one worker's
// writes (a blocked resident, a new unit) never meet the other's tests. Every file imports `test`
// and `expect` from here, not from '@playwright/test'.
import { test as base } from '@playwright/test';

export * from '@playwright/test';

/** The first worker's server; worker n (its parallel index) has FIRST_PORT + n. */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);

export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
  baseURL: async ({}, use, testInfo) => use(`http://127.0.0.1:${FIRST_PORT + testInfo.parallelIndex}`),
});
