import type { PartiesDto, PutOwnersBody } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { Idempotent } from './idempotent';
import { siteAdminKeys } from './query-keys';

/**
 * PUT /api/siteadmin/units/{unitId}/owners: corrects the current owners. Silent: the owners form
 * shows a refusal itself, on the row and field it names.
 */
export function putUnitOwners(unitId: number, body: PutOwnersBody, idempotencyKey?: string): Promise<PartiesDto> {
  return api.put<PartiesDto>(apiPaths.siteAdmin.unitOwners(unitId), body, { idempotencyKey, silent: true });
}

export function usePutUnitOwners(unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: siteAdminKeys.parties(unitId),
    mutationFn: ({ payload, idempotencyKey }: Idempotent<PutOwnersBody>) =>
      putUnitOwners(unitId, payload, idempotencyKey),
    // The answer is the unit's parties as they now are.
    onSuccess: (parties) => queryClient.setQueryData(siteAdminKeys.parties(unitId), parties),
  });
}
