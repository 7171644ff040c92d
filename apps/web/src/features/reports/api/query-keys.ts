/** Cache keys of 'Aylık Rapor'. */
export const reportKeys = {
  sites: ['reports', 'sites'] as const,
  monthly: (siteId: number, month: string) => ['reports', 'monthly', siteId, month] as const,
};
