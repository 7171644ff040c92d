// The documents of PRODUCT.md §11 on one site of 2,000 units (§8): a receipt PDF's server CPU, the
// debtor list (JSON) and its .xlsx, the monthly report, and the site ledger .xlsx for a month (and,
// for information, for a year: the longest range it allows). The site is made set-based next to
// whatever the database holds (24 months of dues and payments with receipt numbers, one ek bütçe,
// a few reversals) and deleted at the end. The real service functions run in this process, so its
// CPU time is the server's; PostgreSQL's own time shows in the wall times only.
//
// Prints figures with the §8 targets; a missed target is a MISS and never fails the run.
//
//   DATABASE_URL=postgres://… node --import tsx bench/documents.ts [--units 2000] [--months 24] [--receipts 50]
//     [--late-fees]   the site charges late fees (5 % a month, due on the 10th) from before its first
//                     month: the debtor list and the units list are timed with every fee accrued and
//                     none posted (the days after fees are turned on), then the 1st's run posts them
//                     through last month (runLateFees catching the site up; other sites with fees on
//                     get last month's) and the figures below read only this month's fees accrued
//     [--keep]        the site is left in the database (its id printed), to profile its reads after
import { parseArgs } from 'node:util';
import { addMonths, periodOf, periodStart } from '@aidat/shared';
import { openDatabase } from '../apps/server/src/db/client.js';
import { deleteBenchLedgerRows } from './append-only.js';
import { ok } from '../apps/server/src/lib/envelope.js';
import type { SessionUser } from '../apps/server/src/lib/sessions.js';
import { setUpSiteBooks } from '../apps/server/src/modules/ledger/books/accounts/site-books.repository.js';
import { debtorsXlsx } from '../apps/server/src/modules/ledger/documents/debtors/debtor-files.js';
import { debtorList } from '../apps/server/src/modules/ledger/documents/debtors/debtors.service.js';
import { managerReceipt } from '../apps/server/src/modules/ledger/documents/receipts/receipts.service.js';
import { managerMonthlyReport } from '../apps/server/src/modules/ledger/books/reports/reports.service.js';
import { siteLedgerFile } from '../apps/server/src/modules/ledger/documents/site-ledger/site-ledger.service.js';
import { listUnits } from '../apps/server/src/modules/site-admin/units.service.js';
import { LATE_FEE_WORKERS, runLateFees } from '../apps/server/src/jobs/monthly-late-fees.js';
import { forgetFeeMarks } from '../apps/server/src/modules/ledger/posting/late-fees/fee-marks.js';
import { markUnmarkedFeeSites } from '../apps/server/src/modules/ledger/posting/accrued-fees.js';
import {
  flushFeeMarks,
  forgetStoredFeeMarks,
  keepFeeMarksIn,
} from '../apps/server/src/modules/ledger/posting/late-fees/fee-mark-store.js';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    units: { type: 'string', default: '2000' },
    months: { type: 'string', default: '24' },
    receipts: { type: 'string', default: '50' },
    'late-fees': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const databaseUrl = values['database-url'];
if (!databaseUrl) throw new Error('--database-url or DATABASE_URL is required');
const units = Number(values.units);
const months = Number(values.months);
const receipts = Number(values.receipts);

// PRODUCT.md §8, part two, for a site of 2,000 units.
const TARGET = { receiptCpuMs: 50, debtorsMs: 300, reportMs: 300, debtorsXlsxMs: 2000 };
const MONTH_NAME = `(array['Ocak','Şubat','Mart','Nisan','Mayıs','Haziran','Temmuz','Ağustos','Eylül','Ekim','Kasım','Aralık'])[extract(month from p.m)::int] || ' ' || extract(year from p.m)::int`;

const started = performance.now();
const database = await openDatabase({ databaseUrl, poolSize: 2 });
// As the server does: the reads' settled prefixes are kept in the database too (fee-mark-store.ts).
const stopKeepingFeeMarks = keepFeeMarksIn(database);
const pool = database.pool!;
const current = periodOf(new Date());
const firstPeriod = addMonths(current, -(months - 1));
// The last whole month: its charges and payments are all in.
const lastMonth = addMonths(current, -1);

