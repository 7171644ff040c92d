import type { AdminUnitDto, CreateUnitBody } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { siteAdminKeys } from './query-keys';

/** POST /api/siteadmin/units with the form as typed: the server trims, defaults empty counts to 0 and answers every rule. */
export function createUnit(payload: CreateUnitBody & { siteId: number }): Promise<AdminUnitDto> {
  return api.post<AdminUnitDto>(apiPaths.siteAdmin.units, payload);
}

export function useCreateUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUnit,
    onSuccess: (_unit, payload) => queryClient.invalidateQueries({ queryKey: siteAdminKeys.units(payload.siteId) }),
  });
}
