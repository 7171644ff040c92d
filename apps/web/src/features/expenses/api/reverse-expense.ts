import type { ExpenseDto, ReverseBody } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { Idempotent } from './idempotent';
import { expensesKeys } from './query-keys';

/** POST /api/siteadmin/expenses/{id}/reverse: records the negated row, with the reason. */
export function reverseExpense(id: number, reason: string, idempotencyKey?: string): Promise<ExpenseDto> {
  const body: ReverseBody = { reason };
  return api.post<ExpenseDto>(apiPaths.siteAdmin.reverseExpense(id), body, { idempotencyKey });
}

export function useReverseExpense(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: Idempotent<{ id: number; reason: string }>) =>
      reverseExpense(payload.id, payload.reason, idempotencyKey),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: expensesKeys.lists(siteId) }),
        queryClient.invalidateQueries({ queryKey: expensesKeys.accounts(siteId) }),
      ]),
  });
}
