import type { Db, DbOrTx } from '../../../db/client.js';
import { siteUnitIdList } from '../../../db/site-unit-ids.js';
import { istanbulDay } from './ledger-dates.js';
import { type AccruedFee, accruedFeesOf } from './late-fees/accrued-fees.repository.js';
import { flushFeeMarks, nextUnmarkedFeeSite } from './late-fees/fee-mark-store.js';
import { unitsWithLateFees } from './late-fees/fee-statements.repository.js';

export type { AccruedFee };
/** The app keeps the read's shortcuts (settled fee history, not money) in the database while it runs. */
export { keepFeeMarksIn } from './late-fees/fee-mark-store.js';

/**
 * The late fees accrued to today on units' unpaid charges and not posted yet (PRODUCT.md §12: what
 * is owed is shown as of today). It writes nothing: the fees are posted when a payment settles
 * their charge, or on the 1st for the month before, by postFeesFromHistory's rule, which this read
 * computes from the units' rows (late-fees/accrued-fees.repository.ts), so paying what is shown
 * today leaves nothing owed that day. Most sites charge no fees: one cheap look spares them the
 * read.
 */
export async function accruedLateFees(db: DbOrTx, unitIds: readonly number[], now = new Date()): Promise<AccruedFee[]> {
  const charging = await unitsWithLateFees(db, [...unitIds]);
  if (charging.size === 0) return [];
  return accruedFeesOf(db, [...charging], istanbulDay(now));
}

/**
 * The same for units already known to accrue fees (a column of the caller's own statement,
 * ledger-read's unitAccruesFees): the resident's screens ask nothing when none does.
 */
export async function accruedLateFeesOf(
  db: DbOrTx,
  unitIdsWithFees: readonly number[],
  now = new Date(),
): Promise<AccruedFee[]> {
  return accruedFeesOf(db, unitIdsWithFees, istanbulDay(now));
}

/**
 * Reads the site's accrued fees once and writes the marks it leaves, after its fee settings were
 * saved: a new due day or lateFeeFrom makes every unit's mark of settled history stale (fee-marks.ts),
 * and a site whose fees were just turned on has none, so the manager's next debtor or units list
 * would read each unit's whole history (0.5–1 s at 2,000 units, bench/README.md). The save waits
 * for it, so the next list, on this instance or another, finds the marks in the database. Marks are
 * a shortcut, not money: a failure here only leaves the next list to read the whole histories.
 */
export async function markSiteFees(db: Db, siteId: number): Promise<void> {
  await accruedLateFees(db, await siteUnitIdList(db, siteId));
  await flushFeeMarks();
}

/**
 * Marks, site after site, the settled fee history of every site that charges late fees and has no
 * mark kept at all (fee-mark-store.ts, nextUnmarkedFeeSite), as saving its settings would; checked
 * again before each site, so instances starting together share the work. Stops between sites once
 * `stopped` says so. Returns the sites marked.
 */
export async function markUnmarkedFeeSites(db: Db, stopped: () => boolean = () => false): Promise<number[]> {
  const marked: number[] = [];
  let siteId = await nextUnmarkedFeeSite(db, 0);
  while (siteId !== null && !stopped()) {
    await markSiteFees(db, siteId);
    marked.push(siteId);
    siteId = await nextUnmarkedFeeSite(db, siteId);
  }
  return marked;
}

/** The accrued fees summed per unit, in kuruş. */
export function accruedByUnit(fees: readonly AccruedFee[]): Map<number, number> {
  const byUnit = new Map<number, number>();
  for (const f of fees) byUnit.set(f.unitId, (byUnit.get(f.unitId) ?? 0) + f.kurus);
  return byUnit;
}
