import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { siteAdminKeys } from './query-keys';

/** DELETE /api/siteadmin/units/{unitId}/resident: unlinks the resident (the account stays). */
export function removeResident(unitId: number): Promise<null> {
  return api.delete<null>(apiPaths.siteAdmin.unitResident(unitId));
}

export function useRemoveResident(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeResident,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteAdminKeys.units(siteId) }),
  });
}
