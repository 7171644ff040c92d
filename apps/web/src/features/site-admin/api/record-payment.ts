import type { LedgerEntryDto, PaymentBody } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { siteAdminKeys } from './query-keys';
import type { Idempotent } from './idempotent';
import type { WithTypedAmount } from '../../../lib/amount-input';

/** The payment as typed; a date "YYYY-MM-DD", absent meaning now. */
export type PaymentPayload = WithTypedAmount<PaymentBody, 'amount'>;

/** POST /api/siteadmin/units/{unitId}/payments. */
export function recordPayment(
  unitId: number,
  payload: PaymentPayload,
  idempotencyKey?: string,
): Promise<LedgerEntryDto> {
  return api.post<LedgerEntryDto>(apiPaths.siteAdmin.unitPayments(unitId), payload, { idempotencyKey });
}

export function useRecordPayment(siteId: number, unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: Idempotent<PaymentPayload>) =>
      recordPayment(unitId, payload, idempotencyKey),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: siteAdminKeys.units(siteId) }),
        queryClient.invalidateQueries({ queryKey: siteAdminKeys.transactions(unitId) }),
      ]),
  });
}
