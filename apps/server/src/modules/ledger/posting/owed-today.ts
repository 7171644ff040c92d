import { owedKurus } from './unit-balance.js';

/** A unit's balances as the ledger reads them: payments − charges, in kuruş (negative: owed). */
export interface UnitBalances {
  totalKurus: number;
  duesKurus: number;
  /** The unit's balance on each ek bütçe. */
  chargeBalancesKurus: number[];
  /** Late fees accrued to today and not posted yet (posting/accrued-fees.ts), positive. */
  accruedFeeKurus: number;
}

/** What a unit owes today, in kuruş, positive, split as the screens list it. */
export interface OwedToday {
  /** Everything: the whole balance owed plus the fees accrued to today. 0 when nothing is owed. */
  totalKurus: number;
  /** The late fees owed today beyond the dues and ek bütçe lines (posted unpaid and accrued). */
  lateFeeKurus: number;
  /** The part of lateFeeKurus accrued to today and not posted yet. */
  accruedKurus: number;
}

/**
 * What is owed today (PRODUCT.md §12) and its late-fee line, the same for Tahsilat, the resident's
 * unit page and the debtor list. A payment settles a unit's oldest charges first and fees before
 * their charge, whatever it was recorded against, so the fees are what the dues and ek bütçe lines
 * do not cover of the total: paying every line leaves nothing owed that day.
 */
export function owedToday(b: UnitBalances): OwedToday {
  const totalKurus = owedKurus(b.totalKurus) + b.accruedFeeKurus;
  const onLines = owedKurus(b.duesKurus) + b.chargeBalancesKurus.reduce((sum, k) => sum + owedKurus(k), 0);
  const lateFeeKurus = Math.max(0, totalKurus - onLines);
  return { totalKurus, lateFeeKurus, accruedKurus: Math.min(b.accruedFeeKurus, lateFeeKurus) };
}
