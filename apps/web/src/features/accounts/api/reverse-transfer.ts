import type { ReverseBody, TransferDto } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { booksKeys } from '../../../lib/books-keys';
import type { Idempotent } from './idempotent';

/** POST /api/siteadmin/transfers/{id}/reverse: the negated transfer, with the reason. */
export function reverseTransfer(id: number, reason: string, idempotencyKey?: string): Promise<TransferDto> {
  const body: ReverseBody = { reason };
  return api.post<TransferDto>(apiPaths.books.reverseTransfer(id), body, { idempotencyKey });
}

export function useReverseTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: Idempotent<{ id: number; reason: string }>) =>
      reverseTransfer(payload.id, payload.reason, idempotencyKey),
    // Both accounts' balances and movements moved back.
    onSuccess: (reversal) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: booksKeys.accounts(reversal.siteId) }),
        queryClient.invalidateQueries({ queryKey: booksKeys.movementsAll }),
      ]),
  });
}
