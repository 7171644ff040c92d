import type { BulkCreateUnitsResult } from '@aidat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** The rows as edited; m² and rooms are left to 0 here and filled in on the unit later. */
export interface SiteUnitsBody {
  units: Array<{ block: string; doorNumber: string; squareMeters?: number; roomCount?: number }>;
}

/** POST /api/siteadmin/sites/{siteId}/units: the whole list or nothing. Silent: the card shows why. */
export function createSiteUnits(
  siteId: number,
  body: SiteUnitsBody,
  idempotencyKey?: string,
): Promise<BulkCreateUnitsResult> {
  return api.post<BulkCreateUnitsResult>(apiPaths.siteAdmin.siteUnits(siteId), body, { silent: true, idempotencyKey });
}

export function useCreateSiteUnits() {
  return useMutation({
    mutationFn: ({ siteId, body, idempotencyKey }: { siteId: number; body: SiteUnitsBody; idempotencyKey?: string }) =>
      createSiteUnits(siteId, body, idempotencyKey),
  });
}
