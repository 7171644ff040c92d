/**
 * Query keys of the site's books (PRODUCT.md §10) that one feature reads and another invalidates:
 * a Tahsilat batch (features/collections) raises the accounts' balances that 'Hesaplar'
 * (features/accounts) shows, and both choose among the same sites and accounts.
 */
export const booksKeys = {
  all: ['books'] as const,
  accounts: (siteId: number) => ['books', 'accounts', siteId] as const,
  /** Every page and date range of every account's movements. */
  movementsAll: ['books', 'movements'] as const,
  movements: (accountId: number, query: object) => ['books', 'movements', accountId, query] as const,
  collections: (siteId: number) => ['books', 'collections', siteId] as const,
};

/**
 * The panel's unit list (features/site-admin/api/query-keys.ts `units`): a payment changes its
 * balances. Repeated here because features never import each other; keep the two in step.
 */
export const siteAdminUnitsKey = (siteId: number) => ['site-admin', 'units', siteId] as const;
