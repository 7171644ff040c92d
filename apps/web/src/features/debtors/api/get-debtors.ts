import type { DebtorList } from '@aidat/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** GET /api/siteadmin/sites/{siteId}/debtors?minMonthsOverdue=: the units that owe, with since when. */
export function getDebtors(siteId: number, minMonthsOverdue: number, signal?: AbortSignal): Promise<DebtorList> {
  return api.get<DebtorList>(apiPaths.siteAdmin.debtors(siteId), { query: { minMonthsOverdue }, signal });
}

export function useDebtors(siteId: number, minMonthsOverdue: number) {
  return useQuery({
    queryKey: ['debtors', siteId, minMonthsOverdue] as const,
    queryFn: ({ signal }) => getDebtors(siteId, minMonthsOverdue, signal),
    // Changing the filter keeps the table on screen until the new list arrives.
    placeholderData: keepPreviousData,
  });
}
