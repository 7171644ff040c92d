import { useQuery } from '@tanstack/react-query';
import { getManagedSites, MANAGED_SITES_KEY } from '../../../lib/managed-sites';

/** The panel's sites: the one list every manager screen shares (lib/managed-sites.ts). */
export { getManagedSites as getSites };

export function useSites() {
  return useQuery({ queryKey: MANAGED_SITES_KEY, queryFn: ({ signal }) => getManagedSites(signal) });
}
