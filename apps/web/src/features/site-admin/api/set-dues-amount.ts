import type { DuesAmountBody, DuesAmountResult } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { siteAdminKeys } from './query-keys';
import type { Idempotent } from './idempotent';
import type { WithTypedAmount } from '../../../lib/amount-input';

export type DuesAmountPayload = WithTypedAmount<DuesAmountBody, 'monthlyAmount'>;

/** POST /api/siteadmin/sites/dues-amount: stores the amount and charges this month where missing. */
export function setDuesAmount(payload: DuesAmountPayload, idempotencyKey?: string): Promise<DuesAmountResult> {
  return api.post<DuesAmountResult>(apiPaths.siteAdmin.duesAmount, payload, { idempotencyKey });
}

export function useSetDuesAmount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: Idempotent<DuesAmountPayload>) => setDuesAmount(payload, idempotencyKey),
    onSuccess: (_result, { payload }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: siteAdminKeys.sites }),
        queryClient.invalidateQueries({ queryKey: siteAdminKeys.units(payload.siteId) }),
      ]),
  });
}
