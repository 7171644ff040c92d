import type { UnitDetail } from '@aidat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths-common';
import { api } from '../../../lib/api-client';
import { noteAnsweredAt } from './answered-at';

/**
 * GET /api/me/unit-detail/{unitId}: balances and the newest page of entries of one of the user's
 * units; with `before` (a nextCursor) the page of entries older than it.
 */
export function getUnitDetail(unitId: number, signal?: AbortSignal, before?: string): Promise<UnitDetail> {
  const path = apiPaths.me.unitDetail(unitId);
  // The balances come with the newest page; an older page does not make them newer.
  const onAnsweredAt = before === undefined ? noteAnsweredAt(path) : undefined;
  return api.get<UnitDetail>(path, { signal, query: { before }, onAnsweredAt });
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
