import type { CreateNotificationReq, NotificationDto } from '@aidat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** The panel sends no dates: the server shows it from now on for 30 days. */
export type PanelNotificationPayload = Pick<CreateNotificationReq, 'siteId' | 'title' | 'message'>;

/** POST /api/siteadmin/notifications from the panel: the server shows it for the next 30 days. */
export function sendNotification(payload: PanelNotificationPayload): Promise<NotificationDto> {
  return api.post<NotificationDto>(apiPaths.siteAdmin.notifications, payload);
}

export function useSendNotification() {
  return useMutation({ mutationFn: sendNotification });
}
