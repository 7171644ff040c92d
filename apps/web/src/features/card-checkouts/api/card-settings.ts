import type { CardPaymentSettingsDto, PutCardPaymentSettingsBody } from '@aidat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { cardCheckoutsKeys } from './query-keys';

/** GET /api/siteadmin/sites/{siteId}/card-payments. */
export function useCardSettings(siteId: number) {
  return useQuery({
    queryKey: cardCheckoutsKeys.settings(siteId),
    queryFn: ({ signal }) => api.get<CardPaymentSettingsDto>(apiPaths.cardPayments.settings(siteId), { signal }),
  });
}

/** PUT /api/siteadmin/sites/{siteId}/card-payments. Silent: the form marks a refused field. */
export function useSaveCardSettings(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutCardPaymentSettingsBody) =>
      api.put<CardPaymentSettingsDto>(apiPaths.cardPayments.settings(siteId), body, { silent: true }),
    onSuccess: (data) => queryClient.setQueryData(cardCheckoutsKeys.settings(siteId), data),
  });
}
