export const cacheKeys = {
  status: ['cache', 'status'] as const,
};
