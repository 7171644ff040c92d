import type { AccountDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { booksKeys } from '../../../lib/books-keys';

/** GET /api/siteadmin/accounts?siteId=: the site's accounts with their balances, the default first. */
export function getAccounts(siteId: number, signal?: AbortSignal): Promise<AccountDto[]> {
  return api.get<AccountDto[]>(apiPaths.books.accounts, { query: { siteId }, signal });
}

export function useAccounts(siteId: number) {
  return useQuery({ queryKey: booksKeys.accounts(siteId), queryFn: ({ signal }) => getAccounts(siteId, signal) });
}
