import type { ReverseBody, ReversedAdditionalChargeDto } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { Idempotent } from './idempotent';
import { siteAdminKeys } from './query-keys';

/** POST /api/siteadmin/additional-charges/{id}/reverse: undoes every charge of the ek bütçe. */
export function reverseAdditionalCharge(
  id: number,
  reason: string,
  idempotencyKey?: string,
): Promise<ReversedAdditionalChargeDto> {
  const body: ReverseBody = { reason };
  return api.post<ReversedAdditionalChargeDto>(apiPaths.siteAdmin.reverseAdditionalCharge(id), body, {
    idempotencyKey,
  });
}

export function useReverseAdditionalCharge(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: Idempotent<{ id: number; reason: string }>) =>
      reverseAdditionalCharge(payload.id, payload.reason, idempotencyKey),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: siteAdminKeys.charges(siteId) }),
        queryClient.invalidateQueries({ queryKey: siteAdminKeys.units(siteId) }),
      ]),
  });
}
