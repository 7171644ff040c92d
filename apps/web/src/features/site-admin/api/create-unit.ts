import type { AdminUnitDto, CreateUnitBody } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { Idempotent } from './idempotent';
import { siteAdminKeys } from './query-keys';

/** POST /api/siteadmin/units with the form as typed: the server trims, defaults empty counts to 0 and answers every rule. */
export function createUnit(payload: NewUnitPayload, idempotencyKey?: string): Promise<AdminUnitDto> {
  return api.post<AdminUnitDto>(apiPaths.siteAdmin.units, payload, { idempotencyKey });
}

export type NewUnitPayload = CreateUnitBody & { siteId: number };

export function useCreateUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: Idempotent<NewUnitPayload>) => createUnit(payload, idempotencyKey),
    onSuccess: (_unit, { payload }) => queryClient.invalidateQueries({ queryKey: siteAdminKeys.units(payload.siteId) }),
  });
}
