import type { TicketDto } from '@aidat/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { myTicketsKeys } from './query-keys';

/**
 * GET /api/me/tickets/{id}: one of the caller's tickets with its events, files and expenses. The
 * server marks the ticket's unread notices read as it answers, so the home's notices are refetched.
 * Silent: a ticket that is not theirs (404) is the page's own message, not a toast as well.
 */
export function useMyTicket(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: myTicketsKeys.ticket(id ?? 0),
    queryFn: async ({ signal }) => {
      const ticket = await api.get<TicketDto>(apiPaths.myTickets.ticket(id ?? 0), { signal, silent: true });
      void queryClient.invalidateQueries({ queryKey: myTicketsKeys.notices });
      return ticket;
    },
    enabled: id !== null,
  });
}
