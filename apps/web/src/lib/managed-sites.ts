import type { AdminSiteDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../config/paths';
import { api } from './api-client';
import { useRememberedSite } from './remembered-site';

/** The key of the sites an administrator manages: the panel's, so every manager screen shares one list. */
export const MANAGED_SITES_KEY = ['site-admin', 'sites'] as const;

/** GET /api/siteadmin/sites: the sites the caller administers. */
export function getManagedSites(signal?: AbortSignal): Promise<AdminSiteDto[]> {
  return api.get<AdminSiteDto[]>(apiPaths.siteAdmin.sites, { signal });
}

/**
 * The sites a manager's screen can work on and the one chosen: the one last chosen on any page
 * (remembered on this device), else the first, and the first again if the chosen one leaves the list.
 */
export function useChosenSite() {
  const query = useQuery({ queryKey: MANAGED_SITES_KEY, queryFn: ({ signal }) => getManagedSites(signal) });
  const [chosenId, choose] = useRememberedSite();
  const list = query.data ?? [];
  const site = list.find((s) => s.id === chosenId) ?? list[0];
  return { query, list, site, choose };
}

export type ChosenSite = ReturnType<typeof useChosenSite>;
