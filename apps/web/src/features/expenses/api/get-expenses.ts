import type { ExpensesPage, ExpensesQuery } from '@aidat/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { expensesKeys } from './query-keys';

/** GET /api/siteadmin/expenses: one page of the site's expenses, newest first, with the filter's total. */
export function getExpenses(query: ExpensesQuery, signal?: AbortSignal): Promise<ExpensesPage> {
  return api.get<ExpensesPage>(apiPaths.siteAdmin.expenses, {
    query: {
      siteId: query.siteId,
      month: query.month,
      categoryId: query.categoryId,
      page: query.page,
      pageSize: query.pageSize,
    },
    signal,
  });
}

export function useExpenses(query: ExpensesQuery) {
  return useQuery({
    queryKey: expensesKeys.list(query),
    queryFn: ({ signal }) => getExpenses(query, signal),
    // Paging keeps the table in place instead of flashing the loading state.
    placeholderData: keepPreviousData,
  });
}
