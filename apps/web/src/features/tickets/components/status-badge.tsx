import { TICKET_STATUS_LABELS, type TicketStatus } from '@aidat/shared';

/**
 * Bootstrap's text-bg classes pair each background with a text colour that keeps its contrast; the
 * label is always written out, so the colour only helps a reader who already sees the word.
 */
const TONE: Record<TicketStatus, string> = {
  open: 'text-bg-primary',
  assigned: 'text-bg-info',
  in_progress: 'text-bg-warning',
  resolved: 'text-bg-success',
  closed: 'text-bg-secondary',
  rejected: 'text-bg-dark',
};

export function StatusBadge({ status }: { status: TicketStatus }) {
  return (
    <span className={`badge ${TONE[status]}`} data-testid="ticket-status">
      {TICKET_STATUS_LABELS[status]}
    </span>
  );
}
