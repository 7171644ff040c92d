import type { CreateMyTicketBody, TicketDto } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { myTicketsKeys } from './query-keys';

/**
 * POST /api/me/tickets with an Idempotency-Key (lib/use-idempotent-submit.ts): a repeat after a
 * lost answer opens no second ticket. Silent: the form shows a refused field beside it.
 */
export function useCreateMyTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateMyTicketBody; idempotencyKey: string }) =>
      api.post<TicketDto>(apiPaths.myTickets.list, body, { idempotencyKey, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myTicketsKeys.list }),
  });
}
