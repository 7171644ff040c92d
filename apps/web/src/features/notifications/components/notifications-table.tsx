import type { NotificationDto } from '@aidat/shared';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatDate } from '../../../lib/format';
import { NOTIFICATION_SCREEN_TEXTS as T } from '../../../lib/messages';
import { NotificationStatusBadge } from './notification-status-badge';

export interface NotificationsTableProps {
  items: NotificationDto[];
  now: Date;
  /** Id of the row whose toggle or delete is running; its buttons wait. */
  busyId: number | null;
  onEdit: (n: NotificationDto) => void;
  onToggle: (n: NotificationDto) => void;
  onDelete: (n: NotificationDto) => void;
}

/** Title, message, start, end, status, actions (SPEC §2). On a phone the message sits under the title. */
export function NotificationsTable({ items, now, busyId, onEdit, onToggle, onDelete }: NotificationsTableProps) {
  return (
    <Table responsive hover className="align-middle" aria-label={T.tableLabel}>
      <thead>
        <tr>
          <th scope="col">{T.colTitle}</th>
          <th scope="col" className="d-none d-md-table-cell">
            {T.colMessage}
          </th>
          <th scope="col" className="text-nowrap">
            {T.colStart}
          </th>
          <th scope="col" className="text-nowrap">
            {T.colEnd}
          </th>
          <th scope="col">{T.colStatus}</th>
          <th scope="col" className="text-end">
            {T.colActions}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((n) => {
          const busy = busyId === n.id;
          return (
            <tr key={n.id} data-testid="notification-row">
              <td className="text-break" style={{ minWidth: '9rem' }}>
                <div className="fw-semibold">{n.title}</div>
                <div className="d-md-none small text-body-secondary">{n.message}</div>
              </td>
              <td className="d-none d-md-table-cell text-break" style={{ minWidth: '14rem' }}>
                {n.message}
              </td>
              <td className="text-nowrap">{formatDate(n.startDate, 'dateTimeShort')}</td>
              <td className="text-nowrap">{formatDate(n.endDate, 'dateTimeShort')}</td>
              <td>
                <NotificationStatusBadge notification={n} now={now} />
              </td>
              <td className="text-end text-nowrap">
                <Button size="sm" variant="outline-primary" className="me-1" onClick={() => onEdit(n)} aria-label={T.edit} title={T.edit}>
                  <i className="bi bi-pencil" aria-hidden="true" />
                </Button>
                <Button
                  size="sm"
                  variant={n.isActive ? 'outline-warning' : 'outline-success'}
                  className="me-1"
                  onClick={() => onToggle(n)}
                  disabled={busy}
                  aria-label={n.isActive ? T.deactivate : T.activate}
                  title={n.isActive ? T.deactivate : T.activate}
                >
                  <i className={`bi ${n.isActive ? 'bi-toggle-on' : 'bi-toggle-off'}`} aria-hidden="true" />
                </Button>
                <Button size="sm" variant="outline-danger" onClick={() => onDelete(n)} disabled={busy} aria-label={T.remove} title={T.remove}>
                  <i className="bi bi-trash" aria-hidden="true" />
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
