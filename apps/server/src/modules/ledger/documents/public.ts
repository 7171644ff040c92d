/**
 * The documents room's face (receipts, statements, the site's ledger, the debtor list): the
 * debtor list for the reminders, and the site's name as the exports title it.
 */
export { debtorList } from './debtors/debtors.service.js';
export { siteNameOf } from './debtors/debtors.repository.js';
