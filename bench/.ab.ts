// A/B: same route, original server vs experiment copy, interleaved.
import pg from 'pg';
import { cpuMs, freePort, runScript, startServer, stop } from './processes.js';
import { createResidentSessions, deleteSessions } from './sessions.js';
const url = 'postgres://postgres@127.0.0.1:5432/aidat_bench_medium';
const route = process.argv[2] ?? '/api/me/unit-debts';
const c = new pg.Client({ connectionString: url });
await c.connect();
const s = await createResidentSessions(c, 500);
const servers: Record<string, any> = {};
for (const [name, entry] of [
  ['orig', process.argv[3]],
  ['exp', process.argv[4]],
]) {
  const port = await freePort();
  servers[name] = { port, child: await startServer(url, port, entry) };
}
for (let round = 0; round < 3; round++)
  for (const name of ['orig', 'exp']) {
    const { port, child } = servers[name];
    let t0 = 0;
    await runScript(
      'bench/load.ts',
      {
        connections: 20,
        duration: 5,
        warmup: 1,
        targets: [{ name, url: `http://127.0.0.1:${port}`, pairs: s.map((x) => ({ path: route, cookie: x.cookie })) }],
      },
      (l) => {
        const m = JSON.parse(l);
        if (m.start) t0 = cpuMs(child.pid);
        else
          console.log(
            name,
            'rps',
            m.rps.toFixed(0),
            'p99',
            m.p99.toFixed(1),
            'cpu ms/req',
            ((cpuMs(child.pid) - t0) / m.responses).toFixed(3),
            'non2xx',
            m.non2xx,
          );
      },
    );
  }
for (const x of Object.values(servers)) await stop(x.child);
await deleteSessions(c, s);
await c.end();
