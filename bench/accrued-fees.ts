// Times the read of the late fees accrued to today (what the screens add to what is owed,
// PRODUCT.md §12; posting/late-fees/accrued-fees.repository.ts) on a generated database, one
// client on the requests' pool settings (JIT off), outside a transaction, and checks it against
// the whole-history statement without its insert (the read as it was, the property test's
// reference): one unit at a time for `--units` random units (each read once first, so both find its
// pages in memory), then `--lists` sizes of consecutive units (a site's debtor list). Prints p50
// and p99 of each and how many units' fees differ (must be 0). Reads only.
//
//   DATABASE_URL=postgres://… node --import tsx bench/accrued-fees.ts [--units 300] [--lists 100,2000] [--day 2026-11-28]
//     the whole-history statement is timed only for lists up to 100 units (2,000 took minutes)
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/server/src/db/client.js';
import { istanbulDay } from '../apps/server/src/modules/ledger/posting/ledger-dates.js';
import { accruedFeesOf } from '../apps/server/src/modules/ledger/posting/late-fees/accrued-fees.repository.js';
import { accruedFeesFromHistory } from '../apps/server/src/modules/ledger/posting/late-fees/accrued-fees.test-fixtures.js';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    units: { type: 'string', default: '300' },
    lists: { type: 'string', default: '100,2000' },
    day: { type: 'string', default: istanbulDay(new Date()) },
  },
});
const databaseUrl = values['database-url'];
if (!databaseUrl) throw new Error('--database-url or DATABASE_URL is required');
const day = values.day;
const at = new Date();

const database = await openDatabase({ databaseUrl, poolSize: 1 });
const { db } = database;
const pool = database.pool;
if (!pool) throw new Error('a PostgreSQL database is required');

const ms = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
  const t0 = performance.now();
  const result = await run();
  return [result, performance.now() - t0];
};
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))].toFixed(2);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const { rows } = await pool.query<{ id: number }>('select id from units order by random() limit $1', [
  Number(values.units),
]);
const before: number[] = [];
const now: number[] = [];
let fees = 0;
let differ = 0;
for (const { id } of rows) {
  await accruedFeesOf(db, [id], day);
  const [old, tOld] = await ms(() => accruedFeesFromHistory(db, [id], day, at));
  const [fresh, tNew] = await ms(() => accruedFeesOf(db, [id], day));
  before.push(tOld);
  now.push(tNew);
  fees += fresh.length;
  if (!same(old, fresh)) differ += 1;
}
console.log(
  `one unit × ${rows.length}: whole-history statement p50 ${pct(before, 0.5)} ms, p99 ${pct(before, 0.99)} ms; ` +
    `read p50 ${pct(now, 0.5)} ms, p99 ${pct(now, 0.99)} ms; ${fees} fees; ${differ} units differ`,
);

for (const size of values.lists.split(',').filter(Boolean).map(Number)) {
  const { rows: list } = await pool.query<{ id: number }>(
    'select id from units where id >= (select (random() * max(id))::int from units) order by id limit $1',
    [size],
  );
  const ids = list.map((u) => u.id);
  const [fresh] = await ms(() => accruedFeesOf(db, ids, day));
  const times: number[] = [];
  for (let i = 0; i < 5; i++) times.push((await ms(() => accruedFeesOf(db, ids, day)))[1]);
  let line = `${ids.length} consecutive units: read p50 ${pct(times, 0.5)} ms (5 runs), ${fresh.length} fees`;
  if (size <= 100) {
    const [old, tOld] = await ms(() => accruedFeesFromHistory(db, ids, day, at));
    line += `; whole-history statement ${tOld.toFixed(1)} ms, ${same(old, fresh) ? 'the same fees' : 'DIFFERENT FEES'}`;
  }
  console.log(line);
}
await database.close();
