import type { AdminSiteDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

/** The sites the signed-in admin administers, for the site selector. */
export function getAdminSites(signal?: AbortSignal): Promise<AdminSiteDto[]> {
  return api.get<AdminSiteDto[]>(apiPaths.siteAdmin.sites, { signal });
}

export function useAdminSites() {
  return useQuery({
    queryKey: notificationKeys.sites,
    queryFn: ({ signal }) => getAdminSites(signal),
    staleTime: 5 * 60_000,
  });
}
