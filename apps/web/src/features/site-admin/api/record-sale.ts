import type { SaleAnswer, SaleBody } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { Idempotent } from './idempotent';
import { siteAdminKeys } from './query-keys';

/**
 * POST /api/siteadmin/units/{unitId}/sale: the new owners from `date`; the answer carries the
 * previous owners' final statement. Silent: the form shows a refusal on the row and field it names.
 */
export function recordSale(unitId: number, body: SaleBody, idempotencyKey?: string): Promise<SaleAnswer> {
  return api.post<SaleAnswer>(apiPaths.siteAdmin.unitSale(unitId), body, { idempotencyKey, silent: true });
}

export function useRecordSale(unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: siteAdminKeys.parties(unitId),
    mutationFn: ({ payload, idempotencyKey }: Idempotent<SaleBody>) => recordSale(unitId, payload, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: siteAdminKeys.parties(unitId) }),
  });
}
