import type { MyUnit } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths-common';
import { api } from '../../../lib/api-client';
import { siteBooksKeys } from './query-keys';

/** GET /api/me/units: the signed-in user's units; their sites are the books they may read. */
export function getMyUnits(signal?: AbortSignal): Promise<MyUnit[]> {
  return api.get<MyUnit[]>(apiPaths.me.units, { signal });
}

export function useMyUnits() {
  return useQuery({ queryKey: siteBooksKeys.myUnits, queryFn: ({ signal }) => getMyUnits(signal) });
}
