import type { FinalStatementDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { siteAdminKeys } from './query-keys';

/** GET /api/siteadmin/units/{unitId}/final-statements/{id}: a final statement as it was given. */
export function getFinalStatement(unitId: number, id: number, signal?: AbortSignal): Promise<FinalStatementDto> {
  return api.get<FinalStatementDto>(apiPaths.siteAdmin.unitFinalStatement(unitId, id), { signal, silent: true });
}

/** A final statement never changes once given: read once and kept. */
export function useFinalStatement(unitId: number, id: number) {
  return useQuery({
    queryKey: siteAdminKeys.finalStatement(unitId, id),
    queryFn: ({ signal }) => getFinalStatement(unitId, id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
