import type { MyUnit } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { myTicketsKeys } from './query-keys';

/** GET /api/me/units: the units a person may open a ticket for (lives in, owns or rents; PRODUCT.md §17). */
export function useMyUnits() {
  return useQuery({
    queryKey: myTicketsKeys.units,
    queryFn: ({ signal }) => api.get<MyUnit[]>(apiPaths.me.units, { signal }),
  });
}
