// Eight 10 MB invoices uploaded at once to one server on the embedded database (PGlite, what
// `npm start` uses), while another client signs in and asks /api/auth/me every 50 ms: PRODUCT.md
// §10 wants no request held by an upload for more than a moment and the process within §8's
// 600 MB. Then the eight are opened at once. Prints the server's peak resident memory (VmHWM), the
// slowest and median /api/auth/me during the uploads, and each upload's and download's time. A
// peak over 600 MB or a /me slower than 1 s prints MISS and does not fail the run; a non-2xx
// answer, or a file that comes back different, does. Before uploads were kept on disk one 10 MB
// invoice held /api/auth/me for 17–19 s and eight took the process to 1.27 GB.
//
//   node --import tsx bench/uploads.ts [--uploads 8] [--megabytes 10]
//   … --entry .tmp/before/apps/server/dist/server.js    (another build of the server, to compare)
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import { numberFlags, Verdict } from './faults/support.js';
import { freePort, peakRssMb, ROOT, waitUntilAnswering } from './processes.js';

const MEMORY_TARGET_MB = 600;
const MOMENT_MS = 1000;
const flags = numberFlags({ uploads: 8, megabytes: 10 });
const entryFlag = process.argv.indexOf('--entry');
const entry = entryFlag > 0 ? process.argv[entryFlag + 1] : 'apps/server/dist/server.js';
const verdict = new Verdict();

if (entryFlag < 0) {
  const built = spawnSync(process.execPath, ['scripts/build.mjs', 'server'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('server build failed');
}

const dataDir = path.join(ROOT, '.tmp', `uploads-${process.pid}`);
fs.rmSync(dataDir, { recursive: true, force: true });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'development',
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
const server: ChildProcess = spawn(process.execPath, nodeArgs, {
  cwd: ROOT,
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function call(method: string, p: string, cookie?: string, body?: BodyInit, type?: string) {
  const started = performance.now();
  const res = await fetch(base + p, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(type ? { 'content-type': type } : {}) },
    body,
    signal: AbortSignal.timeout(120_000),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${bytes.toString().slice(0, 300)}`);
  const cookieOut = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('aidat_session='));
  return { ms, bytes, cookie: cookieOut, json: () => JSON.parse(bytes.toString()) };
}

const signIn = async (identifier: string) =>
  (
    await call(
      'POST',
      '/api/auth/login-by-password',
      undefined,
      JSON.stringify({ identifier, password: 'Demo.12345' }),
      'application/json',
    )
  ).cookie!;

/** Current resident memory of a live process in MB (VmRSS). */
function rssMb(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

const fmt = (ms: number) => `${Math.round(ms)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

try {
  await waitUntilAnswering(server, `${base}/readyz`, 180_000);
  const ayse = await signIn('ayse@aidat.local');
  const prober = await signIn('sistem@aidat.local');
  const [siteId] = (await call('GET', '/api/siteadmin/sites', ayse)).json().data.map((s: { id: number }) => s.id);
  const expenses = (await call('GET', `/api/siteadmin/expenses?siteId=${siteId}&pageSize=100`, ayse)).json().data.data;
  if (expenses.length < flags.uploads)
    throw new Error(`the demo site has ${expenses.length} expenses, fewer than --uploads`);
  const files = Array.from({ length: flags.uploads }, () =>
    Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(flags.megabytes * 1024 * 1024 - 9)]),
  );
  const peakBefore = peakRssMb(server.pid!);
  // The resident memory while the files move, every 20 ms (VmHWM also holds the demo's seeding).
  const rss: number[] = [];
  const sampler = setInterval(() => rss.push(rssMb(server.pid!)), 20);

  // The prober asks /api/auth/me every 50 ms for as long as the uploads run.
  const probe = async (running: () => boolean) => {
    const times: number[] = [];
    while (running()) {
      times.push((await call('GET', '/api/auth/me', prober)).ms);
      await new Promise((r) => setTimeout(r, 50));
    }
    return times;
  };

  let uploading = true;
  const probing = probe(() => uploading);
  const started = performance.now();
  const uploads = await Promise.all(
    files.map(async (data, i) => {
      const form = new FormData();
      form.append('file', new Blob([data], { type: 'application/pdf' }), `fatura-${i}.pdf`);
      const res = await call('POST', `/api/siteadmin/expenses/${expenses[i].id}/attachments`, ayse, form);
      return { ms: res.ms, id: res.json().data.id as number, expenseId: expenses[i].id as number, data };
    }),
  );
  const uploadWall = performance.now() - started;
  uploading = false;
  const meDuringUploads = await probing;

  let downloading = true;
  const probingDownloads = probe(() => downloading);
  const downloads = await Promise.all(
    uploads.map(async (u) => {
      const res = await call('GET', `/api/siteadmin/expenses/${u.expenseId}/attachments/${u.id}`, ayse);
      return { ms: res.ms, same: res.bytes.equals(u.data) };
    }),
  );
  downloading = false;
  const meDuringDownloads = await probingDownloads;
  clearInterval(sampler);
  const peak = peakRssMb(server.pid!);

  console.log(`uploads: ${flags.uploads} × ${flags.megabytes} MB at once to PGlite (${entry})`);
  console.log(`  all uploads done in ${fmt(uploadWall)}; each ${uploads.map((u) => fmt(u.ms)).join(', ')}`);
  console.log(
    `  /api/auth/me during the uploads: ${meDuringUploads.length} calls, median ${fmt(median(meDuringUploads))}, slowest ${fmt(Math.max(...meDuringUploads))}`,
  );
  console.log(`  downloads at once: each ${downloads.map((d) => fmt(d.ms)).join(', ')}`);
  console.log(
    `  /api/auth/me during the downloads: ${meDuringDownloads.length} calls, median ${fmt(median(meDuringDownloads))}, slowest ${fmt(Math.max(...meDuringDownloads))}`,
  );
  console.log(
    `  server RSS while the files moved: highest ${Math.round(Math.max(...rss))} MB (${Math.round(rss[0])} MB at the start); peak RSS of the process (VmHWM): ${Math.round(peak)} MB (${Math.round(peakBefore)} MB before the uploads, from the seeding and sign-ins)`,
  );
  const slowest = Math.max(...meDuringUploads, ...meDuringDownloads);
  console.log(`  ${peak <= MEMORY_TARGET_MB ? 'ok  ' : 'MISS'} peak ≤ ${MEMORY_TARGET_MB} MB (PRODUCT.md §8)`);
  console.log(
    `  ${slowest <= MOMENT_MS ? 'ok  ' : 'MISS'} no /api/auth/me slower than ${MOMENT_MS} ms (PRODUCT.md §10)`,
  );
  verdict.check(
    downloads.every((d) => d.same),
    'every file comes back byte for byte',
  );
} catch (err) {
  verdict.check(false, (err as Error).message);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
verdict.finish('uploads');
