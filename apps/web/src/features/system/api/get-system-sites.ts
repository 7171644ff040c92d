import type { SiteDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { systemKeys } from './query-keys';

/** GET /api/system/sites: every site, for the table and the administrator form's select. */
export function getSystemSites(signal?: AbortSignal): Promise<SiteDto[]> {
  return api.get<SiteDto[]>(apiPaths.system.sites, { signal });
}

export function useSystemSites() {
  return useQuery({ queryKey: systemKeys.sites, queryFn: ({ signal }) => getSystemSites(signal) });
}
