// Times the monthly dues accrual over every unit (PRODUCT.md §8: 1 M units in under 30 s). The
// generated data is charged through the current month, so the job runs as on the first day of
// next month: the same work as a real month start. A second run must insert nothing (the unique
// key, not a check in code). Next month's charges are deleted and each site's charged-through
// month is put back afterwards so the data set is left as it was; run this after the HTTP benchmark, or VACUUM before it, since the delete leaves dead rows.
//
//   DATABASE_URL=postgres://… node --import tsx bench/accrual.ts
import { parseArgs } from 'node:util';
import { addMonths, periodOf, periodStart } from '@aidat/shared';
import { openDatabase } from '../apps/server/src/db/client.js';
import { runAccrual } from '../apps/server/src/jobs/monthly-accrual.js';

const { values } = parseArgs({
  options: { 'database-url': { type: 'string', default: process.env.DATABASE_URL } },
});
const databaseUrl = values['database-url'];
if (!databaseUrl) throw new Error('--database-url or DATABASE_URL is required');
const TARGET_SECONDS = 30;

const database = await openDatabase({ databaseUrl, poolSize: 1 });
const pool = database.pool!;
const nextPeriod = addMonths(periodOf(new Date()), 1);
// Noon of the 1st, Istanbul: safely inside the next month whatever the time zone arithmetic.
const at = new Date(periodStart(nextPeriod).getTime() + 12 * 3600_000);
const { rows } = await pool.query<{ units: number }>(
  'select count(*)::int as units from units u join sites s on s.id = u.site_id where s.monthly_dues_kurus > 0',
);
const expected = rows[0].units;
// Everything the runs insert lies above this id, so the clean-up walks the primary key, not 50 M rows.
const { rows: top } = await pool.query<{ id: number }>('select coalesce(max(id), 0) as id from ledger_transactions');
// The runs also move each site's charged-through month; the clean-up puts it back.
const { rows: chargedThrough } = await pool.query<{ id: number; through: string | null }>(
  'select id, dues_charged_through as through from sites',
);

const timed = async () => {
  const t0 = performance.now();
  const result = await runAccrual(database.db, at);
  return { charged: result.charged, seconds: (performance.now() - t0) / 1000 };
};
let failed = false;
try {
  const first = await timed();
  const verdict = first.seconds < TARGET_SECONDS ? 'PASS' : 'MISS';
  console.log(
    `accrual ${nextPeriod}: ${first.charged} rows inserted in ${first.seconds.toFixed(2)} s for ${expected} units ` +
      `(target < ${TARGET_SECONDS} s at 1 M units: ${verdict} at this size)`,
  );
  // A straight-line guess, and only from a size where fixed costs no longer dominate: index
  // depth grows with size, so the full-size run is the real figure.
  if (first.charged >= 50_000) {
    console.log(`  ≈ ${((first.seconds / first.charged) * 1e6).toFixed(0)} s per 1 M units if linear`);
  }
  const second = await timed();
  console.log(`accrual ${nextPeriod} again: ${second.charged} rows inserted in ${second.seconds.toFixed(2)} s`);
  if (first.charged !== expected || second.charged !== 0) {
    console.error(`FAILED: expected ${expected} then 0 rows`);
    failed = true;
  }
} finally {
  await pool.query(`delete from ledger_transactions where id > $1 and type = 'aidat_charge' and dues_period = $2`, [
    top[0].id,
    nextPeriod,
  ]);
  await pool.query(
    `update sites s set dues_charged_through = b.through
     from json_to_recordset($1::json) as b(id int, through text)
     where s.id = b.id and s.dues_charged_through is distinct from b.through`,
    [JSON.stringify(chargedThrough)],
  );
  await database.close();
}
process.exit(failed ? 1 : 0);
