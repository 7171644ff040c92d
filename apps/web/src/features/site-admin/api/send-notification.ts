import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export interface PanelNotificationPayload {
  siteId: number;
  title: string;
  message: string;
}

/** POST /api/siteadmin/notifications from the panel: the server shows it for the next 30 days. */
export function sendNotification(payload: PanelNotificationPayload): Promise<unknown> {
  return api.post<unknown>(apiPaths.siteAdmin.notifications, payload);
}

export function useSendNotification() {
  return useMutation({ mutationFn: sendNotification });
}
