import type { LandShareTotalDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { siteAdminKeys } from './query-keys';

/** GET /api/siteadmin/sites/{siteId}/land-shares: whether the site's arsa payları add up to one. */
export function getLandShares(siteId: number, signal?: AbortSignal): Promise<LandShareTotalDto> {
  return api.get<LandShareTotalDto>(apiPaths.siteAdmin.landShares(siteId), { signal, silent: true });
}

export function useLandShares(siteId: number) {
  return useQuery({
    queryKey: siteAdminKeys.landShares(siteId),
    queryFn: ({ signal }) => getLandShares(siteId, signal),
  });
}
