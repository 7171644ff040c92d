// Times the monthly dues accrual over every unit (PRODUCT.md §8: 1 M units in under 30 s). The
// generated data is charged through the current month, so the job runs as on the first day of
// next month: the same work as a real month start. A second run must insert nothing (the unique
// key, not a check in code). One site in four gets an approved işletme projesi from next month
// (PRODUCT.md §13) first, so the run takes its units' dues from budget_unit_dues (the accrual's left
// join on its key) and the rest from the sites' rules; the budget's amount is the rule's plus one
// lira, so the run shows which one each unit got. Next month's charges and those budgets are
// deleted and each site's charged-through month is put back afterwards so the data set is left as
// it was; run this after the HTTP benchmark, or VACUUM before it, since the deletes leave dead rows.
//
//   DATABASE_URL=postgres://… node --import tsx bench/accrual.ts
import { parseArgs } from 'node:util';
import { addMonths, BUDGET_MONTHS, periodOf, periodStart } from '@aidat/shared';
import { openDatabase } from '../apps/server/src/db/client.js';
import { deleteBenchLedgerRows } from './append-only.js';
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

let budgetIds: number[] = [];

const timed = async () => {
  const t0 = performance.now();
  const result = await runAccrual(database.db, at);
  return { charged: result.charged, seconds: (performance.now() - t0) / 1000 };
};
let failed = false;
try {
  // Approved budgets of next month's period on one site in four (by id) of those charging dues, each
  // unit's twelve months at the rule's amount plus one lira; set-based, as the 1 M-unit size needs.
  const today = new Date().toISOString().slice(0, 10);
  const { rows: budgetRows } = await pool.query<{ id: number }>(
    `insert into budgets (site_id, period_start, period_end, status, served_at, decision_no, decided_at, applies_from)
     select id, $1, $2, 'approved', $3::date, 'bench', $3::date, $1 from sites where monthly_dues_kurus > 0 and id % 4 = 0
     returning id`,
    [nextPeriod, addMonths(nextPeriod, BUDGET_MONTHS - 1), today],
  );
  budgetIds = budgetRows.map((r) => r.id);
  const { rowCount: budgetDueRows } = await pool.query(
    `insert into budget_unit_dues (budget_id, unit_id, period, amount_kurus)
     select b.id, u.id, to_char(to_date($1, 'YYYY-MM') + make_interval(months => m), 'YYYY-MM'), s.monthly_dues_kurus + 100
     from budgets b join sites s on s.id = b.site_id join units u on u.site_id = s.id
     cross join generate_series(0, ${BUDGET_MONTHS - 1}) as m
     where b.id = any($2::int[])`,
    [nextPeriod, budgetIds],
  );
  await pool.query('analyze budgets; analyze budget_unit_dues');
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
  // Each charge at its budget's amount where the unit has one for the month, else at the rule's.
  const { rows: byBudget } = await pool.query<{ budgeted: number; wrong: number }>(
    `select count(*) filter (where b.unit_id is not null)::int as budgeted,
            count(*) filter (where t.amount_kurus <> coalesce(b.amount_kurus, s.monthly_dues_kurus))::int as wrong
     from ledger_transactions t join sites s on s.id = t.site_id
     left join budget_unit_dues b on b.unit_id = t.unit_id and b.period = t.dues_period
     where t.id > $1 and t.type = 'aidat_charge' and t.dues_period = $2`,
    [top[0].id, nextPeriod],
  );
  console.log(
    `  ${byBudget[0].budgeted} of them at an approved budget's amount (${budgetIds.length} sites, ` +
      `${budgetDueRows} budget_unit_dues rows), the rest at the sites' rules`,
  );
  const second = await timed();
  console.log(`accrual ${nextPeriod} again: ${second.charged} rows inserted in ${second.seconds.toFixed(2)} s`);
  if (first.charged !== expected || second.charged !== 0) {
    console.error(`FAILED: expected ${expected} then 0 rows`);
    failed = true;
  }
  if (byBudget[0].wrong !== 0 || (budgetIds.length > 0 && byBudget[0].budgeted === 0)) {
    console.error(`FAILED: ${byBudget[0].wrong} charges at neither the budget's nor the rule's amount`);
    failed = true;
  }
} finally {
  await deleteBenchLedgerRows(
    pool,
    `delete from ledger_transactions where id > $1 and type = 'aidat_charge' and dues_period = $2`,
    [top[0].id, nextPeriod],
  );
  // The budgets' unit dues go with them (on delete cascade).
  await pool.query('delete from budgets where id = any($1::int[])', [budgetIds]);
  await pool.query(
    `update sites s set dues_charged_through = b.through
     from json_to_recordset($1::json) as b(id int, through text)
     where s.id = b.id and s.dues_charged_through is distinct from b.through`,
    [JSON.stringify(chargedThrough)],
  );
  await database.close();
}
process.exit(failed ? 1 : 0);
