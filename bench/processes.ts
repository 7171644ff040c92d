// Child processes of the benchmarks: the real server, the bare yardstick and the load generator,
// each its own process so none of them shares an event loop or a CPU budget with another.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..');
const TSX = ['--import', 'tsx'];

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** The compiled server, as `npm start` and the Dockerfile run it. */
export const SERVER_ENTRY = 'apps/server/dist/server.js';

/** What `npm start` does first: build the server when its sources changed (about a second). */
export function buildServer(): void {
  const built = spawnSync(process.execPath, ['scripts/build.mjs', 'server'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('server build failed');
}

/**
 * Starts the server on the database and waits until /healthz answers: by default the compiled
 * server, built first if stale, with Node's flags of `npm start` plus `nodeFlags`, as production
 * runs it; a `.ts` entry through tsx (whose compiler and in-memory sources add about 80 MB of RSS).
 */
export async function startServer(
  databaseUrl: string,
  port: number,
  entry = SERVER_ENTRY,
  nodeFlags: string[] = [],
): Promise<ChildProcess> {
  if (entry === SERVER_ENTRY) buildServer();
  const args = entry.endsWith('.ts') ? [...TSX, ...nodeFlags, entry] : [...SERVER_NODE_FLAGS, ...nodeFlags, entry];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      ACCRUAL: 'false',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return waitUntilAnswering(child, `http://127.0.0.1:${port}/healthz`, 60_000);
}

/** Resolves with the child once `url` answers 2xx; stops it and fails if it exits or stays silent. */
export async function waitUntilAnswering(child: ChildProcess, url: string, timeoutMs: number): Promise<ChildProcess> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before answering`);
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop(child);
  throw new Error(`server did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** Starts bench/bare-server.ts and resolves with its port once it listens. */
export function startBareServer(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [...TSX, 'bench/bare-server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare server exited with code ${code}`)));
    child.stdout?.once('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve({ child, port: Number(match[1]) });
      else reject(new Error(`bare server said: ${chunk}`));
    });
  });
}

/** Runs a bench script in its own process with JSON on stdin, handing each stdout line over as it comes. */
export function runScript(script: string, input: unknown, onLine: (line: string) => void): Promise<void> {
  const child = spawn(process.execPath, [...TSX, script], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line) onLine(line);
  });
  child.stdin?.end(JSON.stringify(input));
  return exited(child).then((code) => {
    if (code !== 0) throw new Error(`${script} exited with code ${code}`);
  });
}

/** CPU time (user + system) a live process has used so far, in ms. */
export function cpuMs(pid: number): number {
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
// USER_HZ: 100 on every Linux this runs on (getconf CLK_TCK).
const CLOCK_TICKS = 100;

/** Peak resident memory of a live process in MB (the kernel's high-water mark, VmHWM). */
export function peakRssMb(pid: number): number {
  const match = /^VmHWM:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** SIGTERM, then SIGKILL if the process is still there after five seconds. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = exited(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await done;
  clearTimeout(timer);
}
