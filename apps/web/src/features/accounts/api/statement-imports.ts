import type {
  AdditionalChargeDto,
  AdminUnitDto,
  ConfirmStatementBody,
  ExpenseCategoryDto,
  StatementConfirmDto,
  StatementImportDto,
  StatementMapping,
  StatementPresetId,
} from '@aidat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { apiUpload } from '../../../lib/api-upload';
import { booksKeys, siteAdminUnitsKey } from '../../../lib/books-keys';
import type { Idempotent } from './idempotent';

/** How the file's columns are found: the account's remembered mapping or any preset, a bank's preset, or the manager's mapping. */
export type StatementLayout =
  | { kind: 'auto' }
  | { kind: 'preset'; preset: StatementPresetId }
  | { kind: 'mapping'; mapping: StatementMapping };

const statementKey = (importId: number) => ['books', 'statement-import', importId] as const;

/** POST /api/siteadmin/accounts/{id}/statement-imports: the file read into rows with a unit proposed for each. */
export function uploadStatement(accountId: number, file: File, layout: StatementLayout): Promise<StatementImportDto> {
  const query =
    layout.kind === 'preset'
      ? { preset: layout.preset }
      : layout.kind === 'mapping'
        ? { mapping: JSON.stringify(layout.mapping) }
        : undefined;
  return apiUpload<StatementImportDto>(apiPaths.books.statementImports(accountId), file, { query });
}

export function useUploadStatement(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, layout }: { file: File; layout: StatementLayout }) => uploadStatement(accountId, file, layout),
    // The review reads the import from the cache first: no second request right after the upload.
    onSuccess: (data) => queryClient.setQueryData(statementKey(data.id), data),
  });
}

/** GET /api/siteadmin/statement-imports/{id}: the import again, so the review survives a reload. */
export function useStatementImport(importId: number) {
  return useQuery({
    queryKey: statementKey(importId),
    queryFn: ({ signal }) => api.get<StatementImportDto>(apiPaths.books.statementImport(importId), { signal }),
  });
}

/** POST /api/siteadmin/statement-imports/{id}/confirm: every decided row posted in one call. */
export function useConfirmStatement(importId: number, siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: Idempotent<ConfirmStatementBody>) =>
      api.post<StatementConfirmDto>(apiPaths.books.confirmStatementImport(importId), payload, { idempotencyKey }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: statementKey(importId) }),
        queryClient.invalidateQueries({ queryKey: booksKeys.accounts(siteId) }),
        queryClient.invalidateQueries({ queryKey: booksKeys.movementsAll }),
        queryClient.invalidateQueries({ queryKey: siteAdminUnitsKey(siteId) }),
      ]),
  });
}

/** The site's units for the unit picker (GET /api/siteadmin/units?siteId=), shared with the panel's cache. */
export function useStatementUnits(siteId: number) {
  return useQuery({
    queryKey: siteAdminUnitsKey(siteId),
    queryFn: ({ signal }) => api.get<AdminUnitDto[]>(apiPaths.siteAdmin.units, { query: { siteId }, signal }),
  });
}

/**
 * The site's ek bütçes still in force, for payments towards one (GET /api/siteadmin/additional-charges?siteId=);
 * an undone one takes no payments.
 */
export function useStatementAdditionalCharges(siteId: number) {
  return useQuery({
    queryKey: ['books', 'additional-charges', siteId] as const,
    queryFn: ({ signal }) =>
      api.get<AdditionalChargeDto[]>(apiPaths.siteAdmin.additionalCharges, { query: { siteId }, signal }),
    select: (charges) => charges.filter((c) => c.cancelledAt === null),
  });
}

/** The site's expense categories for outgoing rows (GET /api/siteadmin/expense-categories?siteId=). */
export function useStatementCategories(siteId: number) {
  return useQuery({
    queryKey: ['books', 'expense-categories', siteId] as const,
    queryFn: ({ signal }) =>
      api.get<ExpenseCategoryDto[]>(apiPaths.siteAdmin.expenseCategories, { query: { siteId }, signal }),
  });
}
