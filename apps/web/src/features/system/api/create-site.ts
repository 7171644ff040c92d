import type { CreateSiteInput, SiteDto } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { systemKeys } from './query-keys';

/** POST /api/system/sites. Silent: the card shows the server's reason next to the form. */
export function createSite(payload: CreateSiteInput): Promise<SiteDto> {
  return api.post<SiteDto>(apiPaths.system.sites, payload, { silent: true });
}

export function useCreateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemKeys.sites }),
  });
}
