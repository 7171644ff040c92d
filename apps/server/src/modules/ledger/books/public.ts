/**
 * The books room's face (accounts, transfers, expenses, the monthly report): what the other rooms
 * use of a site's accounts and expense categories.
 */
export { accountRef, unitIdsOfSite } from './accounts/accounts.repository.js';
export { paymentAccount } from './accounts/payment-account.js';
export { defaultAccountOf, setUpSiteBooks } from './accounts/site-books.repository.js';
export { posAccountOf } from './accounts/pos-account.js';
export { categoriesOfSite, categoryNamed } from './expenses/expenses.repository.js';