/** A site of `units` units with a manager, its books opened at the first month, filled set-based. */
async function makeSite(): Promise<{ siteId: number; manager: SessionUser }> {
  const { rows: site } = await pool.query<{ id: number }>(
    `insert into sites (name, address, block_count, unit_count, monthly_dues_kurus, dues_charged_through)
     values ($1, 'Belge Sok. No:1 Kadıköy, İstanbul', 8, $2, 125000, $3) returning id`,
    [`Belge Benchmark Sitesi ${process.pid}`, units, current],
  );
  const siteId = site[0].id;
  await setUpSiteBooks(database.db, siteId, periodStart(firstPeriod));
  const { rows: user } = await pool.query<SessionUser>(
    `insert into users (full_name, phone, role) values ('Belge Yöneticisi', $1, 'Admin')
     returning id, full_name as "fullName", email, phone, role, is_blocked as "isBlocked"`,
    [`+90599${String(process.pid).padStart(7, '0').slice(-7)}`],
  );
  const manager = user[0];
  await pool.query('insert into site_admins (site_id, user_id) values ($1, $2)', [siteId, manager.id]);
  await pool.query(
    `insert into units (site_id, block, door_number, square_meters, room_count, resident_full_name)
     select $1, chr(65 + (u - 1) % 8), ((u - 1) / 8 + 1)::text, 80 + u % 70, 2 + u % 3, 'Sakin ' || u
     from generate_series(1, $2::int) u`,
    [siteId, units],
  );
  const range = [siteId, `${firstPeriod}-01`, `${current}-01`];
  await pool.query(
    `insert into ledger_transactions (unit_id, site_id, type, description, occurred_at, amount_kurus, dues_period)
     select u.id, u.site_id, 'aidat_charge', ${MONTH_NAME} || ' Aidatı', p.m - interval '3 hours', 125000, to_char(p.m, 'YYYY-MM')
     from units u cross join generate_series($2::date, $3::date, interval '1 month') as p(m)
     where u.site_id = $1`,
    range,
  );
  // About one payment in twelve is missing, so the debtor list has rows; each by the manager.
  await pool.query(
    `insert into ledger_transactions (unit_id, site_id, type, description, occurred_at, amount_kurus, account_id, method, created_by)
     select u.id, u.site_id, 'aidat_payment', 'Aidat ödemesi', p.m + interval '5 days' + (u.id % 600) * interval '1 minute', 125000, a.id, 'havale', $4
     from units u join accounts a on a.site_id = u.site_id and a.is_default
     cross join generate_series($2::date, $3::date, interval '1 month') as p(m)
     where u.site_id = $1 and (u.id + extract(month from p.m)::int) % 12 <> 0 and p.m + interval '5 days' < now()`,
    [...range, manager.id],
  );
  const chargedAt = `${addMonths(current, -Math.min(2, months - 1))}-01`;
  await pool.query(
    `with charge as (
       insert into additional_charges (site_id, title, amount_per_unit_kurus, charged_at, created_by)
       values ($1, 'Çatı Onarımı', 250000, $2::date - interval '3 hours', $3) returning id, charged_at
     ), charged as (
       insert into ledger_transactions (unit_id, site_id, type, description, occurred_at, amount_kurus, additional_charge_id, created_by)
       select u.id, u.site_id, 'ekbutce_charge', 'Çatı Onarımı ek bütçesi', c.charged_at, 250000, c.id, $3
       from charge c cross join units u where u.site_id = $1
     )
     insert into ledger_transactions (unit_id, site_id, type, description, occurred_at, amount_kurus, additional_charge_id, account_id, method, created_by)
     select u.id, u.site_id, 'ekbutce_payment', 'Çatı Onarımı ödemesi', c.charged_at + interval '10 days', 250000, c.id, a.id, 'nakit', $3
     from charge c cross join units u join accounts a on a.site_id = u.site_id and a.is_default
     where u.site_id = $1 and u.id % 3 <> 0`,
    [siteId, chargedAt, manager.id],
  );
  // Receipt numbers as payments get them: per Istanbul year, in the order paid, with the counters
  // (and a verification code each: any 8 symbols do for the benchmark).
  await pool.query(
    `with numbered as (
       select l.id, extract(year from l.occurred_at at time zone 'Europe/Istanbul')::int as year,
              row_number() over (partition by extract(year from l.occurred_at at time zone 'Europe/Istanbul')
                                 order by l.occurred_at, l.id) as no
       from ledger_transactions l join units u on u.id = l.unit_id
       where u.site_id = $1 and l.account_id is not null
     ), updated as (
       update ledger_transactions l set receipt_year = n.year, receipt_no = n.no,
         receipt_code = upper(substr(md5(l.id::text), 1, 8))
       from numbered n where l.id = n.id returning n.year, n.no
     )
     insert into receipt_counters (site_id, year, last_no) select $1, year, max(no) from updated group by year`,
    [siteId],
  );
  // One payment in fifty of the last month reversed, as a mistaken payment is.
  await pool.query(
    `insert into ledger_transactions (unit_id, site_id, type, description, occurred_at, amount_kurus, reverses_id, account_id, method, created_by)
     select l.unit_id, l.site_id, l.type, 'İptal: ' || l.description || ' (Yanlış daire)', l.occurred_at + interval '1 day',
            -l.amount_kurus, l.id, l.account_id, l.method, $3
     from ledger_transactions l join units u on u.id = l.unit_id
     where u.site_id = $1 and l.type = 'aidat_payment' and l.occurred_at >= $2::date and l.id % 50 = 0`,
    [siteId, `${lastMonth}-01`, manager.id],
  );
  // As autovacuum leaves a site's older rows: all-visible, so sums read the ledger's unit index alone.
  await pool.query('vacuum analyze ledger_transactions');
  await pool.query('vacuum analyze units');
  return { siteId, manager };
}

