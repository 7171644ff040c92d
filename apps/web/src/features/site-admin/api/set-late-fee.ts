import type { LateFeeBody, LateFeeSettingsDto } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { siteAdminKeys } from './query-keys';

/** PUT /api/siteadmin/sites/{siteId}/late-fee: the site's late-fee settings (PRODUCT.md §12). */
export function setLateFee(siteId: number, body: LateFeeBody): Promise<LateFeeSettingsDto> {
  return api.put<LateFeeSettingsDto>(apiPaths.siteAdmin.lateFee(siteId), body);
}

export function useSetLateFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ siteId, body }: { siteId: number; body: LateFeeBody }) => setLateFee(siteId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteAdminKeys.sites }),
  });
}
