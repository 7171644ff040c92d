/** Cache keys of the managers' card payments screen. */
export const cardCheckoutsKeys = {
  settings: (siteId: number) => ['card-checkouts', 'settings', siteId] as const,
  list: (siteId: number) => ['card-checkouts', 'list', siteId] as const,
  page: (siteId: number, status: string, page: number) => ['card-checkouts', 'list', siteId, status, page] as const,
};
