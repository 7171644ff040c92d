import type { TicketStatsDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { ticketStatsKey } from '../../../lib/ticket-keys';

/**
 * GET /api/siteadmin/sites/{siteId}/tickets/stats, for the panel's overdue count. Silent: a count
 * that cannot be read is said quietly in its card, not raised as an error over the whole panel.
 * The key is the 'Talepler' screen's, so a ticket worked there updates the count here.
 */
export function getTicketStats(siteId: number, signal?: AbortSignal): Promise<TicketStatsDto> {
  return api.get<TicketStatsDto>(apiPaths.tickets.stats(siteId), { signal, silent: true });
}

export function useTicketStats(siteId: number) {
  return useQuery({ queryKey: ticketStatsKey(siteId), queryFn: ({ signal }) => getTicketStats(siteId, signal) });
}
