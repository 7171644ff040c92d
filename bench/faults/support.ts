// Shared pieces of the load and fault scripts: a throw-away PostgreSQL database with the demo data,
// real server processes on it, sessions made directly in the database, and a tally of failures.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { runMigrations } from '../../apps/server/src/db/migrate.js';
import { seedDemo } from '../../apps/server/src/db/seed/index.js';
import { hashToken, SESSION_COOKIE } from '../../apps/server/src/lib/sessions.js';
import { freePort, ROOT } from '../processes.js';

export { freePort, peakRssMb, ROOT } from '../processes.js';

export const BASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function databaseUrl(name: string, base = BASE_URL): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Code requests are not what these scripts measure: no resend interval, limits far away. */
const UNTHROTTLED: Record<string, string> = {
  OtpResendIntervalSeconds: '0',
  OtpMaxPerPhonePerHour: '100000',
  OtpMaxPerIpPerHour: '1000000',
};

export interface FaultDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates aidat_fault_<pid>, migrates it, seeds the demo data and lifts the code-request limits
 * (in the configurations table, before any server caches it). Dropped by drop(), and on Ctrl-C.
 */
export async function createFaultDatabase(): Promise<FaultDatabase> {
  const name = `aidat_fault_${process.pid}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = databaseUrl(name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    await runMigrations(database);
    await seedDemo(database.db);
    const pool = database.pool!;
    for (const [key, value] of Object.entries(UNTHROTTLED)) {
      await pool.query('update configurations set value = $2 where key = $1', [key, value]);
    }
  } finally {
    await database.close();
  }
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    const a = new pg.Client({ connectionString: BASE_URL });
    await a.connect();
    await a.query(`drop database if exists ${name} with (force)`);
    await a.end();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void drop().finally(() => process.exit(130)));
  }
  return { name, url, drop };
}

export interface AppProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** The last 64 kB the server wrote. */
  output(): string;
  /** SIGTERM and wait (SIGKILL after 5 s). */
  stop(): Promise<void>;
  /** SIGKILL and wait: a crash, a power cut, an OOM kill. */
  kill(): Promise<void>;
}

/** Starts apps/server/src/server.ts as `npm start` would, and waits until /readyz answers. */
export async function startApp(
  dbUrl: string,
  opts: { port?: number; env?: Record<string, string> } = {},
): Promise<AppProcess> {
  const port = opts.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: dbUrl,
    SEED_DEMO: 'true',
    ACCRUAL: 'false',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    ...opts.env,
  };
  // One instance per database unless a script asks for the shared cache itself.
  if (!opts.env?.REDIS_URL) delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-65_536);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited early:\n${out}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready within 60 s:\n${out}`);
    }
    await sleep(200);
  }
  return {
    url,
    port,
    child,
    output: () => out,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A one-day session for a user, made the way lib/sessions.ts makes one: only the SHA-256 is stored. */
export async function sessionCookie(client: pg.Client | pg.Pool, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await client.query(
    `insert into sessions (token_hash, user_id, expires_at, user_agent) values ($1, $2, now() + interval '1 day', 'fault-script')`,
    [hashToken(token), userId],
  );
  return `${SESSION_COOKIE}=${token}`;
}

export async function userIdByEmail(client: pg.Client | pg.Pool, email: string): Promise<number> {
  const { rows } = await client.query<{ id: number }>('select id from users where email = $1', [email]);
  if (!rows[0]) throw new Error(`no user ${email}`);
  return rows[0].id;
}

export async function siteIdByName(client: pg.Client | pg.Pool, name: string): Promise<number> {
  const { rows } = await client.query<{ id: number }>('select id from sites where name = $1', [name]);
  if (!rows[0]) throw new Error(`no site ${name}`);
  return rows[0].id;
}

export interface Answer {
  status: number;
  code?: string;
  ms: number;
  /** Set when no HTTP answer came back: refused, reset, timed out. */
  error?: string;
  body?: any;
}

/** One API call with a cookie and a deadline; never throws. */
export async function call(
  base: string,
  method: string,
  path: string,
  cookie: string | undefined,
  body?: unknown,
  timeoutMs = 10_000,
): Promise<Answer> {
  const started = performance.now();
  try {
    const res = await fetch(base + path, {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let parsed: any;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: res.status, code: parsed?.code, ms: performance.now() - started, body: parsed };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    return { status: 0, ms: performance.now() - started, error: e.cause?.code ?? e.name ?? String(err) };
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Collects failed checks; the script prints them and exits non-zero at the end. */
export class Verdict {
  private readonly failures: string[] = [];

  check(ok: boolean, what: string): void {
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (!ok) this.failures.push(what);
  }

  get failed(): boolean {
    return this.failures.length > 0;
  }

  finish(label: string): never {
    console.log(`${label}: ${this.failures.length ? `FAILED (${this.failures.length})` : 'passed'}`);
    process.exit(this.failures.length ? 1 : 0);
  }
}

/** `--name value` flags with numeric defaults. */
export function numberFlags<T extends Record<string, number>>(defaults: T): T {
  const out: Record<string, number> = { ...defaults };
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i].replace(/^--/, '');
    if (argv[i].startsWith('--') && name in out) {
      const value = Number(argv[++i]);
      if (!Number.isFinite(value)) throw new Error(`--${name} needs a number`);
      out[name] = value;
    }
  }
  return out as T;
}
