import type { EnforcementDto } from '@aidat/shared';
import { useQueryClient } from '@tanstack/react-query';
import { DEBTORS_KEY } from '../../../lib/debtor-keys';
import { siteAdminKeys } from './query-keys';

/**
 * What a start or end of a unit's icra (PRODUCT.md §21) leaves out of date: the unit's icra itself
 * (replaced by the answer; read again after a refusal, since a 409 means someone else changed it),
 * the site's unit list and the debtor list, which both show and sort by it.
 */
export function useEnforcementWritten(siteId: number, unitId: number) {
  const queryClient = useQueryClient();
  return {
    onSuccess: (answer: EnforcementDto) => queryClient.setQueryData(siteAdminKeys.enforcement(unitId), answer),
    onError: () => queryClient.invalidateQueries({ queryKey: siteAdminKeys.enforcement(unitId) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: siteAdminKeys.units(siteId) }),
        queryClient.invalidateQueries({ queryKey: DEBTORS_KEY }),
      ]),
  };
}
