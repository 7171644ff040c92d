import type { NotificationDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { MESSAGES } from '../messages';
import { showToast } from '../../../lib/toast-store';
import { notificationKeys } from './query-keys';

/** GET /api/siteadmin/notifications?siteId=: a failure shows SPEC §8's own text, not the server's. */
export async function getNotifications(siteId: number, signal?: AbortSignal): Promise<NotificationDto[]> {
  try {
    return await api.get<NotificationDto[]>(apiPaths.siteAdmin.notifications, {
      query: { siteId },
      signal,
      silent: true,
    });
  } catch (error) {
    if (!signal?.aborted) showToast('danger', MESSAGES.notifications.loadFailed);
    throw error;
  }
}

export function useNotifications(siteId: number | null) {
  return useQuery({
    queryKey: notificationKeys.list(siteId ?? 0),
    queryFn: ({ signal }) => getNotifications(siteId as number, signal),
    enabled: siteId !== null,
  });
}
