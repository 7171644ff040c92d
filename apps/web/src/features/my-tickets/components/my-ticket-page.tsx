import { TICKET_ATTACHMENTS_MAX, TICKET_CATEGORY_LABELS, type TicketDto } from '@aidat/shared';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { paths } from '../../../config/paths-common';
import { ApiError } from '../../../lib/api-client';
import { dayText } from '../../../lib/day-text';
import { formatDate } from '../../../lib/format';
import { useMyTicket } from '../api/get-my-ticket';
import { MY_TICKETS_TEXTS as T } from '../messages';
import { AddTicketFiles } from './add-ticket-files';
import { TicketAttachments } from './ticket-attachments';
import { TicketExpenses } from './ticket-expenses';
import { TicketRating } from './ticket-rating';
import { TicketStatusBadge } from './ticket-status-badge';
import { PRE_WRAP, TicketTimeline } from './ticket-timeline';
import { ticketUnitText } from './ticket-unit-text';

const MAX_ID = 2_147_483_647;

/** The address's ticket id, or null when it cannot be one (then nothing is asked of the server). */
function parseTicketId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= MAX_ID ? id : null;
}

/** Closed and rejected tickets change no more (PRODUCT.md §17): no files are added to them. */
const isFinal = (t: TicketDto) => t.status === 'closed' || t.status === 'rejected';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="d-flex justify-content-between gap-2">
      <dt className="fw-normal text-body-secondary">{label}</dt>
      <dd className="mb-0 text-end">{children}</dd>
    </div>
  );
}

function Ticket({ ticket }: { ticket: TicketDto }) {
  const room = !isFinal(ticket) && ticket.attachments.length < TICKET_ATTACHMENTS_MAX;
  return (
    <>
      <header className="mb-3">
        <h1 className="h3 mb-2 text-break">{ticket.title}</h1>
        <TicketStatusBadge status={ticket.status} overdue={ticket.isOverdue} />
      </header>
      <div className="card card-body shadow-sm mb-3">
        <dl className="mb-2 small">
          <Row label={T.category}>{TICKET_CATEGORY_LABELS[ticket.category]}</Row>
          <Row label={T.unit}>{ticketUnitText(ticket)}</Row>
          <Row label={T.reportedAt}>{formatDate(ticket.reportedAt, 'date')}</Row>
          {ticket.dueDate ? <Row label={T.dueDate}>{dayText(ticket.dueDate)}</Row> : null}
          {ticket.assignee ? <Row label={T.assignee}>{ticket.assignee.name}</Row> : null}
        </dl>
        <p className="mb-0 text-break" style={PRE_WRAP} data-testid="ticket-description">
          {ticket.description}
        </p>
      </div>
      {ticket.attachments.length > 0 || room ? (
        <section className="mb-3" aria-labelledby="ticket-files">
          <h2 id="ticket-files" className="h5">
            {T.attachments}
          </h2>
          <TicketAttachments ticketId={ticket.id} attachments={ticket.attachments} />
          {room ? <AddTicketFiles ticketId={ticket.id} attached={ticket.attachments.length} /> : null}
        </section>
      ) : null}
      <TicketRating ticket={ticket} />
      <TicketTimeline events={ticket.events} />
      <TicketExpenses expenses={ticket.expenses} />
    </>
  );
}

/**
 * One of the person's tickets (PRODUCT.md §17): its status, what they wrote, their files, what
 * the managers did and noted, what the site spent on it, and the rating once it is resolved.
 */
export function MyTicketPage() {
  const ticketId = parseTicketId(useParams().ticketId);
  const ticket = useMyTicket(ticketId);

  let body: ReactNode;
  if (ticketId === null) body = <ErrorState text={T.notFound} />;
  else if (ticket.isPending) body = <LoadingState />;
  else if (ticket.isError) {
    const status = ticket.error instanceof ApiError ? ticket.error.status : undefined;
    body =
      status === 404 || status === 400 || status === 403 ? (
        <ErrorState text={T.notFound} />
      ) : (
        <ErrorState text={T.ticketLoadFailed} onRetry={() => void ticket.refetch()} />
      );
  } else body = <Ticket ticket={ticket.data} />;

  return (
    <section>
      <Link to={paths.myTickets} className="d-inline-block mb-2 text-decoration-none">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        {T.back}
      </Link>
      {body}
    </section>
  );
}
