// The icra file (PRODUCT.md §21, enforcement-file.pdf) of one unit with `--rows` ledger rows
// (§23: 3,000, under 1 s): a site with late fees on and one unit of decades of monthly dues, each
// paid late and in part so the file lists many unpaid charges with their fees, some fees posted,
// the unit under icra for its last year. Made set-based next to whatever the database holds and
// deleted at the end. The service function the route calls runs in this process, the PDF too.
//
// Prints p50 and the slowest of `--runs` (after one warm-up) with the target; a miss is a MISS and
// never fails the run; an empty or unreadable PDF does (exit 1).
//
//   DATABASE_URL=postgres://… node --import tsx bench/enforcement-file.ts [--rows 3000] [--runs 5]
import { parseArgs } from 'node:util';
import { istanbulDay } from '@aidat/shared';
import { openDatabase } from '../apps/server/src/db/client.js';
import type { SessionUser } from '../apps/server/src/lib/sessions.js';
import { enforcementFile } from '../apps/server/src/modules/enforcement/enforcement-file.service.js';
import { setUpSiteBooks } from '../apps/server/src/modules/ledger/books/accounts/site-books.repository.js';
import { deleteBenchLedgerRows } from './append-only.js';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    rows: { type: 'string', default: '3000' },
    runs: { type: 'string', default: '5' },
  },
});
const databaseUrl = values['database-url'];
if (!databaseUrl) throw new Error('--database-url or DATABASE_URL is required');
const months = Math.ceil(Number(values.rows) / 3);
const runs = Number(values.runs);
const TARGET_MS = 1000;

const database = await openDatabase({ databaseUrl, poolSize: 2 });
const pool = database.pool;
if (!pool) throw new Error('a PostgreSQL database is required');
let siteId: number | null = null;
let managerId: number | null = null;
let failed = false;

try {
  const { rows: site } = await pool.query<{ id: number }>(
    `insert into sites (name, address, block_count, unit_count, monthly_dues_kurus, due_day, late_fee_enabled,
                        late_fee_rate_bps, late_fee_from)
     values ($1, 'İcra Sok. No:1 Kadıköy, İstanbul', 1, 1, 125000, 10, true, 500, '1990-01-01') returning id`,
    [`İcra Benchmark Sitesi ${process.pid}`],
  );
  siteId = site[0].id;
  const { rows: user } = await pool.query<SessionUser>(
    `insert into users (full_name, phone, role) values ('İcra Yöneticisi', $1, 'Admin')
     returning id, full_name as "fullName", email, phone, role, is_blocked as "isBlocked"`,
    [`+90597${String(process.pid).padStart(7, '0').slice(-7)}`],
  );
  const manager = user[0];
  managerId = manager.id;
  await pool.query('insert into site_admins (site_id, user_id) values ($1, $2)', [siteId, manager.id]);
  const { rows: unit } = await pool.query<{ id: number }>(
    `insert into units (site_id, block, door_number) values ($1, 'A', '1') returning id`,
    [siteId],
  );
  const unitId = unit[0].id;
  // Books from before the first month, so the payments have an account to go into.
  await setUpSiteBooks(database.db, siteId, new Date(Date.now() - (months + 1) * 31 * 86_400_000));
  // Months back from the last one: each charged on the 1st, paid two thirds late, and a posted
  // fee on every third month's charge: three rows a month.
  await pool.query(
    `with m as (
       select (date_trunc('month', now() at time zone 'Europe/Istanbul') - g * interval '1 month')::date as month, g
       from generate_series(1, $3::int) g
     ), charges as (
       insert into ledger_transactions (unit_id, site_id, type, description, occurred_at, amount_kurus, dues_period)
       select $1, $2, 'aidat_charge', to_char(month, 'YYYY-MM') || ' Aidatı',
              (month::timestamp at time zone 'Europe/Istanbul'), 125000, to_char(month, 'YYYY-MM')
       from m returning id, dues_period
     ), paid as (
       insert into ledger_transactions (unit_id, site_id, type, description, occurred_at, amount_kurus, account_id, method)
       select $1, $2, 'aidat_payment', 'Kısmi ödeme', ((month + 20)::timestamp at time zone 'Europe/Istanbul'), 80000,
              (select id from accounts where site_id = $2 and is_default), 'havale'
       from m returning 1
     )
     insert into ledger_transactions (unit_id, site_id, type, description, occurred_at, amount_kurus, fee_for_id, fee_through)
     select $1, $2, 'gecikme_charge', 'Gecikme tazminatı: ' || c.dues_period || ' Aidatı',
            ((to_date(c.dues_period, 'YYYY-MM') + interval '1 month')::timestamp at time zone 'Europe/Istanbul'),
            1500, c.id, (to_date(c.dues_period, 'YYYY-MM') + interval '1 month' - interval '1 day')::date
     from charges c`,
    [unitId, siteId, months],
  );
  await pool.query(
    `insert into unit_enforcements (unit_id, started_on, office, file_no)
     values ($1, (now() at time zone 'Europe/Istanbul')::date - 365, 'İstanbul 12. İcra Dairesi', '2025/1 E.')`,
    [unitId],
  );
  const { rows: count } = await pool.query<{ n: number }>(
    'select count(*)::int n from ledger_transactions where unit_id = $1',
    [unitId],
  );
  await pool.query('analyze ledger_transactions');

  const asOf = istanbulDay(new Date());
  const file = await enforcementFile(database.db, manager, unitId, asOf);
  if (file.data.length < 1000 || file.data.subarray(0, 5).toString() !== '%PDF-') failed = true;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await enforcementFile(database.db, manager, unitId, asOf);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const slowest = times[times.length - 1];
  console.log(
    `icra file of a unit with ${count[0].n} ledger rows: p50 ${times[Math.floor(times.length / 2)].toFixed(0)} ms, ` +
      `slowest ${slowest.toFixed(0)} ms of ${runs} (target ${TARGET_MS} ms${slowest > TARGET_MS ? ', MISS' : ''}); ` +
      `PDF ${(file.data.length / 1024).toFixed(0)} KB`,
  );
} finally {
  if (siteId !== null) {
    await deleteBenchLedgerRows(
      pool,
      'delete from ledger_transactions where unit_id in (select id from units where site_id = $1)',
      [siteId],
    );
    await pool.query('delete from sites where id = $1', [siteId]);
  }
  if (managerId !== null) await pool.query('delete from users where id = $1', [managerId]);
  await database.close();
}
if (failed) {
  console.error('FAILED: the file is not a PDF');
  process.exit(1);
}
