import type { CardCheckoutStatus, CheckoutPage } from '@aidat/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { cardCheckoutsKeys } from './query-keys';

/** GET /api/siteadmin/sites/{siteId}/card-payments/checkouts: a page, newest first, of one status or all. */
export function useCardCheckouts(siteId: number, status: CardCheckoutStatus | '', page: number) {
  return useQuery({
    queryKey: cardCheckoutsKeys.page(siteId, status, page),
    queryFn: ({ signal }) =>
      api.get<CheckoutPage>(apiPaths.cardPayments.checkouts(siteId), {
        signal,
        query: { page, pageSize: 20, ...(status ? { status } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}
