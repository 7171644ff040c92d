import type { UnitAccountDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { cardPayKeys } from './query-keys';

/** GET /api/me/units/{unitId}/account: the charges this person may see, hence pay (PRODUCT.md §16, §20). */
export function useUnitAccount(unitId: number | null) {
  return useQuery({
    queryKey: cardPayKeys.account(unitId ?? 0),
    queryFn: ({ signal }) =>
      api.get<UnitAccountDto>(apiPaths.cardPayments.unitAccount(unitId ?? 0), { signal, silent: true }),
    enabled: unitId !== null,
  });
}
