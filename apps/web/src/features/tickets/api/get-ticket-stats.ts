import type { TicketStatsDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { ticketsKeys } from './query-keys';

/** GET /api/siteadmin/sites/{siteId}/tickets/stats: counts by status and category, overdue, average days. */
export function getTicketStats(siteId: number, signal?: AbortSignal): Promise<TicketStatsDto> {
  return api.get<TicketStatsDto>(apiPaths.tickets.stats(siteId), { signal });
}

export function useTicketStats(siteId: number) {
  return useQuery({ queryKey: ticketsKeys.stats(siteId), queryFn: ({ signal }) => getTicketStats(siteId, signal) });
}
