import type { CreateExpenseBody, ExpenseDto } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { Idempotent } from './idempotent';
import { expensesKeys } from './query-keys';
import type { WithTypedAmount } from '../../../lib/amount-input';
import { TICKETS_KEY } from '../../../lib/ticket-keys';

/** The expense as typed: the amount may be text the server should name (typed-amount.ts). */
export type ExpensePayload = WithTypedAmount<CreateExpenseBody, 'amount'>;

/** POST /api/siteadmin/expenses. */
export function createExpense(payload: ExpensePayload, idempotencyKey?: string): Promise<ExpenseDto> {
  return api.post<ExpenseDto>(apiPaths.siteAdmin.expenses, payload, { idempotencyKey });
}

export function useCreateExpense(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: Idempotent<ExpensePayload>) => createExpense(payload, idempotencyKey),
    onSuccess: (expense) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: expensesKeys.lists(siteId) }),
        // The paying account's balance changed.
        queryClient.invalidateQueries({ queryKey: expensesKeys.accounts(siteId) }),
        // The ticket it paid for lists its expenses.
        expense.ticketId === null ? null : queryClient.invalidateQueries({ queryKey: TICKETS_KEY }),
      ]),
  });
}
