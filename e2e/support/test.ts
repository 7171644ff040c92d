// The browser tests' `test`: Playwright's, with a demo server of each worker's own. Two workers
// run the files side by side (e2e/playwright.config.ts), each against a fresh embedded database
// seeded with the demo data (e2e/support/server.ts), so that one file's writes (a blocked
// resident, a new unit) never meet another worker's tests. Every file imports `test` and
// `expect` from here, not from '@playwright/test'.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { test as base } from '@playwright/test';

export * from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

async function startDemoServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ACCRUAL: 'false' },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the demo server on port ${port} exited with ${child.exitCode}`);
    if (await answers(`http://127.0.0.1:${port}/readyz`)) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the demo server on port ${port} did not answer /readyz within 120 s`);
}

export const test = base.extend<object, { demoServer: string }>({
  demoServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use, workerInfo) => {
      const port = FIRST_PORT + workerInfo.parallelIndex;
      const child = await startDemoServer(port);
      await use(`http://127.0.0.1:${port}`);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ demoServer }, use) => use(demoServer),
});
