/** Cache keys of 'Sitemizin Hesapları'. The units' key is the home page's, so one fetch serves both. */
export const siteBooksKeys = {
  myUnits: ['me', 'units'] as const,
  report: (siteId: number, month: string) => ['site-books', 'report', siteId, month] as const,
  expenses: (siteId: number, month: string) => ['site-books', 'expenses', siteId, month] as const,
};
