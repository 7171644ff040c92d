/**
 * The documents room's face (receipts, statements, the site's ledger, the debtor list): the
 * debtor list for the reminders, the site's name as the exports title it, and the books' part of the
 * site's archive with its accounts' balances (a handover, PRODUCT.md §19).
 */
export { debtorList } from './debtors/debtors.service.js';
export { siteNameOf } from './debtors/debtors.repository.js';
export { type BooksArchiveSource, booksArchiveEntries } from './site-archive/site-archive.js';
export { type ArchiveAccount, accountsAsOf } from './site-archive/site-archive.repository.js';
