// Mixed load on one real server process over PostgreSQL: residents opening their home screen and
// unit details, administrators listing units, sending notifications and recording payments, all
// at once from N concurrent clients. Prints req/s and latencies per kind of call; any error or
// non-2xx answer fails the run. Afterwards every acknowledged payment must be in the ledger.
//
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/load-mixed.ts [--clients 20] [--duration 8]
//   … --clients 200 --duration 30        (by hand)
import pg from 'pg';
import {
  type Answer,
  call,
  createFaultDatabase,
  numberFlags,
  peakRssMb,
  percentile,
  sessionCookie,
  siteIdByName,
  startApp,
  userIdByEmail,
  Verdict,
} from './faults/support.js';

const flags = numberFlags({ clients: 20, duration: 8 });
const verdict = new Verdict();
const tag = `yuk-${process.pid}`;

const db = await createFaultDatabase();
const client = new pg.Client({ connectionString: db.url });
await client.connect();
const app = await startApp(db.url);
try {
  // Every resident who lives somewhere, each with their units; the two demo administrators.
  const { rows: residents } = await client.query<{ user_id: number; unit_ids: number[] }>(
    `select resident_user_id as user_id, array_agg(id order by id) as unit_ids from units
     where resident_user_id is not null group by resident_user_id`,
  );
  const residentSessions: Array<{ cookie: string; unitIds: number[] }> = [];
  for (const r of residents)
    residentSessions.push({ cookie: await sessionCookie(client, r.user_id), unitIds: r.unit_ids });
  const gunes = await siteIdByName(client, 'Güneş Sitesi');
  const deniz = await siteIdByName(client, 'Deniz Sitesi');
  const { rows: unitRows } = await client.query<{ id: number; site_id: number }>('select id, site_id from units');
  const admins = [
    { cookie: await sessionCookie(client, await userIdByEmail(client, 'ayse@aidat.local')), siteId: gunes },
    { cookie: await sessionCookie(client, await userIdByEmail(client, 'sistem@aidat.local')), siteId: deniz },
  ].map((a) => ({ ...a, unitIds: unitRows.filter((u) => u.site_id === a.siteId).map((u) => u.id) }));

  const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)];
  const results = new Map<string, Answer[]>();
  const acknowledged: string[] = [];
  let sequence = 0;

  /** One call of the mix: 70 % resident screens, 30 % administration. */
  async function oneCall(): Promise<void> {
    const roll = Math.random();
    let kind: string;
    let answer: Answer;
    if (roll < 0.7) {
      const r = pick(residentSessions);
      const which = Math.floor(roll * 10) % 4;
      const path = [
        '/api/me/units',
        '/api/me/unit-debts',
        '/api/me/notifications',
        `/api/me/unit-detail/${pick(r.unitIds)}`,
      ][which];
      kind = which === 3 ? 'GET /api/me/unit-detail/{id}' : `GET ${path}`;
      answer = await call(app.url, 'GET', path, r.cookie);
    } else {
      const a = pick(admins);
      if (roll < 0.82) {
        kind = 'GET /api/siteadmin/units';
        answer = await call(app.url, 'GET', `/api/siteadmin/units?siteId=${a.siteId}`, a.cookie);
      } else if (roll < 0.88) {
        kind = 'POST /api/siteadmin/notifications';
        answer = await call(app.url, 'POST', '/api/siteadmin/notifications', a.cookie, {
          siteId: a.siteId,
          title: 'Yük testi',
          message: `Duyuru ${++sequence}`,
        });
      } else {
        kind = 'POST /api/siteadmin/units/{id}/payments';
        const description = `${tag}-${++sequence}`;
        answer = await call(app.url, 'POST', `/api/siteadmin/units/${pick(a.unitIds)}/payments`, a.cookie, {
          kind: 'aidat',
          amount: 10 + (sequence % 90) + 0.25,
          description,
        });
        if (answer.status >= 200 && answer.status < 300) acknowledged.push(description);
      }
    }
    if (!results.has(kind)) results.set(kind, []);
    results.get(kind)!.push(answer);
  }

  console.log(`load-mixed: ${flags.clients} clients for ${flags.duration} s on ${db.name}`);
  const started = performance.now();
  const deadline = started + flags.duration * 1000;
  await Promise.all(
    Array.from({ length: flags.clients }, async () => {
      while (performance.now() < deadline) await oneCall();
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const all = [...results.values()].flat();
  const line = (name: string, xs: Answer[]) => {
    const ms = xs.map((x) => x.ms);
    const bad = xs.filter((x) => x.status < 200 || x.status >= 300);
    return `${name.padEnd(40)} ${String(xs.length).padStart(7)} ${(xs.length / seconds).toFixed(0).padStart(7)} ${percentile(ms, 50).toFixed(1).padStart(8)} ${percentile(ms, 99).toFixed(1).padStart(8)} ${String(bad.length).padStart(7)}`;
  };
  console.log(
    `${'call'.padEnd(40)} ${'count'.padStart(7)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`,
  );
  for (const [name, xs] of [...results].sort()) console.log(line(name, xs));
  console.log(line('all', all));
  console.log(`server peak RSS: ${peakRssMb(app.child.pid!).toFixed(0)} MB`);

  const errors = all.filter((x) => x.status < 200 || x.status >= 300);
  const sample = errors.slice(0, 3).map((e) => `${e.status || e.error} ${e.code ?? ''}`);
  verdict.check(all.length > 0, `${all.length} calls answered`);
  verdict.check(
    errors.length === 0,
    `no errors or non-2xx answers (${errors.length}${sample.length ? `: ${sample.join('; ')}` : ''})`,
  );
  const { rows } = await client.query<{ description: string; n: number }>(
    'select description, count(*)::int as n from ledger_transactions where description like $1 group by description',
    [`${tag}-%`],
  );
  const stored = new Map(rows.map((r) => [r.description, r.n]));
  verdict.check(
    acknowledged.every((d) => stored.get(d) === 1) && stored.size === acknowledged.length,
    `every one of ${acknowledged.length} acknowledged payments is in the ledger exactly once`,
  );
} finally {
  await app.stop();
  await client.end();
  await db.drop();
}
verdict.finish('load-mixed');
