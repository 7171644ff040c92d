import type { AdminUnitDto } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { siteAdminKeys } from './query-keys';

export interface ResidentPayload {
  fullName: string;
  /** As masked in the form; the server normalises it. */
  phone: string;
  email?: string;
}

/** PUT /api/siteadmin/units/{unitId}/resident: links the phone's user or creates a Resident. */
export function assignResident(unitId: number, payload: ResidentPayload): Promise<AdminUnitDto> {
  return api.put<AdminUnitDto>(apiPaths.siteAdmin.unitResident(unitId), payload);
}

export function useAssignResident(siteId: number, unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ResidentPayload) => assignResident(unitId, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteAdminKeys.units(siteId) }),
  });
}
