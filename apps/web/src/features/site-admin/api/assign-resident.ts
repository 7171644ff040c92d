import type { AssignResidentBody, AssignResidentResult } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { siteAdminKeys } from './query-keys';

/**
 * PUT /api/siteadmin/units/{unitId}/resident: links the phone's user or creates a Resident. The
 * phone goes as masked in the form; the server normalises it.
 */
export function assignResident(unitId: number, payload: AssignResidentBody): Promise<AssignResidentResult> {
  return api.put<AssignResidentResult>(apiPaths.siteAdmin.unitResident(unitId), payload);
}

export function useAssignResident(siteId: number, unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: AssignResidentBody) => assignResident(unitId, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteAdminKeys.units(siteId) }),
  });
}
