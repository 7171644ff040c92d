import type { EnforcementDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { siteAdminKeys } from './query-keys';

/** GET /api/siteadmin/units/{unitId}/enforcement: the open icra's details and every period, the latest first. */
export function getEnforcement(unitId: number, signal?: AbortSignal): Promise<EnforcementDto> {
  return api.get<EnforcementDto>(apiPaths.siteAdmin.unitEnforcement(unitId), { signal });
}

export function useEnforcement(unitId: number) {
  return useQuery({
    queryKey: siteAdminKeys.enforcement(unitId),
    queryFn: ({ signal }) => getEnforcement(unitId, signal),
  });
}
