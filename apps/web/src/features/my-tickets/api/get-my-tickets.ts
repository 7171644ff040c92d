import type { TicketDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { myTicketsKeys } from './query-keys';

/** GET /api/me/tickets: the tickets the caller opened, newest first (without events or files). */
export function useMyTickets() {
  return useQuery({
    queryKey: myTicketsKeys.list,
    queryFn: ({ signal }) => api.get<TicketDto[]>(apiPaths.myTickets.list, { signal }),
  });
}
