import type { LoginHistoryEntryDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './query-keys';

/** GET /api/system/user-login-history/{userId}: the latest attempts, newest first (the list is `data`). */
export function getLoginHistory(userId: number, signal?: AbortSignal): Promise<LoginHistoryEntryDto[]> {
  return api.get<LoginHistoryEntryDto[]>(apiPaths.system.userLoginHistory(userId), { signal, silent: true });
}

export function useLoginHistory(userId: number) {
  return useQuery({
    queryKey: peopleKeys.loginHistory(userId),
    queryFn: ({ signal }) => getLoginHistory(userId, signal),
    staleTime: 0,
  });
}
