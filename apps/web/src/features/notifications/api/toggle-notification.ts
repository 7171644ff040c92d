import type { NotificationDto } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

export interface ToggleNotificationVars {
  id: number;
  isActive: boolean;
}

/** PATCH /api/notifications/{id}/toggle {isActive}. */
export function toggleNotification({ id, isActive }: ToggleNotificationVars): Promise<NotificationDto> {
  return api.patch<NotificationDto>(apiPaths.notifications.toggle(id), { isActive }, { silent: true });
}

export function useToggleNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
