import type { TicketStatsDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { myTicketsKeys } from './query-keys';

/** GET /api/me/sites/{siteId}/tickets/stats: a site's ticket counts, naming nobody (PRODUCT.md §17). */
export function useTicketStats(siteId: number) {
  return useQuery({
    queryKey: myTicketsKeys.stats(siteId),
    queryFn: ({ signal }) => api.get<TicketStatsDto>(apiPaths.myTickets.stats(siteId), { signal }),
  });
}
