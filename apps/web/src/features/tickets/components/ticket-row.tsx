import { TICKET_CATEGORY_LABELS, type TicketDto } from '@aidat/shared';
import { Link } from 'react-router';
import { DateText } from '../../../components/ui/date-text';
import { ticketPath } from '../../../config/paths';
import { dayText } from '../../../lib/day-text';
import { TICKETS_SCREEN_TEXTS as T } from '../messages';
import { OverdueMarker } from './overdue-marker';
import { StatusBadge } from './status-badge';
import { ticketUnitLabel } from './ticket-labels';
import type { TicketListState } from './ticket-list-state';

/**
 * One ticket of the list. Its title is the row's one link, stretched over the whole row: a click
 * anywhere opens the ticket, and the keyboard reaches one stop per row (Tab, Enter). An overdue
 * row is red and says so in words beside its due day.
 */
export function TicketRow({ ticket, listState }: { ticket: TicketDto; listState: TicketListState }) {
  return (
    <tr
      data-testid="ticket-row"
      data-ticket={ticket.id}
      className={ticket.isOverdue ? 'table-danger' : undefined}
      style={{ position: 'relative' }}
    >
      <td className="text-nowrap">
        <DateText value={ticket.reportedAt} format="date" />
      </td>
      <td className="text-nowrap">{ticketUnitLabel(ticket)}</td>
      <td>{TICKET_CATEGORY_LABELS[ticket.category]}</td>
      <td style={{ minWidth: '12rem' }}>
        <Link to={ticketPath(ticket.id)} state={listState} className="stretched-link text-break">
          {ticket.title}
        </Link>
      </td>
      <td>{ticket.openedBy ?? T.eventBy(null)}</td>
      <td>
        <StatusBadge status={ticket.status} />
      </td>
      <td>{ticket.assignee ? T.assigneeLine(ticket.assignee.kind, ticket.assignee.name) : T.notAssigned}</td>
      <td className={`text-nowrap${ticket.isOverdue ? ' text-danger-emphasis fw-semibold' : ''}`}>
        {dayText(ticket.dueDate)}
        {ticket.isOverdue ? <OverdueMarker /> : null}
      </td>
    </tr>
  );
}
