import type { BatchPaymentBody, BatchPaymentResult } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { booksKeys, siteAdminUnitsKey } from '../../../lib/books-keys';

/** The batch as checked by the screen: the site is a number, so its caches can be refreshed. */
export type BatchPayload = BatchPaymentBody & { siteId: number };

/** The batch with the Idempotency-Key of the submit that sends it. */
export interface IdempotentBatch {
  payload: BatchPayload;
  idempotencyKey: string;
}

/**
 * POST /api/siteadmin/payments/batch: every row in one transaction, all or nothing; a repeat with
 * the same key records nothing more (PRODUCT.md §10).
 */
export function recordBatch(payload: BatchPaymentBody, idempotencyKey?: string): Promise<BatchPaymentResult> {
  return api.post<BatchPaymentResult>(apiPaths.books.paymentsBatch, payload, { idempotencyKey });
}

export function useRecordBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: IdempotentBatch) => recordBatch(payload, idempotencyKey),
    // The debts, the account's balance and movements and the panel's unit balances all moved.
    onSuccess: (_entries, { payload }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: booksKeys.collections(payload.siteId) }),
        queryClient.invalidateQueries({ queryKey: booksKeys.accounts(payload.siteId) }),
        queryClient.invalidateQueries({ queryKey: booksKeys.movementsAll }),
        queryClient.invalidateQueries({ queryKey: siteAdminUnitsKey(payload.siteId) }),
      ]),
  });
}
