import type { CreateTicketBody, TicketDto } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { Idempotent } from './idempotent';
import { ticketsKeys } from './query-keys';

/** POST /api/siteadmin/tickets: a ticket opened on someone's behalf, with the day it was reported. */
export function createTicket(body: CreateTicketBody, idempotencyKey?: string): Promise<TicketDto> {
  return api.post<TicketDto>(apiPaths.tickets.list, body, { idempotencyKey });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: Idempotent<CreateTicketBody>) => createTicket(payload, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsKeys.all }),
  });
}
