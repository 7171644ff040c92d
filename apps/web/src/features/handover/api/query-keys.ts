/** Cache keys of 'Devir-Teslim': the site's kurul decisions, read by this screen only. */
export const handoverScreenKeys = {
  meetings: (siteId: number) => ['handover', 'meetings', siteId] as const,
};
