import type { EnforcementDto, StartEnforcementBody } from '@aidat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { useEnforcementWritten } from './enforcement-written';
import type { Idempotent } from './idempotent';
import { siteAdminKeys } from './query-keys';

/**
 * POST /api/siteadmin/units/{unitId}/enforcement: the unit is under icra from `startedAt`. Silent:
 * the form shows a refusal itself, on the day it names or (one already open) above the form.
 */
export function startEnforcement(
  unitId: number,
  body: StartEnforcementBody,
  idempotencyKey?: string,
): Promise<EnforcementDto> {
  return api.post<EnforcementDto>(apiPaths.siteAdmin.unitEnforcement(unitId), body, { idempotencyKey, silent: true });
}

export function useStartEnforcement(siteId: number, unitId: number) {
  return useMutation({
    mutationKey: siteAdminKeys.enforcement(unitId),
    mutationFn: ({ payload, idempotencyKey }: Idempotent<StartEnforcementBody>) =>
      startEnforcement(unitId, payload, idempotencyKey),
    ...useEnforcementWritten(siteId, unitId),
  });
}
