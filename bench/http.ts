// Load test of the resident's home calls and unit detail against the real server on PostgreSQL,
// next to a bare node:http server driven by the same tool and settings in the same run
// (PRODUCT.md §8: p99 < 10 ms and ≥ 0.35 × the bare req/s). Prints the figures and the server's
// peak RSS; exits non-zero only on errors or non-2xx answers, never on a missed target.
//
//   DATABASE_URL=postgres://… node --import tsx bench/http.ts [--connections 50] [--duration 10] [--sessions 1000]
//     [--server apps/server/dist.old-x/server.js]   another entry (.ts through tsx), to compare a change side by side
//     [--node-flags=--max-semi-space-size=8]      more Node flags for the server
//     [--routes unit-detail,units]                only the routes whose path holds one of these (the bare server always runs)
//     [--timeline 5]                              also print each route's responses and p99 per 5 s of its run
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { LoadPlan, LoadResult, LoadTarget } from './load.js';
import {
  cpuMs,
  freePort,
  peakRssMb,
  runScript,
  SERVER_ENTRY,
  startBareServer,
  startServer,
  stop,
} from './processes.js';
import { createResidentSessions, deleteSessions } from './sessions.js';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    sessions: { type: 'string', default: '1000' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    server: { type: 'string', default: SERVER_ENTRY },
    'node-flags': { type: 'string', default: '' },
    routes: { type: 'string', default: '' },
    timeline: { type: 'string', default: '0' },
  },
});
const databaseUrl = values['database-url'];
if (!databaseUrl) throw new Error('--database-url or DATABASE_URL is required');
const RATIO_TARGET = 0.35;
const P99_TARGET_MS = 10;

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const sessions = await createResidentSessions(client, Number(values.sessions));
if (sessions.length === 0) throw new Error('no resident with a unit: fill the database with bench/generate.ts first');

const port = await freePort();
const nodeFlags = values['node-flags'].split(' ').filter(Boolean);
const server = await startServer(databaseUrl, port, values.server, nodeFlags);
const bare = await startBareServer();
// Interrupted: take the child servers down too rather than leave them listening.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.kill('SIGTERM');
    bare.child.kill('SIGTERM');
    process.exit(130);
  });
}
let failed = false;
try {
  const api = `http://127.0.0.1:${port}`;
  const home = (path: string) => sessions.map((s) => ({ path, cookie: s.cookie }));
  const wanted = values.routes.split(',').filter(Boolean);
  const targets: LoadTarget[] = [
    { name: 'bare node:http', url: `http://127.0.0.1:${bare.port}`, pairs: home('/api/me/units') },
    { name: '/api/me/units', url: api, pairs: home('/api/me/units') },
    { name: '/api/me/unit-debts', url: api, pairs: home('/api/me/unit-debts') },
    { name: '/api/me/notifications', url: api, pairs: home('/api/me/notifications') },
    {
      name: '/api/me/unit-detail/{id}',
      url: api,
      pairs: sessions.flatMap((s) => s.unitIds.map((id) => ({ path: `/api/me/unit-detail/${id}`, cookie: s.cookie }))),
    },
  ].filter((t, i) => i === 0 || wanted.length === 0 || wanted.some((w) => t.name.includes(w)));
  const plan: LoadPlan = {
    connections: Number(values.connections),
    duration: Number(values.duration),
    warmup: Number(values.warmup),
    targets,
    timeline: Number(values.timeline),
  };
  console.log(
    `load: ${plan.connections} connections, ${plan.duration} s per route (+${plan.warmup} s warm-up), ${sessions.length} resident sessions`,
  );
  // Server CPU per request: far less sensitive than req/s to whatever else the machine is doing.
  const results: Measured[] = [];
  let cpuAtStart = 0;
  await runScript('bench/load.ts', plan, (line) => {
    const message = JSON.parse(line);
    const pid = (message.start ?? message.name) === targets[0].name ? bare.child.pid! : server.pid!;
    if ('start' in message) cpuAtStart = cpuMs(pid);
    else results.push({ ...message, cpuMsPerRequest: (cpuMs(pid) - cpuAtStart) / message.responses });
  });
  // Requests queued on the pool when the load stopped are still running; let them finish before
  // SIGTERM closes the pool under them (/readyz waits its turn in the same pool queue).
  for (let i = 0; i < 2; i++) await fetch(`${api}/readyz`).then((r) => r.text());
  const rss = peakRssMb(server.pid!);
  failed = printTable(results, rss);
} finally {
  await stop(server);
  await stop(bare.child);
  await deleteSessions(client, sessions);
  await client.end();
}
process.exit(failed ? 1 : 0);

/** Prints the results with the targets; returns true when any request failed. */
type Measured = LoadResult & { cpuMsPerRequest: number };

function printTable(results: Measured[], rssMb: number): boolean {
  const bareRps = results[0].rps;
  const rows = results.map((r, i) => {
    const ratio = r.rps / bareRps;
    const verdict =
      i === 0 ? '' : `ratio ${ratio >= RATIO_TARGET ? 'PASS' : 'MISS'}, p99 ${r.p99 < P99_TARGET_MS ? 'PASS' : 'MISS'}`;
    return [
      r.name,
      r.rps.toFixed(0),
      r.p50.toFixed(2),
      r.p99.toFixed(2),
      `${r.errors}/${r.non2xx}`,
      ratio.toFixed(2),
      r.cpuMsPerRequest.toFixed(3),
      verdict,
    ];
  });
  const header = [
    'route',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors/non-2xx',
    'ratio',
    'cpu ms/req',
    `targets (ratio ≥ ${RATIO_TARGET}, p99 < ${P99_TARGET_MS} ms)`,
  ];
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c].length)));
  const line = (cells: string[]) =>
    cells.map((cell, c) => (c === 0 || c === 7 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  for (const r of results.slice(1).filter((r) => r.timeline)) {
    const cells = r.timeline?.map((t) => `${t.p99.toFixed(1)} (${(t.responses / 1000).toFixed(0)}k)`) ?? [];
    console.log(`${r.name}, p99 ms (responses) per ${values.timeline} s: ${cells.join(' ')}`);
  }
  console.log(`server peak RSS: ${rssMb.toFixed(0)} MB (target < 300 MB at full size)`);
  // Other work on the machine moves req/s and latency a lot; cpu ms/req much less.
  console.log(`machine load average (1 min) at the end: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
  const bad = results.filter((r) => r.errors > 0 || r.non2xx > 0 || r.responses === 0);
  for (const r of bad)
    console.error(`FAILED ${r.name}: ${r.errors} errors, status codes ${JSON.stringify(r.statusCodes)}`);
  return bad.length > 0;
}
