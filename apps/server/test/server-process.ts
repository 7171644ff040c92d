import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-node-flags.mjs';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const buildScript = fileURLToPath(new URL('../../../scripts/build.mjs', import.meta.url));

/** Compiles the server if its dist is missing or stale, as `npm start` does first. */
export function buildServer(): void {
  const res = spawnSync(process.execPath, [buildScript, 'server'], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`server build failed:\n${res.stdout}${res.stderr}`);
}

/**
 * A port free on 127.0.0.1 now, as the system hands one out: one worked out from the process id
 * can be a service's (RabbitMQ's 5672 on some machines of this kind).
 */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the compiled server as a real process, with the command `npm start` runs after its build
 * step, and waits until it is ready.
 */
export async function startServer(env: Record<string, string>, port: number): Promise<RunningServer> {
  buildServer();
  return startCommand([...SERVER_NODE_FLAGS, 'dist/server.js'], serverDir, {
    LOG_LEVEL: 'warn',
    ACCRUAL: 'false',
    HOST: '127.0.0.1',
    PORT: String(port),
    ...env,
  });
}

/** Runs `node <args>` in `cwd` and waits until the server it starts on env.PORT is ready. */
export async function startCommand(args: string[], cwd: string, env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'warn', ACCRUAL: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = env.PORT;
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  // A first start creates and migrates the database: on a loaded two-core machine, over a minute.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${out}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready within 150 s:\n${out}`);
    }
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    process: child,
    output: () => out,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      }),
  };
}
