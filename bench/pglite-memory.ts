// Memory of one server process on the embedded database (PGlite, what `npm start` uses) under a
// fuzz-like load: PRODUCT.md §8 wants it under 600 MB. Starts the compiled server as `npm start`
// does, on a fresh PGlite data directory that it seeds with the demo itself (the first start of
// a new installation), signs the demo users in through the API, and sends `--requests` requests
// from `--connections` concurrent clients: valid reads and writes of residents, managers and the
// system administrator with a share of hostile ids, queries and bodies (bench/pglite-memory-mix.ts).
// Samples the server's RSS every 100 ms. A peak over 600 MB prints MISS and does not fail the
// run; a 5xx, a request without an answer, or a server that dies or stops answering does.
//
//   node --import tsx bench/pglite-memory.ts [--requests 30000] [--connections 20]
//   … --requests 6000                                  (CI size, in bench/ci-security.ts)
//   … --entry .tmp/other/server.js                     (a changed copy of the server; .ts runs through tsx)
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import { numberFlags, Verdict } from './faults/support.js';
import { type Actor, nextRequest, type Req, type Resident, type SiteWorld, type World } from './pglite-memory-mix.js';
import { cpuMs, freePort, peakRssMb, ROOT } from './processes.js';

const TARGET_MB = 600;
const flags = numberFlags({ requests: 30_000, connections: 20, residents: 8 });
const entryFlag = process.argv.indexOf('--entry');
const entry = entryFlag > 0 ? process.argv[entryFlag + 1] : 'apps/server/dist/server.js';
const verdict = new Verdict();

