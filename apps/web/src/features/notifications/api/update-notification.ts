import type { NotificationDto, UpdateNotificationReq } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

/** The PUT body with the id it also names in the address. */
export type UpdateNotificationVars = UpdateNotificationReq & { id: number };

/** PUT /api/siteadmin/notifications/{id}: every field plus the id. */
export function updateNotification(vars: UpdateNotificationVars): Promise<NotificationDto> {
  return api.put<NotificationDto>(apiPaths.siteAdmin.notification(vars.id), vars, { silent: true });
}

export function useUpdateNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
