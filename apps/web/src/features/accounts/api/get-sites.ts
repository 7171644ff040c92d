import type { AdminSiteDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { booksKeys } from '../../../lib/books-keys';

/** GET /api/siteadmin/sites: the sites the caller administers. */
export function getSites(signal?: AbortSignal): Promise<AdminSiteDto[]> {
  return api.get<AdminSiteDto[]>(apiPaths.siteAdmin.sites, { signal });
}

export function useSites() {
  return useQuery({ queryKey: booksKeys.sites, queryFn: ({ signal }) => getSites(signal) });
}
