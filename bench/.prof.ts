import { spawn } from 'node:child_process';
import pg from 'pg';
import { freePort, runScript, stop } from './processes.js';
import { createResidentSessions, deleteSessions } from './sessions.js';
const url = 'postgres://postgres@127.0.0.1:5432/aidat_bench_medium';
const c = new pg.Client({ connectionString: url }); await c.connect();
const s = await createResidentSessions(c, 300);
const port = await freePort();
const srv = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', '--import', 'tsx', process.argv[2]], { env: { ...process.env, DATABASE_URL: url, SEED_DEMO: 'false', ACCRUAL: 'false', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1' }, stdio: 'inherit' });
for (let i = 0; i < 100; i++) { if (await fetch(`http://127.0.0.1:${port}/healthz`).then(r => r.ok, () => false)) break; await new Promise(r => setTimeout(r, 200)); }
await runScript('bench/load.ts', { connections: 20, duration: 10, warmup: 3, targets: [{ name: 'x', url: `http://127.0.0.1:${port}`, pairs: s.flatMap(x => x.unitIds.map(id => ({ path: `/api/me/unit-detail/${id}`, cookie: x.cookie }))) }] }, (l) => console.log(l));
await new Promise(r => setTimeout(r, 1000));
await stop(srv); await deleteSessions(c, s); await c.end();
