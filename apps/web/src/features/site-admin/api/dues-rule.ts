import type { DuesRuleBody, DuesRuleResult, SiteDuesRuleDto } from '@aidat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import type { WithTypedAmount } from '../../../lib/amount-input';
import { api } from '../../../lib/api-client';
import type { Idempotent } from './idempotent';
import { siteAdminKeys } from './query-keys';

export type DuesRulePayload = WithTypedAmount<DuesRuleBody, 'amount'>;

/** GET …/sites/{siteId}/dues-rule: the rule of this month, the pending change and the default month. */
export function getDuesRule(siteId: number, signal?: AbortSignal): Promise<SiteDuesRuleDto> {
  return api.get<SiteDuesRuleDto>(apiPaths.siteAdmin.duesRule(siteId), { signal });
}

export function useDuesRule(siteId: number) {
  return useQuery({
    queryKey: siteAdminKeys.duesRule(siteId),
    queryFn: ({ signal }) => getDuesRule(siteId, signal),
  });
}

/**
 * PUT …/sites/{siteId}/dues-rule: a new rule from a month; it charges this month at once when it
 * applies to it. With an Idempotency-Key, as a second send would take the next month.
 */
export function setDuesRule(
  siteId: number,
  payload: DuesRulePayload,
  idempotencyKey?: string,
): Promise<DuesRuleResult> {
  return api.put<DuesRuleResult>(apiPaths.siteAdmin.duesRule(siteId), payload, { idempotencyKey });
}

export function useSetDuesRule(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: Idempotent<DuesRulePayload>) =>
      setDuesRule(siteId, payload, idempotencyKey),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: siteAdminKeys.duesRule(siteId) }),
        queryClient.invalidateQueries({ queryKey: siteAdminKeys.sites }),
        queryClient.invalidateQueries({ queryKey: siteAdminKeys.units(siteId) }),
      ]),
  });
}
