/**
 * What other modules and the jobs may use of the ledger: the balance expressions and reads the
 * resident's screens and the admins' unit list join into their own statements, and the queries
 * of the monthly accrual (jobs/monthly-accrual.ts). Everything else in this folder is the
 * ledger's own.
 */
export {
  balancesOfResident,
  type ChargeBalance,
  type LedgerEntryJson,
  type UnitBalanceRow,
  unitAccruesFees,
  unitLedgerColumns,
} from './ledger-read.repository.js';
// The one balance of a unit (payments − charges) for other modules' grouped queries.
export { balanceSum, owedKurus } from './posting/unit-balance.js';
export { type DuesMonth, openDuesMonths, openingDebtKurus } from './dues-settlement.js';
export { owedToday } from './owed-today.js';
export { runningBalancesKurus } from './running-balance.js';
export { fillChargedThroughFromLedger, lockAccrual, sitesDueForAccrual } from './accrual-state.repository.js';
export { promoteDueRules } from './dues-rule.repository.js';
export { withSiteDuesShares } from './dues-rule.service.js';
export { lateFeeSettingsBySite } from './late-fees/late-fees.service.js';
export { postInstallmentsDue } from './additional-charge-installments.js';
export { defaultAccountOf, setUpSiteBooks } from './accounts/site-books.repository.js';
export { debtorList } from './debtors/debtors.service.js';
export { siteNameOf } from './debtors/debtors.repository.js';
// Spreadsheet reading, for the site set-up import (site-admin/site-import).
export { readSheetFile, type SheetFile } from './bank-import/sheet-file.js';
export { type SheetCell, type SheetRow, cellAt } from './bank-import/sheet.js';
export { amountOfCell } from './bank-import/amounts.js';
export { foldWords } from './bank-import/fold.js';
// The posting path: every money row (the set-up import's opening balances, the jobs' accrual and late fees).
export { post, type PostEntry, postLateFeeMonthInBuckets } from './posting/post.js';
// What is owed today: the fees a payment today would post, read without writing.
export { accruedByUnit, accruedLateFees, accruedLateFeesOf } from './posting/accrued-fees.js';
