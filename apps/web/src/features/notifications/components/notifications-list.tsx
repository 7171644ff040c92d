import type { NotificationDto } from '@aidat/shared';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { MESSAGES, NOTIFICATION_SCREEN_TEXTS as T } from '../messages';
import { useNotifications } from '../api/get-notifications';
import { NotificationsTable, type NotificationsTableProps } from './notifications-table';
import { useNow } from './use-now';

type Actions = Pick<NotificationsTableProps, 'busyId' | 'onEdit' | 'onToggle' | 'onDelete'>;

/** One site's notifications with loading, error and empty states. */
export function NotificationsList({ siteId, ...actions }: Actions & { siteId: number }) {
  const list = useNotifications(siteId);
  const now = useNow();
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <ErrorState text={MESSAGES.notifications.loadFailed} onRetry={() => list.refetch()} />;
  const items: NotificationDto[] = list.data;
  if (items.length === 0) return <EmptyState text={T.empty} />;
  return <NotificationsTable items={items} now={now} {...actions} />;
}
