import type { AddTenantBody, PartiesDto } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { ApiError, api } from '../../../lib/api-client';
import type { Idempotent } from './idempotent';
import { siteAdminKeys } from './query-keys';

/**
 * POST /api/siteadmin/units/{unitId}/tenant: a tenant moves in (409 while one is current). Silent:
 * the tenant form shows a refusal itself, on the field it names.
 */
export function addUnitTenant(unitId: number, body: AddTenantBody, idempotencyKey?: string): Promise<PartiesDto> {
  return api.post<PartiesDto>(apiPaths.siteAdmin.unitTenant(unitId), body, { idempotencyKey, silent: true });
}

export function useAddUnitTenant(unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: siteAdminKeys.parties(unitId),
    mutationFn: ({ payload, idempotencyKey }: Idempotent<AddTenantBody>) =>
      addUnitTenant(unitId, payload, idempotencyKey),
    // The answer is the unit's parties as they now are.
    onSuccess: (parties) => queryClient.setQueryData(siteAdminKeys.parties(unitId), parties),
    // A conflict (a tenant added meanwhile, from another screen) means the list shown is out of date.
    onError: (err) =>
      err instanceof ApiError && err.status === 409
        ? queryClient.invalidateQueries({ queryKey: siteAdminKeys.parties(unitId) })
        : undefined,
  });
}
