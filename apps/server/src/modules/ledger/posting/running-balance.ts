import { isChargeType, type TransactionType } from '@aidat/shared';

/**
 * The running balance of a page of a unit's entries, newest first: the balance right after each
 * entry, given the balance right after the page's newest one (the unit's total minus what the
 * newer entries did, ledger-read.repository.ts newerKurus). A charge lowers the balance and a
 * payment raises it; a reversal's negative amount undoes its entry the same way.
 */
export function runningBalancesKurus(
  entriesNewestFirst: ReadonlyArray<{ type: string; amountKurus: number }>,
  balanceAfterNewestKurus: number,
): number[] {
  let balance = balanceAfterNewestKurus;
  return entriesNewestFirst.map((entry) => {
    const after = balance;
    const effect = isChargeType(entry.type as TransactionType) ? -entry.amountKurus : entry.amountKurus;
    balance -= effect;
    return after;
  });
}
