import type { UnitDetail } from '@aidat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths-common';
import { api } from '../../../lib/api-client';

/**
 * GET /api/me/unit-detail/{unitId}: balances and the newest page of entries of one of the user's
 * units; with `before` (a nextCursor) the page of entries older than it.
 */
export function getUnitDetail(unitId: number, signal?: AbortSignal, before?: string): Promise<UnitDetail> {
  return api.get<UnitDetail>(apiPaths.me.unitDetail(unitId), { signal, query: { before } });
}

export const unitDetailQuery = (unitId: number) =>
  queryOptions({
    queryKey: ['me', 'unit-detail', unitId],
    queryFn: ({ signal }) => getUnitDetail(unitId, signal),
  });

/** `unitId` null (a malformed address) asks nothing. */
export function useUnitDetail(unitId: number | null) {
  return useQuery({ ...unitDetailQuery(unitId ?? 0), enabled: unitId !== null });
}
