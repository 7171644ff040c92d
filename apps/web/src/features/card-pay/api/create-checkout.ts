import type { CheckoutDto, CreateCheckoutBody } from '@aidat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/**
 * POST /api/me/units/{unitId}/card-payments with an Idempotency-Key (lib/use-idempotent-submit.ts):
 * a double click opens one checkout. Silent: the page shows the refusal itself.
 */
export function useCreateCheckout(unitId: number) {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateCheckoutBody; idempotencyKey: string }) =>
      api.post<CheckoutDto>(apiPaths.cardPayments.checkout(unitId), body, { idempotencyKey, silent: true }),
  });
}
