import type { BudgetActualsDto, MyUnit } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths-common';
import { api } from '../../../lib/api-client';

/**
 * GET /api/me/sites/{siteId}/budget: the site's approved işletme projesi against its spending. A
 * site without one answers 404 with its reason, which the page shows as its empty state: silent.
 * The path is written here rather than in config/paths-common.ts, which every resident route
 * downloads (the /site-books budget has no byte to spare).
 */
export function useSiteBudget(siteId: number) {
  return useQuery({
    queryKey: ['site-books', 'budget', siteId] as const,
    queryFn: ({ signal }) =>
      api.get<BudgetActualsDto>(`/api/me/sites/${encodeURIComponent(siteId)}/budget`, { signal, silent: true }),
    retry: false,
  });
}

/**
 * The distinct sites of the user's units, from the cache the home page and 'Sitemizin Hesapları'
 * fill (the same key). Written out here rather than imported from those pages' modules, which the
 * build would then split into a chunk of its own and add to the budgeted /site-books route.
 */
export function useUnitSites() {
  return useQuery({
    queryKey: ['me', 'units'] as const,
    queryFn: ({ signal }) => api.get<MyUnit[]>(apiPaths.me.units, { signal }),
    select: (units): Array<{ id: number; name: string }> => {
      const sites = new Map<number, string>();
      for (const unit of units) if (!sites.has(unit.siteId)) sites.set(unit.siteId, unit.siteName);
      return [...sites].map(([id, name]) => ({ id, name }));
    },
  });
}