/** Current resident memory of a live process in MB (VmRSS). */
function rssMb(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

const dataDir = path.join(ROOT, '.tmp', `pglite-memory-${process.pid}`);
fs.rmSync(dataDir, { recursive: true, force: true });

if (entryFlag < 0) {
  // What `npm start` does first: build the server when its sources changed (about a second).
  const built = spawnSync(process.execPath, ['scripts/build.mjs', 'server'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('server build failed');
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'development', // the sign-in answers carry the code (devOtp), as in the demo
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  ACCRUAL: 'false',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: String(port),
};
// PGlite only: a DATABASE_URL or REDIS_URL of the shell would point the server elsewhere.
delete env.DATABASE_URL;
delete env.REDIS_URL;
const nodeArgs = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [...SERVER_NODE_FLAGS, entry];
const started = performance.now();
const server: ChildProcess = spawn(process.execPath, nodeArgs, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
let serverOutput = '';
const keep = (d: Buffer) => {
  serverOutput = (serverOutput + d.toString()).slice(-16_384);
};
server.stdout?.on('data', keep);
server.stderr?.on('data', keep);
const pid = server.pid!;
const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
const alive = () => server.exitCode === null && server.signalCode === null;

async function cleanUp() {
  if (alive()) {
    server.kill('SIGKILL');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

interface Answer {
  status: number;
  body?: any;
  cookie?: string;
  error?: string;
}

async function send(req: Req): Promise<Answer> {
  try {
    const res = await fetch(base + req.path, {
      method: req.method,
      headers: {
        ...(req.actor ? { cookie: req.actor.cookie } : {}),
        ...(req.contentType ? { 'content-type': req.contentType } : {}),
      },
      // A Buffer is a Uint8Array, which fetch sends as is; only its ArrayBufferLike typing differs.
      body: req.body as BodyInit | undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let body: any;
    try {
      body = JSON.parse(text);
    } catch {}
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('aidat_session=') && c.length > 'aidat_session='.length);
    return { status: res.status, body, cookie };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    return { status: 0, error: e.cause?.code ?? e.name };
  }
}

/** The server's body limit (apps/server/src/app.ts). */
const BODY_LIMIT = 1024 * 1024;

/**
 * A body over the limit is refused on its declared Content-Length: the server answers 413 and
 * closes at once, so a client still writing may see the closed socket (EPIPE, ECONNRESET) before
 * the 413. That is a refusal, not a request left without an answer; the 413 itself is asserted
 * in apps/server/test/foundation.test.ts.
 */
function refusedEarly(req: Req, a: Answer): boolean {
  const size = typeof req.body === 'string' ? Buffer.byteLength(req.body) : (req.body?.length ?? 0);
  return size > BODY_LIMIT && ['EPIPE', 'ECONNRESET', 'UND_ERR_SOCKET'].includes(a.error ?? '');
}

/** A call the set-up needs: anything but 2xx stops the run. */
async function must(method: Req['method'], p: string, actor?: Actor, body?: unknown): Promise<Answer> {
  const json = body === undefined ? {} : { body: JSON.stringify(body), contentType: 'application/json' };
  const a = await send({ method, path: p, actor, ...json });
  if (a.status < 200 || a.status >= 300)
    throw new Error(`${method} ${p}: ${a.status || a.error} ${JSON.stringify(a.body)}`);
  return a;
}

/** The ids of a list answer, plain (`data: [...]`) or paged (`data: { data: [...] }`). */
function ids(a: Answer): number[] {
  const list = Array.isArray(a.body?.data) ? a.body.data : (a.body?.data?.data ?? []);
  return list.map((x: { id: number }) => x.id);
}

async function signIn(name: string, identifier: string): Promise<Actor> {
  const a = await must('POST', '/api/auth/login-by-password', undefined, { identifier, password: 'Demo.12345' });
  return { name, cookie: a.cookie! };
}

async function signInByCode(name: string, phone: string): Promise<Actor> {
  const code = await must('POST', '/api/auth/login-by-phone', undefined, { phone });
  const { reference, devOtp } = code.body.data;
  const a = await must('POST', '/api/auth/verify-otp', undefined, { reference, otp: devOtp });
  return { name, cookie: a.cookie! };
}

let exitAfter = false;
try {
  // Up: a fresh directory means initdb (in a child process), migrations and the demo seed.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (!alive()) throw new Error(`server exited before it was ready:\n${serverOutput}`);
    if ((await send({ method: 'GET', path: '/readyz' })).status === 200) break;
    if (Date.now() > deadline) throw new Error(`server not ready within 180 s:\n${serverOutput}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const readySeconds = (performance.now() - started) / 1000;
  const rssAtStart = rssMb(pid);
  const hwmAtStart = peakRssMb(pid);
  // From here on the server's RSS is sampled every 100 ms: the sign-ins (a password check holds
  // 128 MB while it runs) and the load.
  const samples: number[] = [];
  const sampler = setInterval(() => {
    if (alive()) samples.push(rssMb(pid));
  }, 100);
  sampler.unref(); // a failed set-up must not keep the script alive

  // Sign-ins through the API, as the demo users would.
  const system = await signIn('system', 'sistem@aidat.local');
  const ayse = await signIn('ayse', 'ayse@aidat.local');
  const users = await must('GET', '/api/system/users?pageSize=100', system);
  const userList: Array<{ id: number; role: string; phone: string | null }> = Array.isArray(users.body.data)
    ? users.body.data
    : users.body.data.data;
  const residents: Resident[] = [];
  for (const u of userList.filter((x) => x.role === 'Resident' && x.phone)) {
    if (residents.length >= flags.residents) break;
    const actor = await signInByCode(`resident ${u.id}`, u.phone!);
    const units = await must('GET', '/api/me/units', actor);
    const list: Array<{ id: number; siteId: number }> = units.body.data;
    if (list.length)
      residents.push({ ...actor, unitIds: list.map((x) => x.id), siteIds: [...new Set(list.map((x) => x.siteId))] });
  }
  const ayseSites = new Set(ids(await must('GET', '/api/siteadmin/sites', ayse)));
  const sites: SiteWorld[] = [];
  for (const id of ids(await must('GET', '/api/siteadmin/sites', system))) {
    sites.push({
      id,
      unitIds: ids(await must('GET', `/api/siteadmin/units?siteId=${id}`, system)),
      accountIds: ids(await must('GET', `/api/siteadmin/accounts?siteId=${id}`, system)),
      categoryIds: ids(await must('GET', `/api/siteadmin/expense-categories?siteId=${id}`, system)),
      notificationIds: ids(await must('GET', `/api/siteadmin/notifications?siteId=${id}`, system)),
      expenseIds: ids(await must('GET', `/api/siteadmin/expenses?siteId=${id}&page=1&pageSize=100`, system)),
      attachments: [],
      managedByAyse: ayseSites.has(id),
    });
  }
  const world: World = {
    system,
    ayse,
    residents,
    sites,
    residentUserIds: userList.filter((u) => u.role === 'Resident').map((u) => u.id),
  };
  if (!residents.length || sites.some((s) => !s.unitIds.length || !s.accountIds.length || !s.expenseIds.length))
    throw new Error(
      'the demo world is not what the mix expects (residents with units, sites with accounts and expenses)',
    );
  console.log(
    `pglite-memory: ${flags.requests} requests over ${flags.connections} connections; server ${entry}, ready in ${readySeconds.toFixed(1)} s; ` +
      `${residents.length} residents, ${sites.length} sites, ${sites.reduce((n, s) => n + s.unitIds.length, 0)} units`,
  );

  const families = new Map<string, number>();
  const serverErrors: string[] = [];
  const noAnswers: string[] = [];
  let issued = 0;
  const cpuAtStart = cpuMs(pid);
  const loadStarted = performance.now();
  await Promise.all(
    Array.from({ length: flags.connections }, async () => {
      while (issued < flags.requests && alive()) {
        issued++;
        const { template, req } = nextRequest(world);
        const a = await send(req);
        const family = a.status ? `${String(a.status)[0]}xx` : refusedEarly(req, a) ? 'refused early' : 'no answer';
        families.set(family, (families.get(family) ?? 0) + 1);
        if (a.status >= 500)
          serverErrors.push(
            `${a.status} ${template}: ${req.method} ${req.path.slice(0, 120)} ${JSON.stringify(a.body)?.slice(0, 200)}`,
          );
        if (family === 'no answer') noAnswers.push(`${a.error} ${template}: ${req.method} ${req.path.slice(0, 120)}`);
        // Uploads that were kept are read back by the attachment template.
        if (template.endsWith('/attachments') && a.status === 201 && a.body?.data?.id) {
          const expenseId = Number(/expenses\/(\d+)\//.exec(req.path)?.[1]);
          sites.find((s) => s.expenseIds.includes(expenseId))?.attachments.push([expenseId, a.body.data.id]);
        }
      }
    }),
  );
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  clearInterval(sampler);
  const cpuPerRequest = alive() ? (cpuMs(pid) - cpuAtStart) / issued : Number.NaN;
  const answered = [...families]
    .filter(([f]) => f !== 'no answer' && f !== 'refused early')
    .reduce((n, [, c]) => n + c, 0);

  const healthy = alive() && (await send({ method: 'GET', path: '/healthz' })).status === 200;
  const rssAtEnd = alive() ? rssMb(pid) : Number.NaN;
  const peakSampled = Math.max(rssAtStart, ...samples);
  const hwm = alive() ? peakRssMb(pid) : Number.NaN;
  const metrics = alive()
    ? await fetch(`${base}/metrics`).then(
        (r) => r.text(),
        () => '',
      )
    : '';
  const metric = (name: string) => {
    const m = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+]+)$`, 'm').exec(metrics);
    return m ? `${(Number(m[1]) / 1024 / 1024).toFixed(0)} MB` : '?';
  };

  console.log(
    `requests: ${issued} in ${loadSeconds.toFixed(1)} s, ${(answered / loadSeconds).toFixed(0)} req/s, server CPU ${cpuPerRequest.toFixed(2)} ms/request (load average ${os.loadavg()[0].toFixed(1)})`,
  );
  console.log(
    `status: ${[...families]
      .sort()
      .map(([f, n]) => `${f} ${n}`)
      .join(', ')}`,
  );
  console.log(
    `server RSS: start ${rssAtStart.toFixed(0)} MB (start-up peak ${hwmAtStart.toFixed(0)} MB), peak sampled ${peakSampled.toFixed(0)} MB, end ${rssAtEnd.toFixed(0)} MB`,
  );
  console.log(
    `server peak RSS (VmHWM, whole life): ${hwm.toFixed(0)} MB, target < ${TARGET_MB} MB: ${hwm < TARGET_MB ? 'PASS' : 'MISS'}`,
  );
  console.log(
    `at the end, Node's own: heap ${metric('nodejs_heap_size_total_bytes')}, external ${metric('nodejs_external_memory_bytes')}`,
  );

  verdict.check(alive(), 'the server is still running');
  verdict.check(healthy, 'the server still answers /healthz');
  verdict.check(serverErrors.length === 0, `no 5xx answers (${serverErrors.length})`);
  for (const e of serverErrors.slice(0, 5)) console.log(`    ${e}`);
  verdict.check(noAnswers.length === 0, `every request answered (${noAnswers.length} without an answer)`);
  for (const e of noAnswers.slice(0, 5)) console.log(`    ${e}`);
  if (!alive()) console.log(serverOutput);
  exitAfter = true;
} finally {
  // A clean stop, so PGlite closes its files; then the directory goes.
  if (alive()) {
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  await cleanUp();
}
if (exitAfter) verdict.finish('pglite-memory');
