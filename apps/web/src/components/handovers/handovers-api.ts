import type { HandoverDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../config/paths';
import { api } from '../../lib/api-client';

/** Cache keys of a site's handovers: read by 'Sistem Yönetimi' and 'Devir-Teslim', refreshed by a handover. */
export const handoverKeys = {
  all: ['handovers'] as const,
  ofSite: (siteId: number) => ['handovers', siteId] as const,
};

/** GET /api/siteadmin/sites/{siteId}/handovers: the site's handovers, newest first. */
export function getSiteHandovers(siteId: number, signal?: AbortSignal): Promise<HandoverDto[]> {
  return api.get<HandoverDto[]>(apiPaths.handovers.ofSite(siteId), { signal });
}

/** The site's handovers; nothing is asked until a site is chosen. */
export function useSiteHandovers(siteId: number | null) {
  return useQuery({
    queryKey: handoverKeys.ofSite(siteId ?? 0),
    queryFn: ({ signal }) => getSiteHandovers(siteId ?? 0, signal),
    enabled: siteId !== null,
  });
}
