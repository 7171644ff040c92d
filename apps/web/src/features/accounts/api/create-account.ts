import type { AccountDto, CreateAccountBody } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { booksKeys } from '../../../lib/books-keys';
import type { Idempotent } from './idempotent';

/** POST /api/siteadmin/accounts: a kasa or banka with its opening balance; a default one takes the default over. */
export function createAccount(payload: CreateAccountBody, idempotencyKey?: string): Promise<AccountDto> {
  return api.post<AccountDto>(apiPaths.books.accounts, payload, { idempotencyKey });
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: Idempotent<CreateAccountBody>) => createAccount(payload, idempotencyKey),
    onSuccess: (account) => queryClient.invalidateQueries({ queryKey: booksKeys.accounts(account.siteId) }),
  });
}
