import type { LedgerEntryDto } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { siteAdminKeys } from './query-keys';

export interface PaymentPayload {
  kind: 'aidat' | 'ekbutce';
  additionalChargeId?: number;
  amount: number | string | undefined;
  /** "YYYY-MM-DD"; absent means now. */
  date?: string;
  description?: string;
}

/** POST /api/siteadmin/units/{unitId}/payments. */
export function recordPayment(unitId: number, payload: PaymentPayload): Promise<LedgerEntryDto> {
  return api.post<LedgerEntryDto>(apiPaths.siteAdmin.unitPayments(unitId), payload);
}

export function useRecordPayment(siteId: number, unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PaymentPayload) => recordPayment(unitId, payload),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: siteAdminKeys.units(siteId) }),
        queryClient.invalidateQueries({ queryKey: siteAdminKeys.transactions(unitId) }),
      ]),
  });
}
