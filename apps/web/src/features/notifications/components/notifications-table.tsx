import type { NotificationDto } from '@aidat/shared';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatDate } from '../../../lib/format';
import { NOTIFICATION_SCREEN_TEXTS as T } from '../messages';
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

/**
 * Title, message, start, end, status, actions (SPEC §2). On a phone the message and the dates sit
 * under the title and the actions stack, so the table fits 360 px without scrolling sideways.
 */
export function NotificationsTable({ items, now, busyId, onEdit, onToggle, onDelete }: NotificationsTableProps) {
  return (
    <Table responsive hover className="align-middle" aria-label={T.tableLabel}>
      <thead>
        <tr>
          <th scope="col">{T.colTitle}</th>
          <th scope="col" className="d-none d-md-table-cell">
            {T.colMessage}
          </th>
          <th scope="col" className="d-none d-md-table-cell text-nowrap">
            {T.colStart}
          </th>
          <th scope="col" className="d-none d-md-table-cell text-nowrap">
            {T.colEnd}
          </th>
          <th scope="col">{T.colStatus}</th>
          <th scope="col" className="text-end">
            {/* On a phone the column is as narrow as its icon buttons; the name stays for screen readers. */}
            <span className="visually-hidden d-sm-none">{T.colActions}</span>
            <span className="d-none d-sm-inline">{T.colActions}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((n) => {
          const busy = busyId === n.id;
          const start = formatDate(n.startDate, 'dateTimeShort');
          const end = formatDate(n.endDate, 'dateTimeShort');
          return (
            <tr key={n.id} data-testid="notification-row">
              <td className="text-break">
                <div className="fw-semibold">{n.title}</div>
                <div className="d-md-none small text-body-secondary">{n.message}</div>
                <div className="d-md-none small text-nowrap mt-1">
                  <span className="visually-hidden">{T.colStart}: </span>
                  {start}
                  <br />
                  <span className="visually-hidden">{T.colEnd}: </span>
                  {end}
                </div>
              </td>
              <td className="d-none d-md-table-cell text-break" style={{ minWidth: '14rem' }}>
                {n.message}
              </td>
              <td className="d-none d-md-table-cell text-nowrap">{start}</td>
              <td className="d-none d-md-table-cell text-nowrap">{end}</td>
              <td>
                <NotificationStatusBadge notification={n} now={now} />
              </td>
              <td>
                <div className="d-flex flex-column flex-sm-row justify-content-end align-items-end gap-1">
                  <Button
                    size="sm"
                    variant="outline-primary"
                    onClick={() => onEdit(n)}
                    aria-label={T.edit}
                    title={T.edit}
                  >
                    <i className="bi bi-pencil" aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant={n.isActive ? 'outline-warning' : 'outline-success'}
                    onClick={() => onToggle(n)}
                    disabled={busy}
                    aria-label={n.isActive ? T.deactivate : T.activate}
                    title={n.isActive ? T.deactivate : T.activate}
                  >
                    <i className={`bi ${n.isActive ? 'bi-toggle-on' : 'bi-toggle-off'}`} aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    onClick={() => onDelete(n)}
                    disabled={busy}
                    aria-label={T.remove}
                    title={T.remove}
                  >
                    <i className="bi bi-trash" aria-hidden="true" />
                  </Button>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
