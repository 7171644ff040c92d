import type { CheckoutDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { cardPayKeys } from './query-keys';

/** How often a pending checkout is asked again while its page is open. */
const PENDING_REFETCH_MS = 3000;

/** GET /api/me/card-payments/{id}: the payer's own checkout, asked again while it is pending. */
export function useCheckout(id: number | null) {
  return useQuery({
    queryKey: cardPayKeys.checkout(id ?? 0),
    queryFn: ({ signal }) => api.get<CheckoutDto>(apiPaths.cardPayments.mine(id ?? 0), { signal, silent: true }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_REFETCH_MS : false),
  });
}
