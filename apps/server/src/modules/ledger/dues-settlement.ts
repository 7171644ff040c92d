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
 */
export function openDuesMonths(months: DuesMonth[], paidKurus: number): OpenDuesMonth[] {
  let left = paidKurus;
  const open: OpenDuesMonth[] = [];
  for (const month of months) {
    const settled = Math.min(Math.max(left, 0), month.kurus);
    left -= settled;
    if (settled < month.kurus) open.push({ ...month, unpaidKurus: month.kurus - settled });
  }
  return open;
}
