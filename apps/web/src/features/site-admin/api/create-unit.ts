import type { AdminUnitDto } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { siteAdminKeys } from './query-keys';

/** The new-unit form as typed: the server trims, defaults empty counts to 0 and answers every rule. */
export interface CreateUnitPayload {
  siteId: number;
  block: string;
  doorNumber: string;
  squareMeters: number | string;
  roomCount: number | string;
}

/** POST /api/siteadmin/units. */
export function createUnit(payload: CreateUnitPayload): Promise<AdminUnitDto> {
  return api.post<AdminUnitDto>(apiPaths.siteAdmin.units, payload);
}

export function useCreateUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUnit,
    onSuccess: (_unit, payload) => queryClient.invalidateQueries({ queryKey: siteAdminKeys.units(payload.siteId) }),
  });
}
