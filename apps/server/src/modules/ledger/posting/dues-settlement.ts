/** A month of dues charged to a unit (reversed charges taken off), in kuruş. */
export interface DuesMonth {
  period: string;
  kurus: number;
}

/** A month still (partly) owed: its dues and what is left of them, in kuruş. */
export interface OpenDuesMonth extends DuesMonth {
  unpaidKurus: number;
}

/**
 * The months a unit still owes, oldest first: what it paid towards dues settles its months
 * oldest first (TBK art. 101: the earliest debt first). The debtor list and the resident's unit
 * detail both read a unit's months through this one rule, so they never disagree.
 *
 * `chargedKurus` is every dues charge of the unit (reversals taken off). What is not in a month is
 * an opening balance ('Devir bakiyesi', an `aidat_charge` without a month, from the site set-up
 * import): it is the unit's oldest debt, as the late fees take it (docs/shares-and-late-fees.md),
 * so payments settle it before any month.
 */
export function openDuesMonths(months: DuesMonth[], paidKurus: number, chargedKurus: number): OpenDuesMonth[] {
  const inMonths = months.reduce((sum, month) => sum + month.kurus, 0);
  const openingKurus = Math.max(chargedKurus - inMonths, 0);
  let left = paidKurus - openingKurus;
  const open: OpenDuesMonth[] = [];
  for (const month of months) {
    const settled = Math.min(Math.max(left, 0), month.kurus);
    left -= settled;
    if (settled < month.kurus) open.push({ ...month, unpaidKurus: month.kurus - settled });
  }
  return open;
}

/**
 * What is left of the opening balance (see openDuesMonths): payments settle it before any month,
 * so the months' list and this line add up to the dues owed.
 */
export function openingDebtKurus(months: DuesMonth[], paidKurus: number, chargedKurus: number): number {
  const inMonths = months.reduce((sum, month) => sum + month.kurus, 0);
  const openingKurus = Math.max(chargedKurus - inMonths, 0);
  return Math.max(openingKurus - Math.max(paidKurus, 0), 0);
}

/**
 * The same months from the newest end, given what the unit owes on dues (`owedKurus`: charged −
 * paid): payments settle oldest first, so what is owed is the newest dues (and, beyond every month,
 * the opening balance). A month is open while the months after it sum to less than what is owed,
 * and what it still owes is the rest of that, up to its dues. `newestFirst` must hold the unit's
 * months from its newest down to at least the first one this reaches (the months after it sum to
 * what is owed or more); openDuesMonths's answer for all of them, oldest first.
 */
export function openDuesMonthsFromOwed(newestFirst: readonly DuesMonth[], owedKurus: number): OpenDuesMonth[] {
  const open: OpenDuesMonth[] = [];
  let after = 0;
  for (const month of newestFirst) {
    if (after >= owedKurus) break;
    open.push({ ...month, unpaidKurus: Math.min(month.kurus, owedKurus - after) });
    after += month.kurus;
  }
  return open.reverse();
}
