import type { TicketDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { ticketsKeys } from './query-keys';

/** GET /api/siteadmin/tickets/{id}: the ticket with its events, attachments and expenses. */
export function getTicket(id: number, signal?: AbortSignal): Promise<TicketDto> {
  return api.get<TicketDto>(apiPaths.tickets.ticket(id), { signal });
}

export function useTicket(id: number) {
  return useQuery({ queryKey: ticketsKeys.detail(id), queryFn: ({ signal }) => getTicket(id, signal) });
}
