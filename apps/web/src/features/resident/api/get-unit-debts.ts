import type { UnitDebt } from '@aidat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths-common';
import { api } from '../../../lib/api-client';
import { noteAnsweredAt } from './answered-at';

/** GET /api/me/unit-debts: each unit's total balance (negative = owes). */
export function getUnitDebts(signal?: AbortSignal): Promise<UnitDebt[]> {
  return api.get<UnitDebt[]>(apiPaths.me.unitDebts, { signal, onAnsweredAt: noteAnsweredAt(apiPaths.me.unitDebts) });
}

export const unitDebtsQuery = queryOptions({
  queryKey: ['me', 'unit-debts'],
  queryFn: ({ signal }) => getUnitDebts(signal),
});

export function useUnitDebts() {
  return useQuery(unitDebtsQuery);
}
