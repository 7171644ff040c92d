import type { MyUnit } from '@aidat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths-common';
import { api } from '../../../lib/api-client';
import { noteAnsweredAt } from './answered-at';

/** GET /api/me/units: the signed-in user's units, ordered by site, block and door. */
export function getMyUnits(signal?: AbortSignal): Promise<MyUnit[]> {
  return api.get<MyUnit[]>(apiPaths.me.units, { signal, onAnsweredAt: noteAnsweredAt(apiPaths.me.units) });
}

export const myUnitsQuery = queryOptions({
  queryKey: ['me', 'units'],
  queryFn: ({ signal }) => getMyUnits(signal),
});

export function useMyUnits() {
  return useQuery(myUnitsQuery);
}
