import type {
  ApproveBudgetBody,
  BudgetActualsDto,
  BudgetApprovalDto,
  BudgetDraftProposalDto,
  BudgetDto,
  CreateBudgetBody,
  ExpenseCategoryDto,
  ServeBudgetBody,
  UpdateBudgetBody,
} from '@aidat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { WithTypedAmount } from '../../../lib/amount-input';

/** Cache keys of 'İşletme Projesi'. */
export const budgetKeys = {
  all: (siteId: number) => ['budgets', siteId] as const,
  list: (siteId: number) => ['budgets', siteId, 'list'] as const,
  actuals: (siteId: number, id: number) => ['budgets', siteId, 'actuals', id] as const,
  categories: (siteId: number) => ['budgets', siteId, 'categories'] as const,
};

/** A line as typed: the yearly amount may be text the server should name. */
export type BudgetLinePayload = WithTypedAmount<CreateBudgetBody['lines'][number], 'yearlyAmount'>;

export function useBudgets(siteId: number) {
  return useQuery({
    queryKey: budgetKeys.list(siteId),
    queryFn: ({ signal }) => api.get<BudgetDto[]>(apiPaths.siteAdmin.budgets, { query: { siteId }, signal }),
  });
}

export function useBudgetCategories(siteId: number) {
  return useQuery({
    queryKey: budgetKeys.categories(siteId),
    queryFn: ({ signal }) =>
      api.get<ExpenseCategoryDto[]>(apiPaths.siteAdmin.expenseCategories, { query: { siteId }, signal }),
  });
}

export function useBudgetActuals(siteId: number, id: number, enabled: boolean) {
  return useQuery({
    queryKey: budgetKeys.actuals(siteId, id),
    queryFn: ({ signal }) => api.get<BudgetActualsDto>(apiPaths.siteAdmin.budgetActuals(id), { signal }),
    enabled,
  });
}

/** GET …/draft-from-actuals: lines proposed from the last twelve months' expenses. */
export function getDraftFromActuals(siteId: number, periodStart: string): Promise<BudgetDraftProposalDto> {
  return api.get<BudgetDraftProposalDto>(apiPaths.siteAdmin.budgetDraftFromActuals, { query: { siteId, periodStart } });
}

interface Idempotent<P> {
  payload: P;
  idempotencyKey: string;
}

/** Every write refreshes the site's budgets (and their actuals). */
function useBudgetWrite<P, R>(siteId: number, send: (payload: P, idempotencyKey: string) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: Idempotent<P>) => send(payload, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetKeys.all(siteId) }),
  });
}

export function useCreateBudget(siteId: number) {
  return useBudgetWrite(
    siteId,
    (payload: Omit<CreateBudgetBody, 'lines'> & { lines: BudgetLinePayload[] }, idempotencyKey) =>
      api.post<BudgetDto>(apiPaths.siteAdmin.budgets, payload, { idempotencyKey }),
  );
}

export function useUpdateBudget(siteId: number, id: number) {
  return useBudgetWrite(
    siteId,
    (payload: Omit<UpdateBudgetBody, 'lines'> & { lines: BudgetLinePayload[] }, idempotencyKey) =>
      api.put<BudgetDto>(apiPaths.siteAdmin.budget(id), payload, { idempotencyKey }),
  );
}

export function useServeBudget(siteId: number, id: number) {
  return useBudgetWrite(siteId, (payload: ServeBudgetBody, idempotencyKey) =>
    api.post<BudgetDto>(apiPaths.siteAdmin.budgetServe(id), payload, { idempotencyKey }),
  );
}

export function useApproveBudget(siteId: number, id: number) {
  return useBudgetWrite(siteId, (payload: ApproveBudgetBody, idempotencyKey) =>
    api.post<BudgetApprovalDto>(apiPaths.siteAdmin.budgetApprove(id), payload, { idempotencyKey }),
  );
}
