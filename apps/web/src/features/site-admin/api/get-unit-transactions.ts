import type { LedgerEntryDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { siteAdminKeys } from './query-keys';

/** GET /api/siteadmin/units/{unitId}/transactions: the unit's ledger, newest first. */
export function getUnitTransactions(unitId: number, signal?: AbortSignal): Promise<LedgerEntryDto[]> {
  return api.get<LedgerEntryDto[]>(apiPaths.siteAdmin.unitTransactions(unitId), { signal });
}

export function useUnitTransactions(unitId: number) {
  return useQuery({
    queryKey: siteAdminKeys.transactions(unitId),
    queryFn: ({ signal }) => getUnitTransactions(unitId, signal),
  });
}
