import { TICKET_CATEGORY_LABELS, type TicketDto } from '@aidat/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { paths } from '../../../config/paths-common';
import { formatDate } from '../../../lib/format';
import { useMyTickets } from '../api/get-my-tickets';
import { MY_TICKETS_TEXTS as T } from '../messages';
import { TicketStatusBadge } from './ticket-status-badge';
import { ticketUnitText } from './ticket-unit-text';

function TicketRow({ ticket }: { ticket: TicketDto }) {
  return (
    <Link
      to={paths.myTicket.build(ticket.id)}
      className="list-group-item list-group-item-action py-3"
      data-testid="my-ticket-row"
    >
      <span className="d-flex justify-content-between align-items-start gap-2">
        <span className="fw-semibold text-break">{ticket.title}</span>
        <TicketStatusBadge status={ticket.status} overdue={ticket.isOverdue} />
      </span>
      <small className="d-block text-body-secondary mt-1">
        {TICKET_CATEGORY_LABELS[ticket.category]} • {ticketUnitText(ticket)} • {formatDate(ticket.reportedAt, 'date')}
      </small>
    </Link>
  );
}

/**
 * 'Taleplerim' (PRODUCT.md §17): the tickets the person opened, newest first, each with its
 * status; a tap opens it. 'Arıza / Talep Bildir' opens a new one.
 */
export function MyTicketsPage() {
  const tickets = useMyTickets();

  let body: ReactNode;
  if (tickets.isPending) body = <LoadingState />;
  else if (tickets.isError) body = <ErrorState text={T.loadFailed} onRetry={() => void tickets.refetch()} />;
  else if (tickets.data.length === 0) {
    body = (
      <EmptyState text={T.empty}>
        <p className="small mt-2">{T.emptyHint}</p>
        <Link to={paths.myTicketNew} className="btn btn-primary">
          {T.report}
        </Link>
      </EmptyState>
    );
  } else {
    body = (
      <div className="list-group shadow-sm" data-testid="my-tickets">
        {tickets.data.map((ticket) => (
          <TicketRow key={ticket.id} ticket={ticket} />
        ))}
      </div>
    );
  }

  return (
    <section>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">{T.title}</h1>
        {tickets.data?.length ? (
          <Link to={paths.myTicketNew} className="btn btn-primary">
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {T.report}
          </Link>
        ) : null}
      </div>
      {body}
      <Link to={paths.myTicketStats} className="d-inline-block mt-3">
        <i className="bi bi-graph-up me-1" aria-hidden="true" />
        {T.statsLink}
      </Link>
    </section>
  );
}
