import type { ExpenseCategoryDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { expensesKeys } from './query-keys';

/** GET /api/siteadmin/expense-categories?siteId=: the site's expense categories. */
export function getCategories(siteId: number, signal?: AbortSignal): Promise<ExpenseCategoryDto[]> {
  return api.get<ExpenseCategoryDto[]>(apiPaths.siteAdmin.expenseCategories, { query: { siteId }, signal });
}

export function useCategories(siteId: number) {
  return useQuery({
    queryKey: expensesKeys.categories(siteId),
    queryFn: ({ signal }) => getCategories(siteId, signal),
  });
}
