import type { SmsCampaignDetail, SmsCampaignDto, SmsCampaignPreview, SmsCampaignRequest } from '@aidat/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiPaths } from '../../config/paths';
import { api } from '../../lib/api-client';

export const smsCampaignKeys = {
  all: ['sms-campaigns'] as const,
  list: (siteId: number) => ['sms-campaigns', siteId] as const,
  detail: (siteId: number, id: number) => ['sms-campaigns', siteId, 'detail', id] as const,
  preview: (siteId: number, request: SmsCampaignRequest) => ['sms-campaigns', siteId, 'preview', request] as const,
};

/** POST …/sms-campaigns/preview: what would be sent, to whom, at what cost. Writes nothing. */
export function useSmsPreview(siteId: number, request: SmsCampaignRequest | null) {
  return useQuery({
    queryKey: request ? smsCampaignKeys.preview(siteId, request) : ['sms-campaigns', 'none'],
    queryFn: () =>
      api.post<SmsCampaignPreview>(apiPaths.siteAdmin.smsCampaignPreview(siteId), request, { silent: true }),
    enabled: request !== null,
    // The preview reflects today's data: read it anew on every opening.
    gcTime: 0,
    staleTime: 0,
  });
}

/** POST …/sms-campaigns with an Idempotency-Key: a double click stores and sends it once. */
export function useStartSmsCampaign(siteId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async (request: SmsCampaignRequest, idempotencyKey: string) => {
      const campaign = await api.post<SmsCampaignDto>(apiPaths.siteAdmin.smsCampaigns(siteId), request, {
        idempotencyKey,
      });
      await queryClient.invalidateQueries({ queryKey: smsCampaignKeys.list(siteId) });
      return campaign;
    },
    [queryClient, siteId],
  );
}

/** How often a campaign still sending is read again. */
export const PROGRESS_POLL_MS = 1500;

/** GET …/sms-campaigns/{id}: progress and log, read again while messages are still pending. */
export function useSmsCampaign(siteId: number, id: number) {
  return useQuery({
    queryKey: smsCampaignKeys.detail(siteId, id),
    queryFn: ({ signal }) => api.get<SmsCampaignDetail>(apiPaths.siteAdmin.smsCampaign(siteId, id), { signal }),
    refetchInterval: (query) => (query.state.data?.done ? false : PROGRESS_POLL_MS),
  });
}

export function useSmsCampaigns(siteId: number) {
  return useQuery({
    queryKey: smsCampaignKeys.list(siteId),
    queryFn: ({ signal }) => api.get<SmsCampaignDto[]>(apiPaths.siteAdmin.smsCampaigns(siteId), { signal }),
    refetchInterval: (query) => (query.state.data?.some((c) => !c.done) ? PROGRESS_POLL_MS : false),
  });
}
