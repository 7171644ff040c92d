/**
 * The posting room's face to the other rooms of the ledger: post(), the one door every money row
 * goes through, and the one balance of a unit and of an account with what is read through them
 * (a unit's ledger, what is owed today, the months a payment settles). The statements that write
 * money rows stay inside (import rule 'posting-internals').
 */
export {
  type AdditionalChargeEntry,
  type PaymentEntry,
  type PostEntry,
  post,
  postLateFeeMonthInBuckets,
  type ReversalEntry,
  type ReversedRow,
  type TransferRow,
} from './post.js';
export { BALANCE_PARTS, balanceSum, owedKurus, rowBalance } from './unit-balance.js';
export { accountBalance, accountMoves } from './account-balance.js';
export {
  balancesOfResident,
  type ChargeBalance,
  type LedgerEntryJson,
  type UnitBalanceRow,
  unitAccruesFees,
  unitLedgerColumns,
} from './ledger-read.repository.js';
export { runningBalancesKurus } from './running-balance.js';
export { owedToday } from './owed-today.js';
export {
  type ChargeQueue,
  chargeQueue,
  type QueuedCharge,
  type QueuedPayment,
  settledOf,
} from './charge-queue.repository.js';
export {
  accruedByUnit,
  accruedLateFees,
  accruedLateFeesOf,
  keepFeeMarksIn,
  markSiteFees,
  markUnmarkedFeeSites,
} from './accrued-fees.js';
export {
  type DuesMonth,
  type OpenDuesMonth,
  openDuesMonths,
  openDuesMonthsFromOwed,
  openingDebtKurus,
} from './dues-settlement.js';
export { istanbulDay, resolveEntryDate } from './ledger-dates.js';
export { fillChargedThroughFromLedger, lockAccrual, sitesDueForAccrual } from './accrual-state.repository.js';
