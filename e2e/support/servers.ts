// Playwright's global set-up: one demo server per worker (e2e/playwright.config.ts), each on a
// fresh embedded database seeded with the demo data (e2e/support/server.ts), on ports E2E_PORT
// (default 3100) and up. Started once for the run, both at the same time: a worker that Playwright
// replaces after a failed test keeps its parallel index, and with it its server.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { FIRST_PORT } from './test';

const ROOT = path.resolve(import.meta.dirname, '../..');

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
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the demo server on port ${port} exited with ${child.exitCode}`);
    if (await answers(`http://127.0.0.1:${port}/readyz`)) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the demo server on port ${port} did not answer /readyz within 180 s`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export default async function startServers(config: FullConfig) {
  const count = Math.max(1, config.workers);
  const started = await Promise.allSettled(Array.from({ length: count }, (_, i) => startDemoServer(FIRST_PORT + i)));
  const children = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(children.map(stopServer));
    throw (failed as PromiseRejectedResult).reason;
  }
  return async () => {
    await Promise.all(children.map(stopServer));
  };
}
