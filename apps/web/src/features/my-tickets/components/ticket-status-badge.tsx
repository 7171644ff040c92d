import { TICKET_STATUS_LABELS, type TicketStatus } from '@aidat/shared';
import { MY_TICKETS_TEXTS as T } from '../messages';

/** Bootstrap's text-bg pairs keep the contrast; the colour only repeats what the word says. */
const TONE: Record<TicketStatus, string> = {
  open: 'text-bg-primary',
  assigned: 'text-bg-info',
  in_progress: 'text-bg-warning',
  resolved: 'text-bg-success',
  closed: 'text-bg-secondary',
  rejected: 'text-bg-danger',
};

/** A ticket's status as a badge, and 'Gecikti' beside it when its due day has passed. */
export function TicketStatusBadge({ status, overdue = false }: { status: TicketStatus; overdue?: boolean }) {
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      <span className={`badge ${TONE[status]}`} data-testid="ticket-status">
        {TICKET_STATUS_LABELS[status]}
      </span>
      {overdue ? <span className="badge text-bg-danger">{T.overdue}</span> : null}
    </span>
  );
}
