import { addMonths, periodOf } from '@aidat/shared';
import type { Db } from '../db/client.js';
import {
  fillChargedThroughFromLedger,
  lockAccrual,
  post,
  promoteDueRules,
  sitesDueForAccrual,
} from '../modules/ledger/public.js';

export interface AccrualResult {
  /** Charges inserted by this run (0 when every unit is up to date). */
  charged: number;
  /** The month the run charged up to, "YYYY-MM". */
  currentPeriod: string;
}

/**
 * The monthly dues accrual: for every site with a monthly amount, charges each unit for every
 * month after the month the site is charged through (sites.dues_charged_through) up to the
 * current Istanbul month (only the current month for a site never charged). That is the regular
 * run on the first of a month and the catch-up after downtime in one rule: months before the last
 * accrual are never invented, and a unit is billed only for months that ended after it was created.
 *
 * Safe to run any number of times and from several instances at once: the advisory lock keeps
 * concurrent runs from doing the same work twice, the first run moves every site's month forward
 * in the same transaction, and the unique key on (month, unit) guarantees one charge whatever.
 */
export async function runAccrual(db: Db, now: Date = new Date()): Promise<AccrualResult> {
  const currentPeriod = periodOf(now);
  const charged = await db.transaction(async (tx) => {
    await lockAccrual(tx);
    await fillChargedThroughFromLedger(tx);
    // Only sites charged through an earlier month (or never), so every fromPeriod <= currentPeriod.
    const due = (await sitesDueForAccrual(tx, currentPeriod)).map((s) => ({
      siteId: s.siteId,
      fromPeriod: s.lastPeriod ? addMonths(s.lastPeriod, 1) : currentPeriod,
    }));
    // Pending dues changes whose month has come become the sites' rules once this run has charged
    // with them (the insert picks each month's rule itself), also when nothing was due.
    if (due.length === 0) {
      await promoteDueRules(tx, currentPeriod);
      return 0;
    }

    // "YYYY-MM" strings sort in calendar order.
    const earliest = due.map((s) => s.fromPeriod).sort()[0];
    const periods: string[] = [];
    for (let p = earliest; p <= currentPeriod; p = addMonths(p, 1)) periods.push(p);
    const [{ count: inserted }] = await post(tx, [{ kind: 'duesAccrual', sites: due, periods }], { by: null });
    await promoteDueRules(tx, currentPeriod);
    return inserted;
  });
  return { charged, currentPeriod };
}
