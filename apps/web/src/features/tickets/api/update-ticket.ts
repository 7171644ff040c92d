import type { TicketDto, UpdateTicketBody } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { Idempotent } from './idempotent';
import { ticketsKeys } from './query-keys';

/** PATCH /api/siteadmin/tickets/{id}: any of status, assignee, due day and a note; one event each. */
export function updateTicket(id: number, body: UpdateTicketBody, idempotencyKey?: string): Promise<TicketDto> {
  return api.patch<TicketDto>(apiPaths.tickets.ticket(id), body, { idempotencyKey });
}

export function useUpdateTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: Idempotent<UpdateTicketBody>) =>
      updateTicket(id, payload, idempotencyKey),
    onSuccess: (ticket) => {
      // The answer is the ticket as it now stands: shown at once, while the lists and counts reload.
      queryClient.setQueryData(ticketsKeys.detail(id), ticket);
      return queryClient.invalidateQueries({ queryKey: ticketsKeys.all });
    },
  });
}
