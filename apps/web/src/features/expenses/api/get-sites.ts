import type { AdminSiteDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { expensesKeys } from './query-keys';

/** GET /api/siteadmin/sites: the sites the caller administers. */
export function getSites(signal?: AbortSignal): Promise<AdminSiteDto[]> {
  return api.get<AdminSiteDto[]>(apiPaths.siteAdmin.sites, { signal });
}

export function useSites() {
  return useQuery({ queryKey: expensesKeys.sites, queryFn: ({ signal }) => getSites(signal) });
}
