import type { MoveOutAnswer, MoveOutBody } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { Idempotent } from './idempotent';
import { siteAdminKeys } from './query-keys';

/**
 * POST /api/siteadmin/units/{unitId}/tenant/move-out: the tenancy ends on `date` (its last day) and
 * the answer is its final statement. Silent: the form shows a refusal on the field it names.
 */
export function moveOutTenant(unitId: number, body: MoveOutBody, idempotencyKey?: string): Promise<MoveOutAnswer> {
  return api.post<MoveOutAnswer>(apiPaths.siteAdmin.unitMoveOut(unitId), body, { idempotencyKey, silent: true });
}

export function useMoveOutTenant(unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: siteAdminKeys.parties(unitId),
    mutationFn: ({ payload, idempotencyKey }: Idempotent<MoveOutBody>) =>
      moveOutTenant(unitId, payload, idempotencyKey),
    // Done or refused (the tenant moved out meanwhile), the parties shown are out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: siteAdminKeys.parties(unitId) }),
  });
}
