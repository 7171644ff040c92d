import type { ExpensesQuery } from '@aidat/shared';

/** Cache keys of 'Giderler'; an expense write invalidates the site's lists (and their totals). */
export const expensesKeys = {
  accounts: (siteId: number) => ['expenses', 'accounts', siteId] as const,
  categories: (siteId: number) => ['expenses', 'categories', siteId] as const,
  lists: (siteId: number) => ['expenses', 'list', siteId] as const,
  list: (query: ExpensesQuery) => ['expenses', 'list', query.siteId, query] as const,
};
