import type { AdminUnitWithSharesDto, UpdateUnitBody } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { DEBTORS_KEY } from '../../../lib/debtor-keys';
import { siteAdminKeys } from './query-keys';

/**
 * PUT /api/siteadmin/units/{unitId} with the form as typed: the server trims and answers every rule.
 * Silent: the edit dialog shows a refusal itself, on the field it names.
 */
export function updateUnit(unitId: number, body: UpdateUnitBody): Promise<AdminUnitWithSharesDto> {
  return api.put<AdminUnitWithSharesDto>(apiPaths.siteAdmin.unit(unitId), body, { silent: true });
}

export function useUpdateUnit(siteId: number, unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUnitBody) => updateUnit(unitId, body),
    // A new share changes the site's sum as well as the unit's row; the icra flag starts or ends
    // the unit's icra today, which its 'İcra Takibi' and the debtor list show.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: siteAdminKeys.units(siteId) }),
        queryClient.invalidateQueries({ queryKey: siteAdminKeys.landShares(siteId) }),
        queryClient.invalidateQueries({ queryKey: siteAdminKeys.enforcement(unitId) }),
        queryClient.invalidateQueries({ queryKey: DEBTORS_KEY }),
      ]),
  });
}