const ms = (from: number) => performance.now() - from;
const fmt = (value: number) => value.toFixed(value < 10 ? 2 : 0);
const verdict = (value: number, target: number) => (value < target ? 'PASS' : 'MISS');
/** "YYYY-MM" → its last day, "YYYY-MM-DD". */
function lastDayOf(period: string): string {
  const [year, month] = period.split('-').map(Number);
  return `${period}-${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0')}`;
}
/** This process's peak resident memory so far (the kernel's high-water mark), for each line. */
const peak = () => `peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/** The median wall time of `runs` calls after one warm-up, and the last call's answer. */
/** The median of `runs` timed calls after one untimed; `before` runs before each call, untimed. */
async function timed<T>(
  runs: number,
  fn: () => Promise<T>,
  before: () => Promise<void> | void = () => {},
): Promise<{ ms: number; result: T }> {
  await before();
  let result = await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    await before();
    const t0 = performance.now();
    result = await fn();
    times.push(ms(t0));
  }
  return { ms: median(times), result };
}

/** No mark in memory or in the database: the next read is from the whole history. */
async function forgetAllFeeMarks(): Promise<void> {
  await forgetStoredFeeMarks(database.db);
  forgetFeeMarks();
}

let siteId: number | null = null;
let managerId: number | null = null;
try {
  const t0 = performance.now();
  const made = await makeSite();
  siteId = made.siteId;
  managerId = made.manager.id;
  const { manager } = made;
  const { rows: count } = await pool.query<{ n: number }>(
    'select count(*)::int as n from ledger_transactions l join units u on u.id = l.unit_id where u.site_id = $1',
    [siteId],
  );
  console.log(
    `site of ${units} units, ${months} months: ${count[0].n} ledger rows, made in ${(ms(t0) / 1000).toFixed(1)} s`,
  );
  if (values['late-fees']) {
    // Set after the rows are in: the fees are then all accrued to today, none posted yet, the
    // most an "owed today" read has to work out (the monthly posting would have posted most).
    await pool.query(
      `update sites set due_day = 10, late_fee_enabled = true, late_fee_rate_bps = 500, late_fee_from = $2::date - 1
       where id = $1`,
      [siteId, `${firstPeriod}-01`],
    );
    // Each time from the whole history: the marks of settled fee history (fee-marks.ts) forgotten.
    const none = await timed(
      3,
      async () => JSON.stringify(ok(await debtorList(database.db, manager, siteId!, {}))),
      forgetAllFeeMarks,
    );
    const noneUnits = await timed(3, async () => JSON.stringify(ok(await listUnits(database.db, manager, siteId!))));
    console.log(
      `late fees on, none posted: debtor list JSON ${fmt(none.ms)} ms, units list JSON ${fmt(noneUnits.ms)} ms, ` +
        `fees accrued to today ${JSON.parse(none.result).data.totals.lateFeeAccrued} TL, ${peak()}`,
    );
    // As the job runs at noon on the 1st of this month, catching the site up from its first
    // month: every fee through last month is posted, as payments and the 1st's runs would have.
    const t1 = performance.now();
    const at = new Date(periodStart(current).getTime() + 12 * 3600_000);
    const run = await runLateFees(database.db, at, new Map([[siteId, firstPeriod]]), LATE_FEE_WORKERS);
    console.log(`late fees through ${run.period} posted: ${run.posted} rows in ${(ms(t1) / 1000).toFixed(1)} s`);
    // As autovacuum does after that many inserts: the new fee rows all-visible to index-only sums.
    await pool.query('vacuum analyze ledger_transactions');
  }

  // Receipts: CPU of this process (the server's work: the query's answer, the PDF) around N renders.
  const { rows: payments } = await pool.query<{ id: number }>(
    `select l.id from ledger_transactions l join units u on u.id = l.unit_id
     where u.site_id = $1 and l.receipt_no is not null order by random() limit $2`,
    [siteId, receipts],
  );
  for (const p of payments.slice(0, 5)) await managerReceipt(database.db, manager, p.id);
  const cpu = process.cpuUsage();
  const wall = performance.now();
  let pdfBytes = 0;
  for (const p of payments) pdfBytes += (await managerReceipt(database.db, manager, p.id)).data.length;
  const used = process.cpuUsage(cpu);
  const cpuPer = (used.user + used.system) / 1000 / payments.length;
  console.log(
    `receipt PDF: ${fmt(cpuPer)} ms CPU per receipt (target < ${TARGET.receiptCpuMs} ms: ${verdict(cpuPer, TARGET.receiptCpuMs)}), ` +
      `${fmt(ms(wall) / payments.length)} ms wall, ${payments.length} receipts, ${(pdfBytes / payments.length / 1024).toFixed(0)} kB each, ${peak()}`,
  );

  // The debtor list four ways (posting/late-fees/fee-marks.ts): with no mark anywhere (each unit's
  // fees from its whole history: only a list that comes before the start-up marking of a site never
  // listed since marks are kept; saving the fee settings makes them before it answers), first after
  // a start (the marks in the database only), after every unit has changed since the last read (each
  // read after its settled prefix, as on the 1st after the month's dues), and again with nothing changed.
  const debtorsJson = async () => JSON.stringify(ok(await debtorList(database.db, manager, siteId!, {})));
  const whole = await timed(5, debtorsJson, forgetAllFeeMarks);
  // The start-up marking (jobs/mark-fee-history.ts) of the site with no mark anywhere, in the background
  // after a start: how long a list may come before it.
  await forgetAllFeeMarks();
  const m0 = performance.now();
  const markedSites = await markUnmarkedFeeSites(database.db);
  console.log(
    `start-up marking: ${fmt(ms(m0))} ms for ${markedSites.length} site(s) with no mark` +
      `${markedSites.includes(siteId) ? ', this one among them' : ', NOT this one'}, ${peak()}`,
  );
  const cold = await timed(5, debtorsJson, async () => {
    await flushFeeMarks();
    forgetFeeMarks();
  });
  // Each after the last read's marks are written (they are written after the read, on the
  // background pool: not part of its time, though they share the machine with the next).
  const changed = await timed(5, debtorsJson, async () => {
    await flushFeeMarks();
    forgetFeeMarks({ rowsOnly: true });
  });
  const debtors = await timed(5, debtorsJson, flushFeeMarks);
  console.log(
    `debtor list JSON: ${fmt(debtors.ms)} ms (target < ${TARGET.debtorsMs} ms: ${verdict(debtors.ms, TARGET.debtorsMs)}), ` +
      `every unit changed since the last read ${fmt(changed.ms)} ms (${verdict(changed.ms, TARGET.debtorsMs)}), ` +
      `first after a start ${fmt(cold.ms)} ms (${verdict(cold.ms, TARGET.debtorsMs)}), ` +
      `no mark anywhere (before the start-up marking) ${fmt(whole.ms)} ms (${verdict(whole.ms, TARGET.debtorsMs)}); ` +
      `${(debtors.result.length / 1024).toFixed(0)} kB, ${JSON.parse(debtors.result).data.rows.length} rows, ` +
      `fees accrued to today ${JSON.parse(debtors.result).data.totals.lateFeeAccrued} TL, ${peak()}`,
  );
  if ([whole, cold, changed].some((other) => other.result !== debtors.result))
    throw new Error('the debtor list differs between a read from the whole history and one after the marks');

  // The manager's 'Daireler' list: each unit's balance and the fees accrued to today, one snapshot.
  const unitList = await timed(5, async () => JSON.stringify(ok(await listUnits(database.db, manager, siteId!))));
  console.log(
    `units list JSON: ${fmt(unitList.ms)} ms (no target of its own; the debtor list's < ${TARGET.debtorsMs} ms: ` +
      `${verdict(unitList.ms, TARGET.debtorsMs)}), ${(unitList.result.length / 1024).toFixed(0)} kB, ${peak()}`,
  );

  const xlsx = await timed(3, async () =>
    debtorsXlsx(await debtorList(database.db, manager, siteId!, {}), { name: 'Bench Sitesi' }, new Date()),
  );
  console.log(
    `debtor list .xlsx: ${fmt(xlsx.ms)} ms (target < ${TARGET.debtorsXlsxMs} ms: ${verdict(xlsx.ms, TARGET.debtorsXlsxMs)}), ` +
      `${(xlsx.result.length / 1024).toFixed(0)} kB, ${peak()}`,
  );

  const report = await timed(5, () => managerMonthlyReport(database.db, manager, siteId!, lastMonth));
  console.log(
    `monthly report ${lastMonth}: ${fmt(report.ms)} ms (target < ${TARGET.reportMs} ms: ${verdict(report.ms, TARGET.reportMs)}), ${peak()}`,
  );

  const monthRange = { from: `${lastMonth}-01`, to: lastDayOf(lastMonth) };
  const monthLedger = await timed(3, () => siteLedgerFile(database.db, manager, siteId!, monthRange));
  console.log(
    `site ledger .xlsx ${lastMonth}: ${fmt(monthLedger.ms)} ms (no target of its own; the debtor .xlsx's < ${TARGET.debtorsXlsxMs} ms: ` +
      `${verdict(monthLedger.ms, TARGET.debtorsXlsxMs)}), ${(monthLedger.result.data.length / 1024).toFixed(0)} kB, ${peak()}`,
  );

  // Twelve whole months, about the longest range the route allows (366 days): for information, once.
  const wholeYear = { from: `${addMonths(current, -11)}-01`, to: lastDayOf(current) };
  const y0 = performance.now();
  const yearLedger = await siteLedgerFile(database.db, manager, siteId, wholeYear);
  console.log(
    `site ledger .xlsx ${wholeYear.from} to ${wholeYear.to}: ${fmt(ms(y0))} ms, ${(yearLedger.data.length / 1024).toFixed(0)} kB, ${peak()}`,
  );
  console.log(`documents: ${((performance.now() - started) / 1000).toFixed(1)} s in all`);
} finally {
  // The ledger first, through its unit index (no foreign key deletes it); the site's delete then
  // cascades over the rest.
  if (siteId !== null && values.keep) console.log(`site ${siteId} and manager ${managerId} kept`);
  else if (siteId !== null) {
    await deleteBenchLedgerRows(
      pool,
      'delete from ledger_transactions where unit_id in (select id from units where site_id = $1)',
      [siteId],
    );
    await pool.query('delete from sites where id = $1', [siteId]);
  }
  if (managerId !== null && !values.keep) await pool.query('delete from users where id = $1', [managerId]);
  await stopKeepingFeeMarks();
  await database.close();
}
