import { addMonths, periodOf, periodStart } from '@aidat/shared';
import type { Db } from '../db/client.js';
import { lockLateFees, postLateFees } from '../modules/ledger/public.js';

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
 * The monthly late-fee posting (PRODUCT.md §12): on the 1st, for every site with fees on, each
 * late charge gets its fee for the days of the month before, dated the 1st. Days before that
 * month are left to the fees already posted, so the run is bounded by one month of work. Safe to
 * run any number of times (start-up, a retry, two instances): the advisory lock serialises runs
 * and ledger_fee_uq posts a charge's fee for a month once.
 */
export async function runLateFees(db: Db, now: Date = new Date()): Promise<LateFeeJobResult> {
  const current = periodOf(now);
  const period = addMonths(current, -1);
  const posted = await db.transaction(async (tx) => {
    await lockLateFees(tx);
    return postLateFees(tx, {
      through: lastDayOf(period),
      windowFrom: lastDayOf(addMonths(period, -1)),
      postedAt: periodStart(current),
      unitId: null,
      settledBy: null,
      createdById: null,
    });
  });
  return { posted, period };
}
