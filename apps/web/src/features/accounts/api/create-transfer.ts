import type { CreateTransferBody, TransferDto } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { booksKeys } from '../../../lib/books-keys';
import type { Idempotent } from './idempotent';

/** POST /api/siteadmin/transfers: money moved between two accounts of one site (virman). */
export function createTransfer(payload: CreateTransferBody, idempotencyKey?: string): Promise<TransferDto> {
  return api.post<TransferDto>(apiPaths.books.transfers, payload, { idempotencyKey });
}

export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: Idempotent<CreateTransferBody>) =>
      createTransfer(payload, idempotencyKey),
    // Both accounts' balances and movements moved.
    onSuccess: (transfer) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: booksKeys.accounts(transfer.siteId) }),
        queryClient.invalidateQueries({ queryKey: booksKeys.movementsAll }),
      ]),
  });
}
