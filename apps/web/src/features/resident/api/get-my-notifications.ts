import type { MyNotification } from '@aidat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths-common';
import { api } from '../../../lib/api-client';

/** GET /api/me/notifications: current notifications of the sites the user lives in. */
export function getMyNotifications(signal?: AbortSignal): Promise<MyNotification[]> {
  return api.get<MyNotification[]>(apiPaths.me.notifications, { signal });
}

export const myNotificationsQuery = queryOptions({
  queryKey: ['me', 'notifications'],
  queryFn: ({ signal }) => getMyNotifications(signal),
});

export function useMyNotifications() {
  return useQuery(myNotificationsQuery);
}
