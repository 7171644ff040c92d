import type { AccountDto, BulkCreateUnitsResult, SiteImportResultDto } from '@aidat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { apiUpload } from '../../../lib/api-upload';
import { booksKeys } from '../../../lib/books-keys';
import { siteAdminKeys } from './query-keys';

/**
 * POST /api/siteadmin/sites/{siteId}/imports: the set-up file checked (dryRun) or saved. Silent on
 * a check: its problems are the answer, shown in the dialog's table.
 */
export function useSiteImport(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun, idempotencyKey }: { file: File; dryRun: boolean; idempotencyKey?: string }) =>
      apiUpload<SiteImportResultDto>(apiPaths.siteAdmin.siteImports(siteId), file, {
        query: dryRun ? { dryRun: true } : undefined,
        idempotencyKey,
      }),
    onSuccess: (result) =>
      result.created ? queryClient.invalidateQueries({ queryKey: siteAdminKeys.units(siteId) }) : undefined,
  });
}

/** The site's accounts (GET /api/siteadmin/accounts?siteId=), shared with 'Hesaplar' through the books' key. */
export function useSiteAccounts(siteId: number, enabled: boolean) {
  return useQuery({
    queryKey: booksKeys.accounts(siteId),
    queryFn: ({ signal }) => api.get<AccountDto[]>(apiPaths.books.accounts, { query: { siteId }, signal }),
    enabled,
  });
}

/** POST /api/siteadmin/sites/{siteId}/units: the site's declared units, all or nothing. */
export function useCreateDeclaredUnits(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      units,
      idempotencyKey,
    }: {
      units: Array<{ block: string; doorNumber: string }>;
      idempotencyKey: string;
    }) => api.post<BulkCreateUnitsResult>(apiPaths.siteAdmin.siteUnits(siteId), { units }, { idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteAdminKeys.units(siteId) }),
  });
}
