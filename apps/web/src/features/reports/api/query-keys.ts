/** Cache keys of 'Aylık Rapor'. */
export const reportKeys = {
  monthly: (siteId: number, month: string) => ['reports', 'monthly', siteId, month] as const,
};
