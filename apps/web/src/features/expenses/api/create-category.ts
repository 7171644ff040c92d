import type { CreateExpenseCategoryBody, ExpenseCategoryDto } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { Idempotent } from './idempotent';
import { expensesKeys } from './query-keys';

/** POST /api/siteadmin/expense-categories. */
export function createCategory(body: CreateExpenseCategoryBody, idempotencyKey?: string): Promise<ExpenseCategoryDto> {
  return api.post<ExpenseCategoryDto>(apiPaths.siteAdmin.expenseCategories, body, { idempotencyKey });
}

export function useCreateCategory(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: Idempotent<CreateExpenseCategoryBody>) =>
      createCategory(payload, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expensesKeys.categories(siteId) }),
  });
}
