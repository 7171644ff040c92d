import type { PartiesDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { siteAdminKeys } from './query-keys';

/** GET /api/siteadmin/units/{unitId}/parties: the current owners, the current tenant and the former tenants. */
export function getUnitParties(unitId: number, signal?: AbortSignal): Promise<PartiesDto> {
  return api.get<PartiesDto>(apiPaths.siteAdmin.unitParties(unitId), { signal });
}

export function useUnitParties(unitId: number) {
  return useQuery({
    queryKey: siteAdminKeys.parties(unitId),
    queryFn: ({ signal }) => getUnitParties(unitId, signal),
  });
}
