import type { ExpenseDto, ExpensesPage } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths-common';
import { api } from '../../../lib/api-client';
import { siteBooksKeys } from './query-keys';

/** The API's largest page (MAX_PAGE_SIZE), written out: a resident page imports only types from @aidat/shared. */
const PAGE_SIZE = 200;

/** GET /api/me/sites/{siteId}/expenses?month=&page=: one page of the month's expense lines. */
export function getSiteExpensesPage(
  siteId: number,
  month: string,
  page: number,
  signal?: AbortSignal,
): Promise<ExpensesPage> {
  return api.get<ExpensesPage>(apiPaths.me.siteExpenses(siteId), {
    query: { month, page, pageSize: PAGE_SIZE },
    signal,
  });
}

/**
 * Every expense line of the month. The endpoint filters by month only, and a category's lines are
 * picked from these, so the month is read whole; a site's month is a few dozen lines, one page.
 */
export async function getSiteExpenses(siteId: number, month: string, signal?: AbortSignal): Promise<ExpenseDto[]> {
  const first = await getSiteExpensesPage(siteId, month, 1, signal);
  const rows = [...first.data];
  for (let page = 2; page <= first.totalPages; page++) {
    rows.push(...(await getSiteExpensesPage(siteId, month, page, signal)).data);
  }
  return rows;
}

/** Asked when a category is first opened (components/category-lines.tsx); the others reuse the answer. */
export function useSiteExpenses(siteId: number, month: string) {
  return useQuery({
    queryKey: siteBooksKeys.expenses(siteId, month),
    queryFn: ({ signal }) => getSiteExpenses(siteId, month, signal),
  });
}
