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
  signedAmountKurus,
  type UnitBalanceRow,
  unitLedgerColumns,
} from './ledger-read.repository.js';
export { type DuesMonth, openDuesMonths } from './dues-settlement.js';
export { runningBalancesKurus } from './running-balance.js';
export {
  accrueMonths,
  fillChargedThroughFromLedger,
  lockAccrual,
  sitesDueForAccrual,
} from './ledger-write.repository.js';
export { promoteDueRules } from './dues-rule.repository.js';
export { withSiteDuesShares } from './dues-rule.service.js';
export { postMonthlyLateFees, runMonthlyLateFeeBatches } from './late-fees/late-fees-monthly.repository.js';
export { lateFeeSettingsBySite } from './late-fees/late-fees.service.js';
export { postInstallmentsDue } from './additional-charge-installments.js';
export { defaultAccountOf, setUpSiteBooks } from './accounts/site-books.repository.js';
export { debtorList } from './debtors/debtors.service.js';
// Spreadsheet reading and the ledger's posting path, for the site set-up import (site-admin/site-import).
export { readSheetFile, type SheetFile } from './bank-import/sheet-file.js';
export { type SheetCell, type SheetRow, cellAt } from './bank-import/sheet.js';
export { amountOfCell } from './bank-import/amounts.js';
export { foldWords } from './bank-import/fold.js';
export { post as postEntries, type PostEntry } from './posting/post.js';
