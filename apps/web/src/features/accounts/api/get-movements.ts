import type { AccountMovementsPage, MovementsQuery } from '@aidat/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { booksKeys } from '../../../lib/books-keys';

/** The screen's query: a page and the days it is limited to, blank days left out. */
export type MovementsFilter = MovementsQuery & { page: number; pageSize: number; from?: string; to?: string };

/** GET /api/siteadmin/accounts/{id}/movements: one page, newest first, with running balances and totals. */
export function getMovements(
  accountId: number,
  query: MovementsFilter,
  signal?: AbortSignal,
): Promise<AccountMovementsPage> {
  return api.get<AccountMovementsPage>(apiPaths.books.accountMovements(accountId), { query, signal });
}

export function useMovements(accountId: number, query: MovementsFilter) {
  return useQuery({
    queryKey: booksKeys.movements(accountId, query),
    queryFn: ({ signal }) => getMovements(accountId, query, signal),
    // Paging keeps the current page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
