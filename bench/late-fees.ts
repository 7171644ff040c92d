// Times the monthly late-fee posting over every unit (PRODUCT.md §8: 1 M units in under 60 s).
// Turns fees on for every site (5 %, due on the 10th, from 2000-01-01), then runs the job as on the
// 1st of this month: the fees of last month for every charge the generated payments leave late
// (about one payment in twelve is missing, so those flats pay a month behind from then on). A
// second run must insert nothing (ledger_fee_uq, not a check in code). Afterwards the fee rows are
// deleted and every site's settings put back, so the data set is left as it was; run it after the
// HTTP benchmark, or VACUUM before it, since the delete leaves dead rows.
//
//   DATABASE_URL=postgres://… node --import tsx bench/late-fees.ts [--workers N]
import { parseArgs } from 'node:util';
import { periodOf, periodStart } from '@aidat/shared';
import { openDatabase } from '../apps/server/src/db/client.js';
import { deleteBenchLedgerRows } from './append-only.js';
import { LATE_FEE_WORKERS, runLateFees } from '../apps/server/src/jobs/monthly-late-fees.js';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    // Batches at once (the job's LATE_FEE_WORKERS by default; 1 for the one-at-a-time figure).
    workers: { type: 'string', default: String(LATE_FEE_WORKERS) },
  },
});
const databaseUrl = values['database-url'];
if (!databaseUrl) throw new Error('--database-url or DATABASE_URL is required');
const TARGET_SECONDS = 60;
const workers = Number(values.workers);

// As the job runs: LATE_FEE_WORKERS batches at once, each on its own connection.
const database = await openDatabase({ databaseUrl, poolSize: workers + 1 });
const pool = database.pool!;
// Noon of the 1st of this month, Istanbul: the run posts last month's fees.
const at = new Date(periodStart(periodOf(new Date())).getTime() + 12 * 3600_000);
const { rows: count } = await pool.query<{ units: number }>('select count(*)::int as units from units');
const unitsTotal = count[0].units;
// Everything the runs insert lies above this id, so the clean-up walks the primary key.
const { rows: top } = await pool.query<{ id: number }>('select coalesce(max(id), 0) as id from ledger_transactions');
const { rows: saved } = await pool.query(
  'select id, due_day, late_fee_enabled, late_fee_rate_bps, late_fee_from::text from sites',
);
await pool.query(
  `update sites set late_fee_enabled = true, late_fee_rate_bps = 500, due_day = 10, late_fee_from = '2000-01-01'`,
);

const timed = async () => {
  const t0 = performance.now();
  const result = await runLateFees(database.db, at, new Map(), workers);
  return { ...result, seconds: (performance.now() - t0) / 1000 };
};
let failed = false;
try {
  const first = await timed();
  const verdict = first.seconds < TARGET_SECONDS ? 'PASS' : 'MISS';
  const { rows: sum } = await pool.query<{ kurus: string }>(
    `select coalesce(sum(amount_kurus), 0)::text as kurus from ledger_transactions where id > $1 and type = 'gecikme_charge'`,
    [top[0].id],
  );
  console.log(
    `late fees ${first.period}: ${first.posted} fees (${(Number(sum[0].kurus) / 100).toFixed(2)} TL) posted in ` +
      `${first.seconds.toFixed(2)} s for ${unitsTotal} units, ${workers} batch(es) at once (target < ${TARGET_SECONDS} s at 1 M units: ${verdict} at this size)`,
  );
  if (unitsTotal >= 50_000) {
    console.log(`  ≈ ${((first.seconds / unitsTotal) * 1e6).toFixed(0)} s per 1 M units if linear`);
  }
  const second = await timed();
  console.log(`late fees ${second.period} again: ${second.posted} fees posted in ${second.seconds.toFixed(2)} s`);
  if (first.posted === 0 || second.posted !== 0) {
    console.error('FAILED: expected some fees, then none');
    failed = true;
  }
} finally {
  await deleteBenchLedgerRows(pool, `delete from ledger_transactions where id > $1 and type = 'gecikme_charge'`, [
    top[0].id,
  ]);
  await pool.query(
    `update sites s set due_day = b.due_day, late_fee_enabled = b.late_fee_enabled,
            late_fee_rate_bps = b.late_fee_rate_bps, late_fee_from = b.late_fee_from::date
     from json_to_recordset($1::json) as b(id int, due_day int, late_fee_enabled boolean, late_fee_rate_bps int, late_fee_from text)
     where s.id = b.id`,
    [JSON.stringify(saved)],
  );
  await database.close();
}
process.exit(failed ? 1 : 0);
