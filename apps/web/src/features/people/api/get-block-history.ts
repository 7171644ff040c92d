import type { BlockHistoryEntryDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { type PeopleScope, peopleKeys } from './query-keys';

/** GET /api/siteadmin/user-history/{userId} (Admin) or /api/system/user-history/{userId}; newest first. */
export function getBlockHistory(
  scope: PeopleScope,
  userId: number,
  signal?: AbortSignal,
): Promise<BlockHistoryEntryDto[]> {
  const path = scope === 'site' ? apiPaths.siteAdmin.userHistory(userId) : apiPaths.system.userHistory(userId);
  // The dialog's tab shows the failure itself; a toast on top would say it twice.
  return api.get<BlockHistoryEntryDto[]>(path, { signal, silent: true });
}

export function useBlockHistory(scope: PeopleScope, userId: number) {
  return useQuery({
    queryKey: peopleKeys.blockHistory(scope, userId),
    queryFn: ({ signal }) => getBlockHistory(scope, userId, signal),
    // History changes with every block and unblock: always ask again when the dialog opens.
    staleTime: 0,
  });
}
