import type { UnitAccountDto } from '@aidat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PARTY_PATHS } from './party-paths';

/**
 * GET /api/me/units/{unitId}/account: what the caller may see of a unit they own or rent and do
 * not live in (PRODUCT.md §16): its charges with what is unpaid, payments and the balance.
 */
export function getUnitAccount(unitId: number, signal?: AbortSignal): Promise<UnitAccountDto> {
  return api.get<UnitAccountDto>(PARTY_PATHS.unitAccount(unitId), { signal, silent: true });
}

/** Its key is also the home's (site-units-card.tsx), which reads it for the unit's balance. */
export const unitAccountQuery = (unitId: number) =>
  queryOptions({
    queryKey: ['me', 'unit-account', unitId],
    queryFn: ({ signal }) => getUnitAccount(unitId, signal),
  });

export function useUnitAccount(unitId: number) {
  return useQuery(unitAccountQuery(unitId));
}
