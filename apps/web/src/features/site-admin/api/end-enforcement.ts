import type { EndEnforcementBody, EnforcementDto } from '@aidat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { useEnforcementWritten } from './enforcement-written';
import type { Idempotent } from './idempotent';
import { siteAdminKeys } from './query-keys';

/**
 * POST /api/siteadmin/units/{unitId}/enforcement/end: the open icra ends on `endedAt`, for a reason.
 * Silent: the form shows a refusal itself, on the field it names or (none open) above the form.
 */
export function endEnforcement(
  unitId: number,
  body: EndEnforcementBody,
  idempotencyKey?: string,
): Promise<EnforcementDto> {
  return api.post<EnforcementDto>(apiPaths.siteAdmin.unitEnforcementEnd(unitId), body, {
    idempotencyKey,
    silent: true,
  });
}

export function useEndEnforcement(siteId: number, unitId: number) {
  return useMutation({
    mutationKey: siteAdminKeys.enforcement(unitId),
    mutationFn: ({ payload, idempotencyKey }: Idempotent<EndEnforcementBody>) =>
      endEnforcement(unitId, payload, idempotencyKey),
    ...useEnforcementWritten(siteId, unitId),
  });
}
