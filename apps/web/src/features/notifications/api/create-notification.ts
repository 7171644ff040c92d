import type { CreateNotificationReq, NotificationDto } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

/** POST /api/siteadmin/notifications with the management screen's dates and state. */
export function createNotification(payload: CreateNotificationReq): Promise<NotificationDto> {
  // Silent: the dialog shows SPEC §8's failure toast and the server's reason itself.
  return api.post<NotificationDto>(apiPaths.siteAdmin.notifications, payload, {
    silent: true,
  });
}

export function useCreateNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
