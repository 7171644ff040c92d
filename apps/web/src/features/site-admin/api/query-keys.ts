/** Cache keys of the admin panel; a money change invalidates the site's units (their balances). */
export const siteAdminKeys = {
  all: ['site-admin'] as const,
  sites: ['site-admin', 'sites'] as const,
  units: (siteId: number) => ['site-admin', 'units', siteId] as const,
  landShares: (siteId: number) => ['site-admin', 'land-shares', siteId] as const,
  duesRule: (siteId: number) => ['site-admin', 'dues-rule', siteId] as const,
  charges: (siteId: number) => ['site-admin', 'charges', siteId] as const,
  transactions: (unitId: number) => ['site-admin', 'transactions', unitId] as const,
  /** A unit's owners and tenants; their writes answer the whole list, which replaces it. */
  parties: (unitId: number) => ['site-admin', 'parties', unitId] as const,
  /** A unit's icra takibi (PRODUCT.md §21); its writes answer it whole, which replaces it. */
  enforcement: (unitId: number) => ['site-admin', 'enforcement', unitId] as const,
  /** A final statement, kept as given: never stale. */
  finalStatement: (unitId: number, id: number) => ['site-admin', 'final-statement', unitId, id] as const,
};
