import type { TicketDto, TicketRatingBody } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { myTicketsKeys } from './query-keys';

/**
 * POST /api/me/tickets/{id}/rating, once after resolution; answers the ticket, which replaces the
 * cached one. Silent: the form says why it was refused (409 when rated already).
 */
export function useRateMyTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: TicketRatingBody; idempotencyKey: string }) =>
      api.post<TicketDto>(apiPaths.myTickets.rating(id), body, { idempotencyKey, silent: true }),
    onSuccess: (ticket) => {
      queryClient.setQueryData(myTicketsKeys.ticket(id), ticket);
      return queryClient.invalidateQueries({ queryKey: myTicketsKeys.list });
    },
  });
}
