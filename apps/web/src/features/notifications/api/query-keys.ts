/** Cache keys of the notifications screen; mutations invalidate `all`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (siteId: number) => ['notifications', 'list', siteId] as const,
  sites: ['notifications', 'sites'] as const,
};
