// The database goes away under load and comes back. The server reaches PostgreSQL through a TCP
// proxy; cutting the proxy drops every connection and refuses new ones, which is what a database
// restart looks like from the server's side. Checks:
//   - while the database is away, calls fail fast: a 503 ServiceUnavailable envelope within ~3 s,
//     no 500, no hang (and /readyz says 503);
//   - after it is back, the server recovers by itself: time to the first 2xx is printed, and from
//     then on every call succeeds;
//   - nothing answered 5xx other than 503, before, during or after.
//
//   TEST_DATABASE_URL=postgres://… node --import tsx bench/faults/database-outage.ts [--clients 8] [--cut 4]
import pg from 'pg';
import {
  type Answer,
  BASE_URL,
  call,
  createFaultDatabase,
  numberFlags,
  percentile,
  sessionCookie,
  siteIdByName,
  sleep,
  startApp,
  userIdByEmail,
  Verdict,
} from './support.js';
import { TcpProxy } from './tcp-proxy.js';

const flags = numberFlags({ clients: 8, cut: 4, warm: 2 });
const FAIL_FAST_MS = 3500;
const RECOVERY_LIMIT_MS = 15_000;
const verdict = new Verdict();

const db = await createFaultDatabase();
const pool = new pg.Pool({ connectionString: db.url, max: 2 });
const target = new URL(BASE_URL);
const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
const proxyPort = await proxy.listen();
const viaProxy = new URL(db.url);
viaProxy.hostname = '127.0.0.1';
viaProxy.port = String(proxyPort);
const app = await startApp(viaProxy.toString());
try {
  const resident = await userIdByEmail(pool, 'mehmet@aidat.local');
  const residentCookie = await sessionCookie(pool, resident);
  const adminCookie = await sessionCookie(pool, await userIdByEmail(pool, 'sistem@aidat.local'));
  const siteId = await siteIdByName(pool, 'Güneş Sitesi');
  const { rows: own } = await pool.query<{ id: number }>('select id from units where resident_user_id = $1', [
    resident,
  ]);
  const { rows: siteUnits } = await pool.query<{ id: number }>('select id from units where site_id = $1', [siteId]);

  interface Timed extends Answer {
    start: number;
    end: number;
    what: string;
  }
  const log: Timed[] = [];
  let stopping = false;
  let sequence = 0;
  const requests: Array<[string, () => Promise<Answer>]> = [
    ['GET /api/me/unit-debts', () => call(app.url, 'GET', '/api/me/unit-debts', residentCookie)],
    [
      'GET /api/me/unit-detail/{id}',
      () => call(app.url, 'GET', `/api/me/unit-detail/${own[sequence % own.length].id}`, residentCookie),
    ],
    ['GET /api/siteadmin/units', () => call(app.url, 'GET', `/api/siteadmin/units?siteId=${siteId}`, adminCookie)],
    [
      'POST /api/siteadmin/units/{id}/payments',
      () =>
        call(
          app.url,
          'POST',
          `/api/siteadmin/units/${siteUnits[sequence % siteUnits.length].id}/payments`,
          adminCookie,
          {
            kind: 'aidat',
            amount: 10,
            description: `kesinti-${sequence}`,
          },
        ),
    ],
  ];
  const client = async () => {
    while (!stopping) {
      const [what, send] = requests[++sequence % requests.length];
      const start = Date.now();
      const answer = await send();
      log.push({ ...answer, what, start, end: Date.now() });
      // Failing calls come back at once; pace them so the log measures the server, not a spin.
      if (answer.status >= 500) await sleep(20);
    }
  };

  console.log(`database-outage: ${flags.clients} clients, database cut for ${flags.cut} s after ${flags.warm} s`);
  const clients = Array.from({ length: flags.clients }, client);
  await sleep(flags.warm * 1000);
  const cutAt = Date.now();
  await proxy.cut();
  await sleep(Math.min(1000, flags.cut * 250));
  const ready = await call(app.url, 'GET', '/readyz', undefined);
  await sleep(flags.cut * 1000 - (Date.now() - cutAt));
  const restoredAt = Date.now();
  await proxy.restore();
  // Run on until the server has been back for two seconds (or give up).
  let firstOk: Timed | undefined;
  while (Date.now() - restoredAt < RECOVERY_LIMIT_MS) {
    firstOk ??= log.find((x) => x.start >= restoredAt && x.status >= 200 && x.status < 300);
    if (firstOk && Date.now() - firstOk.end > 2000) break;
    await sleep(100);
  }
  stopping = true;
  await Promise.all(clients);

  const before = log.filter((x) => x.end < cutAt);
  const during = log.filter((x) => x.start >= cutAt + 200 && x.end < restoredAt);
  const after = firstOk ? log.filter((x) => x.start > firstOk.end + 1000) : [];
  const tally = (xs: Timed[]) => {
    const counts = new Map<string, number>();
    for (const x of xs) {
      const key = x.status ? `${x.status} ${x.code ?? ''}`.trim() : (x.error ?? 'no answer');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts].map(([k, n]) => `${k}: ${n}`).join(', ') || 'none';
  };
  console.log(`  before the cut: ${before.length} calls (${tally(before)})`);
  console.log(
    `  while cut: ${during.length} calls (${tally(during)}), p50 ${percentile(
      during.map((x) => x.ms),
      50,
    ).toFixed(0)} ms, max ${Math.max(0, ...during.map((x) => x.ms)).toFixed(0)} ms`,
  );
  const recovery = firstOk ? firstOk.end - restoredAt : Number.NaN;
  console.log(`  time from restore to the first 2xx: ${(recovery / 1000).toFixed(2)} s`);
  console.log(`  after recovery: ${after.length} calls (${tally(after)})`);

  verdict.check(
    before.length > 0 && before.every((x) => x.status >= 200 && x.status < 300),
    'every call before the cut succeeded',
  );
  verdict.check(during.length > 0, 'calls were made while the database was away');
  verdict.check(
    during.every((x) => x.status === 503 && x.code === 'ServiceUnavailable'),
    'every call while the database was away answered 503 ServiceUnavailable',
  );
  verdict.check(
    during.every((x) => x.ms <= FAIL_FAST_MS),
    `every one of them within ${FAIL_FAST_MS} ms`,
  );
  verdict.check(ready.status === 503, `/readyz answered ${ready.status} while the database was away`);
  verdict.check(
    log.every((x) => x.status !== 0 && (x.status < 500 || (x.status === 503 && x.code === 'ServiceUnavailable'))),
    `no call hung, lost its connection or answered another 5xx (${tally(log.filter((x) => x.status === 0 || (x.status >= 500 && x.code !== 'ServiceUnavailable')))})`,
  );
  verdict.check(Number.isFinite(recovery) && recovery < RECOVERY_LIMIT_MS, 'the server recovered by itself');
  verdict.check(
    after.length > 0 && after.every((x) => x.status >= 200 && x.status < 300),
    'every call after recovery succeeded',
  );
  verdict.check(app.child.exitCode === null && app.child.signalCode === null, 'the server process survived');
} finally {
  await app.stop();
  await proxy.close();
  await pool.end();
  await db.drop();
}
verdict.finish('database-outage');
