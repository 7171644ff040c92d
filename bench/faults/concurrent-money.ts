// Money under concurrency: two server processes on one database record payments on the same
// units while both set the monthly dues amount (which charges this month) and the monthly
// accrual runs beside them, again and again, with this month's charges wiped between rounds so
// every round races for them. Afterwards, computed independently in SQL:
//   - every unit's balance from the API equals the sum of its ledger rows;
//   - no unit has two dues charges for one month, and every unit has this month's;
//   - every acknowledged payment is in the ledger once, with its amount.
//
//   TEST_DATABASE_URL=postgres://… node --import tsx bench/faults/concurrent-money.ts [--duration 6] [--writers 4]
import { periodOf } from '@aidat/shared';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { deleteBenchLedgerRows } from '../append-only.js';
import { runAccrual } from '../../apps/server/src/jobs/monthly-accrual.js';
import {
  type Answer,
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

const flags = numberFlags({ duration: 6, writers: 4 });
const verdict = new Verdict();
const tag = `para-${process.pid}`;
const period = periodOf(new Date());

const db = await createFaultDatabase();
const pool = new pg.Pool({ connectionString: db.url, max: 4 });
const accrualDb = await openDatabase({ databaseUrl: db.url, poolSize: 4 });
const [a, b] = await Promise.all([startApp(db.url), startApp(db.url)]);
try {
  const cookie = await sessionCookie(pool, await userIdByEmail(pool, 'sistem@aidat.local'));
  const sites = [
    { id: await siteIdByName(pool, 'Güneş Sitesi'), amount: 1250 },
    { id: await siteIdByName(pool, 'Deniz Sitesi'), amount: 900 },
  ];
  const { rows: unitRows } = await pool.query<{ id: number }>('select id from units order by id');
  const unitIds = unitRows.map((u) => u.id);
  const servers = [a, b];
  const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)];

  /** This month's dues charges of a site, gone: the next dues call and accrual race to recreate them. */
  const wipeThisMonth = (siteId: number) =>
    deleteBenchLedgerRows(
      pool,
      `delete from ledger_transactions where site_id = $1 and type = 'aidat_charge' and dues_period = $2 and reverses_id is null`,
      [siteId, period],
    );
  // The demo's approved işletme projesi sets this year's dues, and a manual dues change for one
  // of its months is refused (PRODUCT.md §13): this race is between the dues call, the accrual
  // and payments, so the budgets go, and the site's dues rule sets the month again.
  await pool.query('delete from budgets where site_id = any($1)', [sites.map((s) => s.id)]);
  for (const s of sites) await wipeThisMonth(s.id);

  const failures: Answer[] = [];
  const paid = new Map<string, { unitId: number; kurus: number }>();
  let sequence = 0;
  let duesCalls = 0;
  let accrualRuns = 0;
  let accrualCharged = 0;
  let rounds = 0;
  const latencies: number[] = [];
  const note = (answer: Answer) => {
    latencies.push(answer.ms);
    if (answer.status < 200 || answer.status >= 300) failures.push(answer);
  };

  const pay = async (server: (typeof servers)[number]) => {
    const unitId = pick(unitIds);
    const kurus = 1 + Math.floor(Math.random() * 50_000);
    const description = `${tag}-${++sequence}`;
    const answer = await call(server.url, 'POST', `/api/siteadmin/units/${unitId}/payments`, cookie, {
      kind: 'aidat',
      amount: kurus / 100,
      description,
    });
    note(answer);
    if (answer.status === 201) paid.set(description, { unitId, kurus });
  };
  const setDues = async (server: (typeof servers)[number], site: (typeof sites)[number]) => {
    duesCalls += 1;
    note(
      await call(server.url, 'POST', '/api/siteadmin/sites/dues-amount', cookie, {
        siteId: site.id,
        monthlyAmount: site.amount,
      }),
    );
  };
  const accrue = async () => {
    accrualRuns += 1;
    try {
      accrualCharged += (await runAccrual(accrualDb.db)).charged;
    } catch (err) {
      failures.push({ status: 0, ms: 0, error: `accrual: ${(err as Error).message}` });
    }
  };

  console.log(
    `concurrent-money: ${flags.writers} payment writers per server, 2 servers, ${flags.duration} s, period ${period}`,
  );
  const deadline = Date.now() + flags.duration * 1000;
  const until = (fn: () => Promise<void>) => async () => {
    while (Date.now() < deadline) await fn();
  };
  await Promise.all([
    ...servers.flatMap((server) =>
      Array.from(
        { length: flags.writers },
        until(() => pay(server)),
      ),
    ),
    ...servers.map((server) => until(() => setDues(server, pick(sites)))()),
    until(accrue)(),
    until(accrue)(),
    // Every so often a site loses this month's charges, so the race for them starts over.
    until(async () => {
      await sleep(700);
      await wipeThisMonth(pick(sites).id);
      rounds += 1;
    })(),
  ]);
  // The last round: both servers and two accruals at once on freshly wiped months, nothing after.
  // The demo's approved işletme projesi sets this year's dues, and a manual dues change for one
  // of its months is refused (PRODUCT.md §13): this race is between the dues call, the accrual
  // and payments, so the budgets go, and the site's dues rule sets the month again.
  await pool.query('delete from budgets where site_id = any($1)', [sites.map((s) => s.id)]);
  for (const s of sites) await wipeThisMonth(s.id);
  await Promise.all([...servers.flatMap((server) => sites.map((s) => setDues(server, s))), accrue(), accrue()]);

  console.log(
    `  ${paid.size} payments acknowledged, ${duesCalls} dues-amount calls, ${accrualRuns} accrual runs (${accrualCharged} charges), ${rounds + 1} wipe rounds`,
  );
  console.log(
    `  API latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
  const sample = failures.slice(0, 3).map((f) => `${f.status || ''} ${f.code ?? ''} ${f.error ?? ''}`.trim());
  verdict.check(
    failures.length === 0,
    `every call answered 2xx and every accrual ran (${failures.length} failures${sample.length ? `: ${sample.join('; ')}` : ''})`,
  );

  // Balances: from the API of each server, against the ledger summed here.
  const { rows: sums } = await pool.query<{ unit_id: number; kurus: string }>(
    `select u.id as unit_id, coalesce(sum(case when l.type like '%payment' then l.amount_kurus else -l.amount_kurus end), 0)::text as kurus
     from units u left join ledger_transactions l on l.unit_id = u.id group by u.id`,
  );
  const expected = new Map(sums.map((r) => [r.unit_id, Number(r.kurus)]));
  for (const server of servers) {
    const mismatched: string[] = [];
    for (const site of sites) {
      const res = await call(server.url, 'GET', `/api/siteadmin/units?siteId=${site.id}`, cookie);
      for (const unit of res.body?.data ?? []) {
        const apiKurus = Math.round(unit.outstanding * 100);
        if (apiKurus !== expected.get(unit.id))
          mismatched.push(`unit ${unit.id}: API ${apiKurus}, ledger ${expected.get(unit.id)}`);
      }
      verdict.check(
        res.status === 200 && (res.body?.data?.length ?? 0) > 0,
        `${server.url} lists the units of site ${site.id}`,
      );
    }
    verdict.check(
      mismatched.length === 0,
      `${server.url}: every unit's balance equals its ledger sum (${mismatched.slice(0, 3).join('; ') || 'all equal'})`,
    );
  }

  const { rows: doubles } = await pool.query(
    `select unit_id, dues_period, count(*) from ledger_transactions
     where type = 'aidat_charge' and reverses_id is null group by unit_id, dues_period having count(*) > 1`,
  );
  verdict.check(doubles.length === 0, `no unit has two dues charges for one month (${doubles.length} found)`);
  const { rows: missing } = await pool.query(
    `select u.id from units u where not exists (select 1 from ledger_transactions l
       where l.unit_id = u.id and l.type = 'aidat_charge' and l.dues_period = $1 and l.reverses_id is null)`,
    [period],
  );
  verdict.check(missing.length === 0, `every unit has this month's charge (${missing.length} without)`);

  const { rows: stored } = await pool.query<{ description: string; unit_id: number; kurus: string; n: number }>(
    `select description, min(unit_id) as unit_id, sum(amount_kurus)::text as kurus, count(*)::int as n
     from ledger_transactions where description like $1 group by description`,
    [`${tag}-%`],
  );
  const byDescription = new Map(stored.map((r) => [r.description, r]));
  const lost = [...paid].filter(([d, p]) => {
    const row = byDescription.get(d);
    return row?.n !== 1 || row.unit_id !== p.unitId || Number(row.kurus) !== p.kurus;
  });
  verdict.check(
    lost.length === 0 && stored.length === paid.size,
    `every acknowledged payment is stored once with its unit and amount (${lost.length} not)`,
  );
} finally {
  await Promise.all([a.stop(), b.stop()]);
  await accrualDb.close();
  await pool.end();
  await db.drop();
}
verdict.finish('concurrent-money');
