import type { HandoverBody, HandoverDto } from '@aidat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/**
 * POST /api/siteadmin/sites/{siteId}/handover: the site passes to the new manager. Silent: the
 * wizard shows the server's reason itself, and offers to link a registered user on its 409.
 */
export function createHandover(siteId: number, body: HandoverBody, idempotencyKey: string): Promise<HandoverDto> {
  return api.post<HandoverDto>(apiPaths.handovers.create(siteId), body, { idempotencyKey, silent: true });
}

/**
 * Nothing is refreshed here: the caller has just lost the site, so its lists would answer 403. The
 * page drops them once it shows the result (handover-page.tsx).
 */
export function useCreateHandover(siteId: number) {
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: { payload: HandoverBody; idempotencyKey: string }) =>
      createHandover(siteId, payload, idempotencyKey),
  });
}
