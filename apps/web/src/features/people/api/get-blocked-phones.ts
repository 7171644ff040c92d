import type { BlockedPhoneDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { type PeopleScope, peopleKeys } from './query-keys';

/**
 * GET /api/siteadmin/blocked-phones or /api/system/blocked-phones. Silent: SPEC §8 says a failed
 * load raises no toast; the screen shows its own error state instead.
 */
export function getBlockedPhones(scope: PeopleScope, signal?: AbortSignal): Promise<BlockedPhoneDto[]> {
  const path = scope === 'site' ? apiPaths.siteAdmin.blockedPhones : apiPaths.system.blockedPhones;
  return api.get<BlockedPhoneDto[]>(path, { signal, silent: true });
}

export function useBlockedPhones(scope: PeopleScope) {
  return useQuery({
    queryKey: peopleKeys.blocked(scope),
    queryFn: ({ signal }) => getBlockedPhones(scope, signal),
  });
}
