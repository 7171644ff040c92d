import type { AccountDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { expensesKeys } from './query-keys';

/** GET /api/siteadmin/accounts?siteId=: the accounts an expense can be paid from. */
export function getAccounts(siteId: number, signal?: AbortSignal): Promise<AccountDto[]> {
  return api.get<AccountDto[]>(apiPaths.siteAdmin.accounts, { query: { siteId }, signal });
}

export function useAccounts(siteId: number) {
  return useQuery({ queryKey: expensesKeys.accounts(siteId), queryFn: ({ signal }) => getAccounts(siteId, signal) });
}
