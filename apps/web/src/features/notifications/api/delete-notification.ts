import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

/** DELETE /api/siteadmin/notifications/{id}. */
export async function deleteNotification(id: number): Promise<void> {
  await api.delete<null>(apiPaths.siteAdmin.notification(id), { silent: true });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
