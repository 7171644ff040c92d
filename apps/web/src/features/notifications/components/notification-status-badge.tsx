import { type NotificationStatus, type NotificationWindow, notificationStatus } from '@aidat/shared';
import Badge from 'react-bootstrap/Badge';

const BG: Record<NotificationStatus, string> = {
  Aktif: 'success',
  Beklemede: 'warning',
  'Süresi Dolmuş': 'danger',
  Pasif: 'secondary',
};

/** SPEC §4's display status as a badge; the rule itself lives in @aidat/shared. */
export function NotificationStatusBadge({ notification, now }: { notification: NotificationWindow; now: Date }) {
  const status = notificationStatus(notification, now);
  return (
    <Badge bg={BG[status]} text={status === 'Beklemede' ? 'dark' : undefined} data-testid="notification-status">
      {status}
    </Badge>
  );
}
