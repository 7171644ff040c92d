import type { DebtorList } from '@aidat/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { type DebtorsEnforcement, debtorsKey } from '../../../lib/debtor-keys';

/** The list's filters as the JSON and the downloads take them; icra left out when both are wanted. */
export function debtorsQuery(minMonthsOverdue: number, enforcement: DebtorsEnforcement) {
  return enforcement === 'all' ? { minMonthsOverdue } : { minMonthsOverdue, enforcement };
}

/**
 * GET /api/siteadmin/sites/{siteId}/debtors?minMonthsOverdue=&enforcement=: the units that owe,
 * with since when and whether under icra.
 */
export function getDebtors(
  siteId: number,
  minMonthsOverdue: number,
  enforcement: DebtorsEnforcement,
  signal?: AbortSignal,
): Promise<DebtorList> {
  return api.get<DebtorList>(apiPaths.siteAdmin.debtors(siteId), {
    query: debtorsQuery(minMonthsOverdue, enforcement),
    signal,
  });
}

export function useDebtors(siteId: number, minMonthsOverdue: number, enforcement: DebtorsEnforcement) {
  return useQuery({
    queryKey: debtorsKey(siteId, minMonthsOverdue, enforcement),
    queryFn: ({ signal }) => getDebtors(siteId, minMonthsOverdue, enforcement, signal),
    // Changing the filter keeps the table on screen until the new list arrives.
    placeholderData: keepPreviousData,
  });
}
