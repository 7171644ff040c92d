import type { CreatedAdditionalChargeDto } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { siteAdminKeys } from './query-keys';

export interface CreateAdditionalChargePayload {
  siteId: number;
  title: string;
  amountPerUnit: number | string | undefined;
  /** "YYYY-MM-DD"; absent means today. */
  date?: string;
}

/** POST /api/siteadmin/additional-charges: the charge and one entry per unit of the site. */
export function createAdditionalCharge(payload: CreateAdditionalChargePayload): Promise<CreatedAdditionalChargeDto> {
  return api.post<CreatedAdditionalChargeDto>(apiPaths.siteAdmin.additionalCharges, payload);
}

export function useCreateAdditionalCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdditionalCharge,
    onSuccess: (_charge, payload) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: siteAdminKeys.charges(payload.siteId) }),
        queryClient.invalidateQueries({ queryKey: siteAdminKeys.units(payload.siteId) }),
      ]),
  });
}
