import type { HandoverDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { systemKeys } from './query-keys';

/** GET /api/siteadmin/sites/{siteId}/handovers: the site's handovers, newest first. */
export function getSiteHandovers(siteId: number, signal?: AbortSignal): Promise<HandoverDto[]> {
  return api.get<HandoverDto[]>(apiPaths.handovers.ofSite(siteId), { signal });
}

/** The chosen site's handovers; nothing is asked until a site is chosen. */
export function useSiteHandovers(siteId: number | null) {
  return useQuery({
    queryKey: systemKeys.handovers(siteId ?? 0),
    queryFn: ({ signal }) => getSiteHandovers(siteId ?? 0, signal),
    enabled: siteId !== null,
  });
}
