import type { AdminUnitWithSharesDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { siteAdminKeys } from './query-keys';

/** GET /api/siteadmin/units?siteId=: a site's units with resident, balance, arsa payı and icra flag. */
export function getUnits(siteId: number, signal?: AbortSignal): Promise<AdminUnitWithSharesDto[]> {
  return api.get<AdminUnitWithSharesDto[]>(apiPaths.siteAdmin.units, { query: { siteId }, signal });
}

export function useUnits(siteId: number) {
  return useQuery({ queryKey: siteAdminKeys.units(siteId), queryFn: ({ signal }) => getUnits(siteId, signal) });
}
