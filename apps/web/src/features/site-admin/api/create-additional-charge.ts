import type { CreateAdditionalChargeBody, CreatedAdditionalChargeDto } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { siteAdminKeys } from './query-keys';
import type { Idempotent } from './idempotent';
import type { TypedAmount } from '../../../lib/amount-input';

/** The charge as typed; a date "YYYY-MM-DD", absent meaning today. */
export type CreateAdditionalChargePayload = Omit<CreateAdditionalChargeBody, 'amountPerUnit' | 'totalAmount'> & {
  siteId: number;
  /** SPEC's amount per unit, or with a split the total (PRODUCT.md §12): one of them, as typed. */
  amountPerUnit?: TypedAmount;
  totalAmount?: TypedAmount;
};

/** POST /api/siteadmin/additional-charges: the charge and one entry per unit of the site. */
export function createAdditionalCharge(
  payload: CreateAdditionalChargePayload,
  idempotencyKey?: string,
): Promise<CreatedAdditionalChargeDto> {
  return api.post<CreatedAdditionalChargeDto>(apiPaths.siteAdmin.additionalCharges, payload, { idempotencyKey });
}

export function useCreateAdditionalCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: Idempotent<CreateAdditionalChargePayload>) =>
      createAdditionalCharge(payload, idempotencyKey),
    onSuccess: (_charge, { payload }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: siteAdminKeys.charges(payload.siteId) }),
        queryClient.invalidateQueries({ queryKey: siteAdminKeys.units(payload.siteId) }),
      ]),
  });
}
