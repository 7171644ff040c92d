import type { LedgerEntryDto, ReverseBody } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { Idempotent } from './idempotent';
import { siteAdminKeys } from './query-keys';

/** POST /api/siteadmin/transactions/{id}/reverse: posts the negated entry. */
export function reverseTransaction(id: number, reason: string, idempotencyKey?: string): Promise<LedgerEntryDto> {
  const body: ReverseBody = { reason };
  return api.post<LedgerEntryDto>(apiPaths.siteAdmin.reverseTransaction(id), body, { idempotencyKey });
}

export function useReverseTransaction(siteId: number, unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: Idempotent<{ id: number; reason: string }>) =>
      reverseTransaction(payload.id, payload.reason, idempotencyKey),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: siteAdminKeys.units(siteId) }),
        queryClient.invalidateQueries({ queryKey: siteAdminKeys.transactions(unitId) }),
      ]),
  });
}
