/**
 * What other modules and the jobs may use of the ledger, handed on from its rooms' public files
 * (docs/ARCHITECTURE.md, "The ledger"): the balance expressions and reads the resident's screens
 * and the admins' unit list join into their own statements, post() for the set-up import's
 * opening balances and the jobs, the monthly accrual's queries, the debtor list for reminders and
 * the spreadsheet reading the set-up import shares. Everything else in this folder is the ledger's own.
 */
export {
  accruedByUnit,
  accruedLateFees,
  accruedLateFeesOf,
  balanceSum,
  balancesOfResident,
  type ChargeQueue,
  chargeQueue,
  type ChargeBalance,
  type DuesMonth,
  fillChargedThroughFromLedger,
  istanbulDay,
  type LedgerEntryJson,
  lockAccrual,
  markUnmarkedFeeSites,
  openDuesMonths,
  openingDebtKurus,
  owedKurus,
  owedToday,
  post,
  type PostEntry,
  postLateFeeMonthInBuckets,
  type QueuedCharge,
  type QueuedPayment,
  runningBalancesKurus,
  settledOf,
  sitesDueForAccrual,
  type UnitBalanceRow,
  unitAccruesFees,
  unitLedgerColumns,
} from './posting/public.js';
export { lateFeeSettingsBySite, postInstallmentsDue, promoteDueRules, withSiteDuesShares } from './charges/public.js';
export { categoryNamed, defaultAccountOf, posAccountOf, setUpSiteBooks } from './books/public.js';
export {
  type ArchiveAccount,
  accountsAsOf,
  type BooksArchiveSource,
  booksArchiveEntries,
  debtorList,
  siteNameOf,
} from './documents/public.js';
export {
  amountOfCell,
  cellAt,
  dateOfCell,
  foldWords,
  readSheetFile,
  type SheetCell,
  type SheetFile,
  type SheetRow,
} from './imports/public.js';
