import { addMonths, periodOf, periodStart } from '@aidat/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { postLateFeeMonthInBuckets } from '../modules/ledger/public.js';

export interface LateFeeJobResult {
  /** Fee rows inserted by this run (0 when the month was posted before). */
  posted: number;
  /** The month the run posted fees for, "YYYY-MM". */
  period: string;
}

/** The last Istanbul day of a month, "YYYY-MM-DD". */
export function lastDayOf(period: string): string {
  const [y, m] = period.split('-').map(Number);
  // Day 0 of the next month is the last day of this one.
  return `${period}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/**
 * Batches posted at once on PostgreSQL, each on its own connection of the background pool: one per
 * core of the machines this runs on (PRODUCT.md §8). The embedded database has one connection.
 */
export const LATE_FEE_WORKERS = 2;

/** At most this many months of a site's fees are caught up in one run. */
const CATCH_UP_MONTHS = 12;

/**
 * Sites whose late fees of some month were never posted, with the first such month. The job runs
 * at start-up and on the 1st, and each run charges this month's dues and posts last month's fees,
 * so a site's dues_charged_through (before this run's accrual) is the month of its last run: the
 * fees are posted up to the month before it. When that is before last month, no instance ran in
 * the months between, and their fees are posted by this run. Read before the accrual moves it;
 * only sites that charge dues (the others' month does not move).
 */
export async function lateFeeCatchUp(db: Db, now: Date = new Date()): Promise<Map<number, string>> {
  const period = addMonths(periodOf(now), -1);
  const result = await db.execute(sql`
    select id, dues_charged_through as through from sites
    where late_fee_enabled and late_fee_from is not null and monthly_dues_kurus > 0
      and dues_charged_through < ${period}`);
  const rows = (result as unknown as { rows: Array<{ id: number; through: string }> }).rows;
  const earliest = addMonths(period, -CATCH_UP_MONTHS);
  // biome-ignore lint/complexity/useMathMinMax: "YYYY-MM" strings compare as text; Math.max would make them NaN.
  return new Map(rows.map((r) => [Number(r.id), r.through < earliest ? earliest : r.through]));
}

/**
 * The monthly late-fee posting (PRODUCT.md §12): on the 1st, for every site with fees on, each
 * late charge gets its fee for the days of the month before, dated the 1st. Days before that
 * month are left to the fees already posted, so the run is bounded by one month of work, except
 * for a site whose posting was missed (`missedFrom`, see lateFeeCatchUp): its fees start after
 * the last month posted. Safe to run any number of times (start-up, a retry, two instances): each
 * batch of units is posted under its lock (late-fee-locks.ts) and ledger_fee_uq posts a charge's fee
 * for a month once, so a run stopped half-way is completed by the next.
 */
export async function runLateFees(
  db: Db,
  now: Date = new Date(),
  missedFrom: ReadonlyMap<number, string> = new Map(),
  workers = 1,
): Promise<LateFeeJobResult> {
  const current = periodOf(now);
  const period = addMonths(current, -1);
  const posted = await postLateFeeMonthInBuckets(
    db,
    {
      period,
      through: lastDayOf(period),
      windowFrom: lastDayOf(addMonths(period, -1)),
      postedAt: periodStart(current),
      catchUp: new Map([...missedFrom].map(([siteId, from]) => [siteId, lastDayOf(addMonths(from, -1))])),
    },
    workers,
  );
  return { posted, period };
}
