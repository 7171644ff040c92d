import type { NotificationDto, ToggleNotificationReq } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

export type ToggleNotificationVars = ToggleNotificationReq & { id: number };

/** PATCH /api/notifications/{id}/toggle {isActive}. */
export function toggleNotification({ id, ...body }: ToggleNotificationVars): Promise<NotificationDto> {
  return api.patch<NotificationDto>(apiPaths.notifications.toggle(id), body, { silent: true });
}

export function useToggleNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
