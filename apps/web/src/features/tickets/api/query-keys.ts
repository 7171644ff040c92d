import type { TicketListQuery } from '@aidat/shared';
import { TICKETS_KEY, ticketStatsKey } from '../../../lib/ticket-keys';

/**
 * Cache keys of 'Talepler'. Everything about tickets sits under TICKETS_KEY (lib/query-keys.ts),
 * which a ticket write invalidates as a whole: the lists, the ticket, the statistics and the
 * ticket lists other screens keep. The site's units are not tickets and live apart.
 */
export const ticketsKeys = {
  all: TICKETS_KEY,
  lists: (siteId: number) => [...TICKETS_KEY, 'list', siteId] as const,
  list: (query: TicketListQuery) => [...TICKETS_KEY, 'list', query.siteId, query] as const,
  detail: (id: number) => [...TICKETS_KEY, 'detail', id] as const,
  stats: ticketStatsKey,
  units: (siteId: number) => ['ticket-units', siteId] as const,
};
