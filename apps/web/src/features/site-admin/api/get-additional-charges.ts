import type { AdditionalChargeDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { siteAdminKeys } from './query-keys';

/** GET /api/siteadmin/additional-charges?siteId=: the site's ek bütçe list, newest first. */
export function getAdditionalCharges(siteId: number, signal?: AbortSignal): Promise<AdditionalChargeDto[]> {
  return api.get<AdditionalChargeDto[]>(apiPaths.siteAdmin.additionalCharges, { query: { siteId }, signal });
}

export function useAdditionalCharges(siteId: number) {
  return useQuery({
    queryKey: siteAdminKeys.charges(siteId),
    queryFn: ({ signal }) => getAdditionalCharges(siteId, signal),
  });
}
